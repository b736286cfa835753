import type { Piece, PlacedSlot, Slot, UnitWriter } from '../skeleton/pieces.js';
import { balanceTags } from './taggedText.js';

/** Tags of text formats (HTML, XML, Markdown): their markup is spliced back as written. */
export type MarkupTag =
  | { kind: 'paired'; open: MarkupPieces; close: MarkupPieces }
  | { kind: 'standalone'; markup: MarkupPieces };

/** How a text format writes a translated unit's text where the unit sits. */
export type MarkupContext = string;

export type MarkupPieces = Array<Piece<MarkupTag, MarkupContext>>;
export type MarkupSlot = Slot<MarkupTag, MarkupContext>;
export type PlacedMarkupSlot = PlacedSlot<MarkupTag, MarkupContext>;

/** Writes a translated unit: text escaped for its context, tags as their original markup. */
export function markupUnitWriter(
  escape: (text: string, context: MarkupContext) => string,
  wrap: (written: string, context: MarkupContext) => string = (written) => written,
): UnitWriter<MarkupTag, MarkupContext> {
  return (slot, target, write) => {
    let out = '';
    for (const token of balanceTags(target, slot.source)) {
      if (token.kind === 'text') {
        out += escape(token.text, slot.context);
        continue;
      }
      const tag = slot.tags[token.id];
      if (tag?.kind === 'standalone') out += write(tag.markup);
      else if (tag?.kind === 'paired') out += write(token.kind === 'open' ? tag.open : tag.close);
    }
    return wrap(out, slot.context);
  };
}
