import { tagText, tagTokens } from '@tessera/contracts';
import {
  exportEncodingOf,
  readTextFile,
  writeTextFile,
  type StoredEncoding,
} from '../../encoding/index.js';
import { readSkeleton, writeSkeleton } from '../../skeleton/index.js';
import {
  splice,
  writePieces,
  type PlacedSlot,
  type Slot,
  type WritePieces,
} from '../../skeleton/pieces.js';
import { renderTaggedText, type TagMarkup } from '../../tags/index.js';
import { FilterError, type FileFilter, type TextUnit } from '../../types.js';
import { planUnits, type PlannedUnit } from './mifDocument.js';
import { mifExtraction } from './mifSettings.js';
import { escapeMif } from './mifStrings.js';
import { atomOf, readMifTree, type MifStatement } from './mifTokens.js';

interface MifContext {
  style: PlannedUnit['style'];
}

/** A tag's markup may hold units of its own (the text of an index marker). */
type MifSlot = Slot<MifPiece[], MifContext>;
type MifPiece = string | MifSlot;

interface MifSkeleton {
  stored: StoredEncoding;
  /** Whether the file is MIF 8 or later, whose strings hold Unicode text as it is. */
  unicode: boolean;
  pieces: MifPiece[];
}

function mifVersion(root: MifStatement): number {
  const header = root.children[0];
  if (header?.kind !== 'statement' || header.name !== 'MIFFile') {
    throw new FilterError('This is not a MIF document: it does not start with <MIFFile>.');
  }
  return parseFloat(atomOf(header) ?? '');
}

/** Cuts the file into pieces, each unit a slot whose tags hold the pieces they cover. */
function slice(text: string, plans: PlannedUnit[]): MifPiece[] {
  const placed: Array<PlacedSlot<MifPiece[], MifContext> & { plan: PlannedUnit }> = plans.map(
    (plan, index) => ({
      start: plan.start,
      end: plan.end,
      plan,
      slot: {
        id: String(index + 1),
        source: plan.source,
        original: [],
        tags: {},
        context: { style: plan.style },
      },
    }),
  );
  placed.sort((a, b) => a.start - b.start || b.end - a.end);
  placed.forEach((item, index) => {
    // Units inside a unit (marker texts in a paragraph) follow it in the sorted list.
    const inner: typeof placed = [];
    for (let next = index + 1; placed[next] && (placed[next]?.start ?? 0) < item.end; next++) {
      inner.push(placed[next] as (typeof placed)[number]);
    }
    item.slot.original = splice(text, item.start, item.end, inner);
    for (const [token, span] of Object.entries(item.plan.tags)) {
      item.slot.tags[token] =
        typeof span === 'string'
          ? [span]
          : span.start === span.end
            ? []
            : splice(text, span.start, span.end, inner);
    }
  });
  return splice(text, 0, text.length, placed);
}

const paragraphText = (plain: string, unicode: boolean): string =>
  plain
    .split('\n')
    .map((line) => (line === '' ? '' : `<String \`${escapeMif(line, unicode)}'>`))
    .join('<Char HardReturn>');

/** Tags a paragraph's target lost: anchors and markers keep tables and index entries in the document. */
function lostTags(target: string, markup: TagMarkup): string {
  const present = new Set(tagTokens(target).map((token) => tagText(token.kind, token.id)));
  return Object.keys(markup)
    .filter((token) =>
      token.endsWith('/}')
        ? !present.has(token)
        : token.startsWith('{/') && !present.has(token) && present.has(token.replace('/', '')),
    )
    .map((token) => markup[token])
    .join('');
}

function writeTarget(
  slot: MifSlot,
  target: string,
  write: WritePieces<MifPiece[], MifContext>,
  unicode: boolean,
): string {
  const markup: TagMarkup = {};
  for (const [token, pieces] of Object.entries(slot.tags)) markup[token] = write(pieces);
  if (slot.context.style === 'string') {
    return renderTaggedText(target, markup, (plain) => escapeMif(plain, unicode));
  }
  return (
    renderTaggedText(target, markup, (plain) => paragraphText(plain, unicode)) +
    lostTags(target, markup)
  );
}

export const mifFilter: FileFilter = {
  format: 'mif',
  title: 'FrameMaker MIF',
  extensions: ['mif'],
  parse(bytes, settings) {
    const { text, stored } = readTextFile(bytes, settings);
    const root = readMifTree(text);
    const unicode = mifVersion(root) >= 8;
    const plans = planUnits(text, root, mifExtraction(settings), unicode);
    const units: TextUnit[] = plans.map((plan, index) => ({
      id: String(index + 1),
      source: plan.source,
      segment: plan.style === 'paragraph',
      ...(plan.key !== undefined && { key: plan.key }),
      ...(plan.note !== undefined && { note: plan.note }),
    }));
    const pieces = slice(text, plans);
    return { units, skeleton: writeSkeleton<MifSkeleton>('mif', { stored, unicode, pieces }) };
  },
  merge(skeleton, targets, settings) {
    const { stored, unicode, pieces } = readSkeleton<MifSkeleton>(skeleton, 'mif');
    const text = writePieces(pieces, targets, (slot, target, write) =>
      writeTarget(slot, target, write, unicode),
    );
    return writeTextFile(text, exportEncodingOf(stored, settings));
  },
};
