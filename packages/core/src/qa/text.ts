import { tagTokenPattern } from '@tessera/contracts';
import { placeholderPattern } from '../matching/placeholders.js';

/** The text without its tags, each tag replaced by `by`. */
export function withoutTags(text: string, by = ''): string {
  return text.replace(tagTokenPattern, by);
}

/** Characters as a user counts them: code points, tags left out. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of withoutTags(text)) count++;
  return count;
}

const urlPattern = /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/giu;

/** The text with tags, placeholders, URLs and e-mail addresses blanked out. */
export function plainText(text: string): string {
  return withoutTags(text, ' ').replace(urlPattern, ' ').replace(placeholderPattern, ' ');
}

const wordPattern = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;

/** The words of a text (letters, marks and digits; don't is one word), tags and placeholders left out. */
export function words(text: string): string[] {
  return plainText(text).match(wordPattern) ?? [];
}

const numberPattern = /\p{Nd}+(?:[.,\u00a0\u202f ]\p{Nd}+)*/gu;

/** The numbers of a text as digit strings: separators dropped, digits of any script made ASCII. */
export function numbers(text: string): string[] {
  return (plainText(text).match(numberPattern) ?? []).map(digitString);
}

function digitString(number: string): string {
  let digits = '';
  for (const character of number.normalize('NFKC')) {
    if (!/\p{Nd}/u.test(character)) continue;
    // Any decimal digit: the code point's offset from its block's zero (blocks are aligned on 0).
    const code = character.codePointAt(0) ?? 48;
    digits += /[0-9]/.test(character) ? character : String(zeroBased(code));
  }
  return digits;
}

function zeroBased(code: number): number {
  for (let zero = code; zero > code - 10; zero--)
    if (!/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) return code - zero;
  return code % 10;
}

const termEdge = /[\p{L}\p{M}\p{N}]/u;
const spaceless =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}]/u;

/** Whether text contains the term as a whole word, ignoring case (inside text of spaceless scripts anywhere). */
export function containsTerm(text: string, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase();
  if (needle === '') return false;
  const haystack = text.toLocaleLowerCase();
  const edgesFree = !spaceless.test(needle);
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!edgesFree) return true;
    const before = haystack[at - 1] ?? ' ';
    const after = haystack[at + needle.length] ?? ' ';
    if (!termEdge.test(before) && !termEdge.test(after)) return true;
  }
  return false;
}
