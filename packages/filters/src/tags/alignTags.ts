import { tagTokenPattern } from '@tessera/contracts';
import type { TagMarkup } from './taggedText.js';

/** Text in tag notation with its tags; identities name who each tag is (element and id), where known. */
export interface TagsOfText {
  text: string;
  tags: TagMarkup;
  identities?: ReadonlyMap<string, string>;
}

const numberOf = (token: string): number => Number(/\d+/.exec(token)?.[0]);

/**
 * Renumbers a target's tags after the source tags they stand for (same element and id, else same
 * markup), so that one tag has one number in both; the source's markup wins for shared numbers.
 */
export function alignTargetTags(
  source: TagsOfText,
  target: TagsOfText,
): { text: string; tags: TagMarkup } {
  const used = new Set<string>();
  const renumbered = new Map<number, number>();
  let nextFree =
    Math.max(0, ...[...Object.keys(source.tags), ...Object.keys(target.tags)].map(numberOf)) + 1;
  for (const [token, markup] of Object.entries(target.tags)) {
    if (token.startsWith('{/')) continue;
    const identity = target.identities?.get(token);
    const sameKind = (candidate: string) => candidate.endsWith('/}') === token.endsWith('/}');
    const match =
      Object.keys(source.tags).find(
        (candidate) =>
          !candidate.startsWith('{/') &&
          sameKind(candidate) &&
          !used.has(candidate) &&
          identity !== undefined &&
          !identity.endsWith('#') &&
          source.identities?.get(candidate) === identity,
      ) ??
      Object.keys(source.tags).find(
        (candidate) =>
          sameKind(candidate) && !used.has(candidate) && source.tags[candidate] === markup,
      );
    if (match) used.add(match);
    renumbered.set(numberOf(token), match ? numberOf(match) : nextFree++);
  }
  const tags: TagMarkup = {};
  for (const [token, markup] of Object.entries(target.tags)) {
    tags[token.replace(/\d+/, String(renumbered.get(numberOf(token))))] = markup;
  }
  const text = target.text.replace(tagTokenPattern, (token) =>
    target.tags[token] === undefined
      ? token
      : token.replace(/\d+/, String(renumbered.get(numberOf(token)))),
  );
  return { text, tags: { ...tags, ...source.tags } };
}
