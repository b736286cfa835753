import { segmenterFor } from './segmenters.js';

// Sentence_Break classes (UAX #29) of the characters the scan below handles itself.
const enum Class {
  Other,
  CR,
  LF,
  Sp,
  Lower,
  Upper,
  OLetter,
  Numeric,
  ATerm,
  STerm,
  Close,
  SContinue,
  Format,
}

// Control characters other than the whitespace ones, combining marks and scripts beyond Latin
// are left to ICU, as is punctuation the table below does not name.
const UNSCANNED = 255;
const table = new Uint8Array(0x2070).fill(UNSCANNED);
const classOf = (characters: string, value: Class) => {
  for (const character of characters) table[character.charCodeAt(0)] = value;
};
table.fill(Class.Other, 0x20, 0x7f);
classOf('\r', Class.CR);
classOf('\n', Class.LF);
classOf('\t\u000b\u000c ', Class.Sp);
classOf('abcdefghijklmnopqrstuvwxyz', Class.Lower);
classOf('ABCDEFGHIJKLMNOPQRSTUVWXYZ', Class.Upper);
classOf('0123456789', Class.Numeric);
classOf('.', Class.ATerm);
classOf('!?', Class.STerm);
classOf('"\'()[]{}', Class.Close);
classOf(',-:;', Class.SContinue);
// Latin-1 and Latin Extended-A and -B: letters by case, the rest punctuation and symbols.
for (let code = 0xa0; code < 0x250; code++) {
  const character = String.fromCharCode(code);
  if (/[\p{Uppercase}\p{Lt}]/u.test(character)) table[code] = Class.Upper;
  else if (/\p{Lowercase}/u.test(character)) table[code] = Class.Lower;
  else if (/\p{Alphabetic}/u.test(character)) table[code] = Class.OLetter;
  else table[code] = Class.Other;
}
classOf('\u00a0', Class.Sp);
classOf('\u00ab\u00bb', Class.Close);
classOf('\u00ad', Class.Format);
// General Punctuation that European text uses: spaces, dashes, quotation marks, the ellipsis.
classOf('\u2002\u2003\u2009\u200a\u202f', Class.Sp);
classOf('\u2013\u2014', Class.SContinue);
classOf('\u2018\u2019\u201a\u201c\u201d\u201e\u2039\u203a', Class.Close);
classOf('\u2010\u2011\u2020\u2021\u2022\u2026\u2030', Class.Other);
classOf('\u203c\u203d', Class.STerm);
// U+2060 WORD JOINER, which segmentText puts in place of tags.
classOf('\u2060', Class.Format);

// Greek (sent_el) is the one sentence tailoring in ICU's data: ";" ends a sentence there.
const tailored = (locale: string) => /^el(?:[-_]|$)/i.test(locale);

const isParagraphSeparator = (value: Class) => value === Class.CR || value === Class.LF;
const isTerm = (value: Class) => value === Class.ATerm || value === Class.STerm;
// What SB8 looks past before the lowercase letter that keeps "etc. and" together.
const endsLookahead = (value: Class) =>
  value === Class.Lower ||
  value === Class.Upper ||
  value === Class.OLetter ||
  isParagraphSeparator(value) ||
  isTerm(value);

/**
 * Where each sentence of the text starts, as Intl.Segmenter gives them (0 first). Latin text,
 * most of what gets imported, is scanned here by the rules of UAX #29: ICU takes about
 * six microseconds a paragraph (0.3 s of a 100,000-sentence Word file's 2.7 s import).
 */
export function sentenceStarts(text: string, locale: string): number[] {
  const classes = tailored(locale) ? undefined : classesOf(text);
  if (!classes) {
    return Array.from(segmenterFor(locale, 'sentence').segment(text), (segment) => segment.index);
  }
  return scanSentenceStarts(classes);
}

function classesOf(text: string): Uint8Array | undefined {
  const classes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const value = table[code] ?? UNSCANNED;
    if (value === UNSCANNED) return undefined;
    classes[index] = value;
  }
  return classes;
}

/** What the scan has seen: the rules look back over it, and SB8 ahead of it. */
interface Scan {
  classes: Uint8Array;
  // The last two characters the rules see (SB5: format characters are invisible after others).
  last?: Class;
  beforeLast?: Class;
  // Inside "SATerm Close* Sp*": which terminator, and whether a space has come since.
  term?: Class;
  spaced: boolean;
  // SB8's lookahead: where the run of neutral characters it looked past ends, and its verdict.
  lookaheadEnd: number;
  lowerFollows: boolean;
}

function lowerAhead(scan: Scan, from: number): boolean {
  if (from > scan.lookaheadEnd) {
    const { classes } = scan;
    let end = from;
    while (end < classes.length && !endsLookahead(classes[end] as Class)) end++;
    scan.lookaheadEnd = end;
    scan.lowerFollows = classes[end] === Class.Lower;
  }
  return scan.lowerFollows;
}

function keptTogether(scan: Scan, current: Class, index: number): boolean {
  const { last, beforeLast, term } = scan;
  if (last === Class.ATerm && current === Class.Numeric) return true; // SB6
  if (
    last === Class.ATerm &&
    current === Class.Upper &&
    (beforeLast === Class.Upper || beforeLast === Class.Lower)
  )
    return true; // SB7
  if (term === undefined) return true; // SB998
  if (term === Class.ATerm && lowerAhead(scan, index)) return true; // SB8
  if (current === Class.SContinue || isTerm(current)) return true; // SB8a
  if (!scan.spaced && current === Class.Close) return true; // SB9
  return current === Class.Sp || isParagraphSeparator(current); // SB9, SB10; else SB11 breaks
}

function scanSentenceStarts(classes: Uint8Array): number[] {
  const starts = classes.length > 0 ? [0] : [];
  const scan: Scan = { classes, spaced: false, lookaheadEnd: -1, lowerFollows: false };
  for (let index = 0; index < classes.length; index++) {
    const current = classes[index] as Class;
    if (index > 0) {
      const previous = classes[index - 1] as Class;
      if (previous === Class.CR && current === Class.LF) continue; // SB3
      if (isParagraphSeparator(previous)) {
        starts.push(index); // SB4
        scan.last = scan.beforeLast = scan.term = undefined;
      } else if (current === Class.Format && scan.last !== undefined) {
        continue; // SB5
      } else if (!keptTogether(scan, current, index)) {
        starts.push(index);
      }
    }
    scan.beforeLast = scan.last;
    scan.last = current;
    if (isTerm(current)) {
      scan.term = current;
      scan.spaced = false;
    } else if (scan.term !== undefined && current === Class.Sp) {
      scan.spaced = true;
    } else if (scan.term === undefined || current !== Class.Close || scan.spaced) {
      scan.term = undefined;
    }
  }
  return starts;
}
