import { tagTokens } from '@tessera/contracts';
import { segmenterFor } from '../segmentation/segmenters.js';
import { characterWordScript, plainCharacterCount, plainWordCount } from './plainCounts.js';

const letterOrDigit = /[\p{L}\p{N}]/u;

/** Paired tags vanish (they may sit inside a word); standalone tags separate words. */
function withoutTags(text: string): string {
  if (!text.includes('{')) return text;
  let plain = '';
  let position = 0;
  for (const tag of tagTokens(text)) {
    plain += text.slice(position, tag.start) + (tag.kind === 'standalone' ? ' ' : '');
    position = tag.end;
  }
  return plain + text.slice(position);
}

export function countWords(text: string, locale: string): number {
  const plain = withoutTags(text);
  return plainWordCount(plain, locale) ?? segmenterWordCount(plain, locale);
}

export function countCharacters(text: string): number {
  const plain = withoutTags(text);
  return plainCharacterCount(plain) ?? segmenterCharacterCount(plain);
}

/** Words as the locale's Intl.Segmenter finds them, for text without tags. */
export function segmenterWordCount(plain: string, locale: string): number {
  const graphemes = segmenterFor(locale, 'grapheme');
  let words = 0;
  for (const piece of segmenterFor(locale, 'word').segment(plain)) {
    if (!piece.isWordLike) continue;
    // Most words hold no spaceless script: they count once without a grapheme pass.
    if (!characterWordScript.test(piece.segment)) {
      words++;
      continue;
    }
    let characterWords = 0;
    let otherLetters = false;
    for (const { segment } of graphemes.segment(piece.segment)) {
      if (characterWordScript.test(segment)) characterWords++;
      else if (letterOrDigit.test(segment)) otherLetters = true;
    }
    // Mixed pieces ("Tokyo東京") count their spaced-script part as one word more.
    words += characterWords === 0 ? 1 : characterWords + (otherLetters ? 1 : 0);
  }
  return words;
}

/** Characters are grapheme clusters (what a reader sees as one letter), without whitespace. */
export function segmenterCharacterCount(plain: string): number {
  let characters = 0;
  for (const { segment } of segmenterFor('und', 'grapheme').segment(plain)) {
    if (!/^\s+$/u.test(segment)) characters++;
  }
  return characters;
}
