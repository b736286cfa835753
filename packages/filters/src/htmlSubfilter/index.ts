import { tagTokenPattern } from '@tessera/contracts';
import { parseFragment } from 'parse5';
import { escapeHtml, quoteUnquoted } from '../formats/html/htmlEscape.js';
import { htmlSettings } from '../formats/html/htmlSettings.js';
import { collectUnits, type HtmlPage } from '../formats/html/htmlUnits.js';
import type { TextUnit } from '../types.js';
import { markupUnitWriter, type MarkupPieces } from '../xml/markupUnit.js';
import { splice, writePieces, type Piece } from '../skeleton/pieces.js';
import { UnitRegistry } from '../xml/unitRegistry.js';

/** off: values are plain text; on: every value is HTML; smart: a value is HTML when it has a tag. */
export type HtmlSubfilterMode = 'off' | 'on' | 'smart';

const htmlTag = /<\/?[A-Za-z][\w:.-]*(?:\s[^<>]*)?\/?>/;

/** The mode of a format's subfilter flag: a smart flag only takes values that look like HTML. */
export function subfilterMode(on: boolean, smart = false): HtmlSubfilterMode {
  return on ? (smart ? 'smart' : 'on') : 'off';
}

/**
 * Runs a value through the HTML filter's inline handling: markup becomes tags, block elements
 * split units. The units go on units (ids continue its numbering) with details; the value comes
 * back as pieces for writeHtmlValue, or undefined when the mode leaves it plain text.
 */
export function htmlSubfilter(
  value: string,
  mode: HtmlSubfilterMode,
  units: TextUnit[],
  details: { tagRegexp: RegExp | undefined } & Partial<Omit<TextUnit, 'id' | 'source'>>,
): MarkupPieces | undefined {
  if (mode === 'off' || (mode === 'smart' && !htmlTag.test(value))) return undefined;
  const { tagRegexp, ...unitDetails } = details;
  const first = units.length;
  const page: HtmlPage = {
    text: value,
    settings: {
      ...htmlSettings({}),
      // The format's tag regular expression protects its placeholders inside the HTML too.
      protectedText: tagRegexp
        ? new RegExp(`(?:${tagRegexp.source})|${tagTokenPattern.source}`, tagRegexp.flags)
        : new RegExp(tagTokenPattern.source, 'gu'),
    },
    registry: new UnitRegistry(units),
    placed: [],
  };
  const fragment = parseFragment(value, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  collectUnits(fragment.childNodes, page, false);
  for (const unit of units.slice(first)) Object.assign(unit, unitDetails);
  return splice(value, 0, value.length, page.placed);
}

const writeUnit = markupUnitWriter(escapeHtml, quoteUnquoted);

/** The value with the targets of its units written in: byte for byte the value where none differ. */
export function writeHtmlValue(pieces: MarkupPieces, targets: ReadonlyMap<string, string>): string {
  return writePieces(pieces, targets, writeUnit);
}

/**
 * The targets with, for each subfiltered value among pieces, the value its units' targets give
 * (under the value's own slot id) where it differs from the file's.
 */
export function withHtmlValues<Tag, Context>(
  pieces: Array<Piece<Tag, Context>>,
  targets: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  const values = new Map(targets);
  for (const piece of pieces) {
    if (typeof piece === 'string' || !piece.html) continue;
    const value = writeHtmlValue(piece.html, targets);
    if (value !== piece.source) values.set(piece.id, value);
  }
  return values;
}
