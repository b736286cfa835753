import { tagTokenPattern } from '@tessera/contracts';
import { protectTags, type TagMarkup } from '../../tags/index.js';
import type { Span } from './mifParagraph.js';
import { escapeMif, stringValue } from './mifStrings.js';
import type { MifString } from './mifTokens.js';

// Units that are one MIF string: variable, cross-reference and autonumber definitions, marker texts.

export interface StringUnit extends Span {
  source: string;
  /** The escaped markup of each tag. */
  tags: TagMarkup;
}

// Building blocks (<$paratext>, <n+>, <Emphasis>) are FrameMaker's, not text.
const buildingBlocks = /<[^<>]*>/gu;
// The command of a hypertext marker (gotolink, message URL…) comes before its address.
const linkCommand = /^\s*(?:message\s+\S+\s+|\S+\s+)|<[^<>]*>/gu;

/** The string as a unit, or nothing when it holds no letter outside its building blocks. */
export function readStringUnit(
  text: string,
  token: MifString,
  unicode: boolean,
  link = false,
): StringUnit | undefined {
  const value = stringValue(text, token);
  const { text: source, tags } = protectTags(value, link ? linkCommand : buildingBlocks, (block) =>
    escapeMif(block, unicode),
  );
  if (!/\p{L}/u.test(source.replace(tagTokenPattern, ''))) return undefined;
  return { start: token.start + 1, end: token.end - 1, source, tags };
}
