import { tagTokens } from '@tessera/contracts';
import { intern, numberKey } from './interning.js';
import { toNfc } from './nfc.js';
import { tokenPattern } from './tokenize.js';

/** What the fuzzy comparison reads of a text; the same tokens as splitMatchText, found faster. */
export interface ScannedText {
  keys: number[];
  punctuation: number[];
  tagKinds: number[];
  numbers: string[];
}

const tagKindCode = { open: 0, close: 1, standalone: 2 } as const;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isWordCode(code: number): boolean {
  return isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Where a number starting at start ends, as the token pattern's backtracking decides; -1: a word instead. */
function numberEnd(plain: string, start: number): number {
  let end = start;
  while (isDigit(plain.charCodeAt(end))) end++;
  let best = isWordCode(plain.charCodeAt(end)) ? -1 : end;
  while (best === end) {
    const mark = plain.charCodeAt(end);
    if ((mark !== 44 && mark !== 46) || !isDigit(plain.charCodeAt(end + 1))) break;
    end += 1;
    while (isDigit(plain.charCodeAt(end))) end++;
    if (!isWordCode(plain.charCodeAt(end))) best = end;
  }
  return best;
}

/** The token pattern for ASCII text, by hand: most TM text is ASCII and this allocates only tokens. */
function scanAscii(plain: string, out: ScannedText): void {
  const length = plain.length;
  let i = 0;
  while (i < length) {
    const code = plain.charCodeAt(i);
    if (code === 0 || code === 32 || (code >= 9 && code <= 13)) {
      i++;
      continue;
    }
    if (isDigit(code)) {
      const end = numberEnd(plain, i);
      if (end !== -1) {
        out.keys.push(numberKey);
        out.numbers.push(plain.slice(i, end));
        i = end;
        continue;
      }
    }
    if (isWordCode(code)) {
      let end = i;
      while (isWordCode(plain.charCodeAt(end))) end++;
      while (plain.charCodeAt(end) === 39 && isWordCode(plain.charCodeAt(end + 1))) {
        end++;
        while (isWordCode(plain.charCodeAt(end))) end++;
      }
      out.keys.push(intern(plain.slice(i, end).toLowerCase()));
      i = end;
      continue;
    }
    out.punctuation.push(code);
    i++;
  }
}

function scanUnicode(plain: string, out: ScannedText): void {
  for (const match of plain.matchAll(tokenPattern())) {
    const [whole, standalone, space, character, number, word] = match;
    if (standalone !== undefined || space !== undefined) continue;
    if (number !== undefined) {
      out.keys.push(numberKey);
      out.numbers.push(whole);
    } else if (character !== undefined || word !== undefined) {
      out.keys.push(intern(wordKey(whole)));
    } else {
      out.punctuation.push(whole.codePointAt(0) ?? 0);
    }
  }
}

// eslint-disable-next-line no-control-regex -- ASCII is U+0000..U+007F
const nonAscii = /[^\u0000-\u007f]/;

/** A word as the scorer compares it: lower-cased, the typographic apostrophe as the plain one. */
export function wordKey(word: string): string {
  return word.toLowerCase().replace(/’/g, "'");
}

/** The scorer's tokens of a text: word ids, punctuation code points, tag kinds, numbers. */
export function scanMatchText(text: string): ScannedText {
  const out: ScannedText = { keys: [], punctuation: [], tagKinds: [], numbers: [] };
  const ascii = !nonAscii.test(text);
  const normalized = ascii ? text : toNfc(text);
  let plain = normalized;
  if (normalized.includes('{')) {
    plain = '';
    let position = 0;
    for (const tag of tagTokens(normalized)) {
      plain += normalized.slice(position, tag.start);
      // Paired tags vanish (a word they sit inside stays whole); a standalone tag separates words.
      if (tag.kind === 'standalone') plain += '\u0000';
      out.tagKinds.push(tagKindCode[tag.kind]);
      position = tag.end;
    }
    plain += normalized.slice(position);
  }
  if (ascii) scanAscii(plain, out);
  else scanUnicode(plain, out);
  return out;
}
