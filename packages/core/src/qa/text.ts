import { tagTokens, withoutTagTokens as withoutTags } from '@tessera/contracts';
import type { TagToken } from '@tessera/contracts';
import { placeholderPattern } from '../matching/placeholders.js';
import type { QaSegment } from './types.js';

// The text without its tags, each replaced by a given string: one definition, in contracts.
export { withoutTags };

const linkHint = /@|:\/\/|www\./iu;
const urlPattern = /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/giu;
const numberPattern = /\p{Nd}+(?:[.,\u00a0\u202f ]\p{Nd}+)*/gu;

/** A source or target and the forms the checks read, each worked out once, on first use. */
export class QaText {
  #tags: TagToken[] | undefined;
  #bare: string | undefined;
  #spaced: string | undefined;
  #lower: string | undefined;
  #plain: string | undefined;
  #numbers: string[] | undefined;
  #normalised: string | undefined;

  constructor(readonly text: string) {}

  get tags(): TagToken[] {
    return (this.#tags ??= tagTokens(this.text));
  }

  /** Without its tags. */
  get bare(): string {
    return (this.#bare ??= withoutTags(this.text));
  }

  /** Tags turned into spaces, so that words on both sides of a tag stay apart. */
  get spaced(): string {
    return (this.#spaced ??= withoutTags(this.text, ' '));
  }

  get lower(): string {
    return (this.#lower ??= this.spaced.toLocaleLowerCase());
  }

  /** Tags, placeholders, URLs and e-mail addresses blanked out. */
  get plain(): string {
    if (this.#plain === undefined) {
      // The address pattern is slow to fail: only texts that may hold one run it.
      const spaced = linkHint.test(this.spaced)
        ? this.spaced.replace(urlPattern, ' ')
        : this.spaced;
      this.#plain = spaced.replace(placeholderPattern, ' ');
    }
    return this.#plain;
  }

  /** For comparing translations: NFC, whitespace runs as one space, trimmed. */
  get normalised(): string {
    return (this.#normalised ??= this.text.normalize('NFC').replace(/\s+/gu, ' ').trim());
  }

  get numbers(): string[] {
    return (this.#numbers ??= (this.plain.match(numberPattern) ?? []).map(digitString));
  }

  get hasText(): boolean {
    return this.bare.trim() !== '';
  }

  /** Characters as a user counts them: code points, tags left out. */
  get length(): number {
    let count = 0;
    for (const _ of this.bare) count++;
    return count;
  }
}

const texts = new WeakMap<QaSegment, { source: QaText; target: QaText }>();

/** The segment's source and target views, shared by the checks of one run. */
export function textsOf(segment: QaSegment): { source: QaText; target: QaText } {
  let found = texts.get(segment);
  // A caller may change a segment between runs: its old views no longer hold.
  if (!found || found.source.text !== segment.source || found.target.text !== segment.target) {
    found = { source: new QaText(segment.source), target: new QaText(segment.target) };
    texts.set(segment, found);
  }
  return found;
}

const wordPattern = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;

/** The words of a text (letters, marks and digits; don't is one word), tags and placeholders left out. */
export function words(text: string): string[] {
  return new QaText(text).plain.match(wordPattern) ?? [];
}

/** The numbers of a text as digit strings: separators dropped, digits of any script made ASCII. */
export function numbers(text: string): string[] {
  return new QaText(text).numbers;
}

function digitString(number: string): string {
  if (/^[0-9., \u00a0\u202f]+$/u.test(number)) return number.replace(/[^0-9]/gu, '');
  let digits = '';
  for (const character of number.normalize('NFKC')) {
    if (!/\p{Nd}/u.test(character)) continue;
    // Any other script's decimal digit: its distance from that script's zero.
    const code = character.codePointAt(0) ?? 48;
    digits += /[0-9]/.test(character) ? character : String(zeroBased(code));
  }
  return digits;
}

/** A digit's value: Unicode writes each script's 0–9 as ten code points in a row. */
function zeroBased(code: number): number {
  for (let zero = code; zero > code - 10; zero--)
    if (!/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) return code - zero;
  return code % 10;
}

const termEdge = /[\p{L}\p{M}\p{N}]/u;
const spaceless =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}]/u;

/** Whether the lower-cased text contains the term as a whole word, ignoring case (in spaceless scripts anywhere). */
export function containsTerm(haystack: string, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase();
  if (needle === '') return false;
  const edgesFree = !spaceless.test(needle);
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!edgesFree) return true;
    const before = haystack[at - 1] ?? ' ';
    const after = haystack[at + needle.length] ?? ' ';
    if (!termEdge.test(before) && !termEdge.test(after)) return true;
  }
  return false;
}
