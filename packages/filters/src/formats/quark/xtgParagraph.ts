import { TaggedTextBuilder, firstFreeTagNumber, type TagMarkup } from '../../tags/index.js';
import { characterCodes, closesFormatting, opensFormatting, type XtgCode } from './xtgCodes.js';
import { specialText, type XtgToken } from './xtgTokens.js';

/** Which tag closes which: a tag that switches on formatting, and the later one that switches it off. */
function formattingPairs(tokens: readonly XtgToken[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const open: { index: number; codes: XtgCode[] }[] = [];
  tokens.forEach((token, index) => {
    const codes = token.kind === 'tag' ? characterCodes(token.content) : undefined;
    if (!codes) return;
    const top = open.at(-1);
    if (top && closesFormatting(top.codes, codes)) {
      pairs.set(top.index, index);
      open.pop();
    } else if (opensFormatting(codes)) open.push({ index, codes });
  });
  return pairs;
}

/** A paragraph's text in tag notation: character tags paired where a later tag resets them. */
export function paragraphText(tokens: readonly XtgToken[]): {
  text: string;
  plain: string;
  tags: TagMarkup;
} {
  const plain = tokens
    .map((token) => (token.kind === 'text' ? token.raw : (specialText(token.content) ?? '')))
    .join('');
  const pairs = formattingPairs(tokens);
  const closing = new Map<number, number>();
  const builder = new TaggedTextBuilder(firstFreeTagNumber(plain));
  tokens.forEach((token, index) => {
    if (token.kind === 'text') {
      builder.addText(token.raw);
      return;
    }
    const special = specialText(token.content);
    const closer = pairs.get(index);
    const opened = closing.get(index);
    if (special !== undefined) builder.addText(special);
    else if (closer !== undefined) closing.set(closer, builder.open(token.raw));
    else if (opened !== undefined) builder.close(opened, token.raw);
    else builder.addStandalone(token.raw);
  });
  return { text: builder.text, plain, tags: builder.tags };
}
