import { parse } from 'parse5';
import type { FileFilter, FilterSettings, ParseResult } from '../../types.js';
import { decodeDocument, encodeDocument } from '../../xml/documentEncoding.js';
import { markupUnitWriter, type MarkupPieces } from '../../xml/markupUnit.js';
import { readSkeleton, writeSkeleton } from '../../skeleton/index.js';
import { splice, writePieces } from '../../skeleton/pieces.js';
import { UnitRegistry } from '../../xml/unitRegistry.js';
import { escapeHtml, quoteUnquoted } from './htmlEscape.js';
import { htmlSettings } from './htmlSettings.js';
import { collectUnits, type HtmlPage } from './htmlUnits.js';
import { targetLanguageTag, withStartTagAttribute } from '../../targetLanguage/index.js';

const format = 'html';

interface HtmlSkeleton {
  encoding: string;
  pieces: MarkupPieces;
}

/** The page's lang (and XHTML's xml:lang where it has one) set to the target language. */
function withPageLanguage(text: string, settings: FilterSettings): string {
  const language = targetLanguageTag(settings);
  if (!language) return text;
  const page = withStartTagAttribute(text, 'html', 'lang', language);
  return /<html\b[^>]*\sxml:lang\s*=/i.test(page)
    ? withStartTagAttribute(page, 'html', 'xml:lang', language)
    : page;
}

const metaCharset = (head: string): string | undefined =>
  /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];

function parseHtml(bytes: Uint8Array, settings: FilterSettings): ParseResult {
  const { text, encoding } = decodeDocument(bytes, settings, metaCharset);
  const page: HtmlPage = {
    text,
    settings: htmlSettings(settings),
    registry: new UnitRegistry(),
    placed: [],
  };
  const document = parse(text, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  collectUnits(document.childNodes, page, page.settings.preserveWhitespace);
  const skeleton: HtmlSkeleton = { encoding, pieces: splice(text, 0, text.length, page.placed) };
  return { units: page.registry.units, skeleton: writeSkeleton(format, skeleton) };
}

export const htmlFilter: FileFilter = {
  format,
  title: 'HTML',
  extensions: ['html', 'htm', 'xhtml'],
  parse: parseHtml,
  merge(skeleton, targets, settings) {
    const { encoding, pieces } = readSkeleton<HtmlSkeleton>(skeleton, format);
    const text = withPageLanguage(
      writePieces(pieces, targets, markupUnitWriter(escapeHtml, quoteUnquoted)),
      settings,
    );
    return encodeDocument(text, encoding, settings, (char) => `&#${char.codePointAt(0) ?? 63};`);
  },
};
