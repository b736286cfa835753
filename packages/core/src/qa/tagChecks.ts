import { tagText } from '@tessera/contracts';
import type { TagToken } from '@tessera/contracts';
import { placeholderPattern } from '../matching/placeholders.js';
import { numbers, textsOf, withoutTags } from './text.js';
import type { QaText } from './text.js';
import type { Finding, QaSegment } from './types.js';

const written = (tag: TagToken) => tagText(tag.kind, tag.id);

function counts(tags: readonly TagToken[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const tag of tags) found.set(written(tag), (found.get(written(tag)) ?? 0) + 1);
  return found;
}

function difference(from: Map<string, number>, minus: Map<string, number>): string[] {
  const left: string[] = [];
  for (const [tag, count] of from)
    for (let extra = count - (minus.get(tag) ?? 0); extra > 0; extra--) left.push(tag);
  return left;
}

/** Where each pair's open and close tag sit: only ids with exactly one of each. */
function pairs(text: string, tags: readonly TagToken[]): Map<string, { inner: string }> {
  const opens = new Map<string, TagToken[]>();
  const closes = new Map<string, TagToken[]>();
  for (const tag of tags) {
    const side = tag.kind === 'open' ? opens : tag.kind === 'close' ? closes : undefined;
    side?.set(tag.id, [...(side.get(tag.id) ?? []), tag]);
  }
  const found = new Map<string, { inner: string }>();
  for (const [id, [open, ...moreOpens]] of opens) {
    const [close, ...moreCloses] = closes.get(id) ?? [];
    if (!open || !close || moreOpens.length > 0 || moreCloses.length > 0) continue;
    found.set(id, { inner: open.end <= close.start ? text.slice(open.end, close.start) : '' });
  }
  return found;
}

/** Whether the pairs among ids open before they close and nest without crossing. */
function wellNested(tags: readonly TagToken[], ids: ReadonlySet<string>): boolean {
  const open: string[] = [];
  for (const tag of tags) {
    if (!ids.has(tag.id) || tag.kind === 'standalone') continue;
    if (tag.kind === 'open') open.push(tag.id);
    else if (open.pop() !== tag.id) return false;
  }
  return open.length === 0;
}

interface TagView {
  text: string;
  tags: TagToken[];
  pairs: Map<string, { inner: string }>;
}

const views = new WeakMap<QaText, TagView>();

function view(text: QaText): TagView {
  let found = views.get(text);
  if (!found) {
    found = { text: text.text, tags: text.tags, pairs: pairs(text.text, text.tags) };
    views.set(text, found);
  }
  return found;
}

/** The tag views of a segment's source and target. */
function tagViews(segment: QaSegment): { source: TagView; target: TagView } {
  const { source, target } = textsOf(segment);
  return { source: view(source), target: view(target) };
}

function sharedPairs(source: TagView, target: TagView): Set<string> {
  return new Set([...source.pairs.keys()].filter((id) => target.pairs.has(id)));
}

const hasText = (text: string) => withoutTags(text).trim() !== '';

/** Tags of the source missing in the target, tags the source lacks, and pairs opened after they close or crossing. */
export function tagsAndFormatting(segment: QaSegment): Finding {
  if (!textsOf(segment).target.hasText) return undefined;
  const { source, target } = tagViews(segment);
  const missing = difference(counts(source.tags), counts(target.tags));
  const extra = difference(counts(target.tags), counts(source.tags));
  const shared = sharedPairs(source, target);
  const badOrder = wellNested(source.tags, shared) && !wellNested(target.tags, shared);
  const details = [
    missing.length > 0 ? `missing ${missing.join(' ')}` : '',
    extra.length > 0 ? `extra ${extra.join(' ')}` : '',
    badOrder ? 'invalid order' : '',
  ].filter(Boolean);
  return details.length > 0 ? { details: details.join('; ') } : undefined;
}

const enclosed = (inner: string) =>
  [...numbers(inner), ...(withoutTags(inner).match(placeholderPattern) ?? [])].sort().join(' ');

/** A tag pair enclosing other numbers or placeholders in the target than in the source. */
export function inconsistentTagContent(segment: QaSegment): Finding {
  const { source, target } = tagViews(segment);
  const differing = [...sharedPairs(source, target)].filter(
    (id) =>
      enclosed(source.pairs.get(id)?.inner ?? '') !== enclosed(target.pairs.get(id)?.inner ?? ''),
  );
  return differing.length > 0 ? { details: differing.map((id) => `{${id}}`).join(' ') } : undefined;
}

/** A tag pair that encloses text in the source but nothing in the target. */
export function emptyTagContent(segment: QaSegment): Finding {
  if (!textsOf(segment).target.hasText) return undefined;
  const { source, target } = tagViews(segment);
  const emptied = [...sharedPairs(source, target)].filter(
    (id) =>
      hasText(source.pairs.get(id)?.inner ?? '') && !hasText(target.pairs.get(id)?.inner ?? ''),
  );
  return emptied.length > 0 ? { details: emptied.map((id) => `{${id}}`).join(' ') } : undefined;
}

/** The tags written before any text (edge 'start') or after all text (edge 'end'). */
function edgeTags(text: string, tags: readonly TagToken[], edge: 'start' | 'end'): string {
  const list = edge === 'start' ? tags : [...tags].reverse();
  const found: string[] = [];
  let position = edge === 'start' ? 0 : text.length;
  for (const tag of list) {
    const between =
      edge === 'start' ? text.slice(position, tag.start) : text.slice(tag.end, position);
    if (between.trim() !== '') break;
    found.push(written(tag));
    position = edge === 'start' ? tag.end : tag.start;
  }
  return found.sort().join('');
}

/** Tags that open or close the source segment (where segments are joined or split) must stay at the same edge. */
export function segmentJoinTags(segment: QaSegment): Finding {
  if (!textsOf(segment).target.hasText) return undefined;
  const { source, target } = tagViews(segment);
  const moved = (['start', 'end'] as const).filter(
    (edge) => edgeTags(source.text, source.tags, edge) !== edgeTags(target.text, target.tags, edge),
  );
  return moved.length > 0 ? { details: moved.join(', ') } : undefined;
}

/** Neighbouring tags as "a|b" keys, and whether text stands between them. */
function neighbours(text: string, tags: readonly TagToken[]): Map<string, boolean> {
  const found = new Map<string, boolean>();
  for (let index = 1; index < tags.length; index++) {
    const before = tags[index - 1] as TagToken;
    const after = tags[index] as TagToken;
    found.set(
      `${written(before)}|${written(after)}`,
      text.slice(before.end, after.start).trim() !== '',
    );
  }
  return found;
}

/** Two tags with text between them in the source that stand side by side in the target (a pair's own two tags aside). */
export function noTextBetweenTags(segment: QaSegment): Finding {
  if (!textsOf(segment).target.hasText) return undefined;
  const { source, target } = tagViews(segment);
  const sourceNeighbours = neighbours(source.text, source.tags);
  const closedUp: string[] = [];
  for (const [key, textBetween] of neighbours(target.text, target.tags)) {
    const [before, after] = key.split('|') as [string, string];
    const onePair = before.replace('{', '{/') === after;
    if (!textBetween && !onePair && sourceNeighbours.get(key) === true)
      closedUp.push(before + after);
  }
  return closedUp.length > 0 ? { details: closedUp.join(' ') } : undefined;
}

// XLIFF inline elements typed as text, and tag notation the filters would not read as a tag.
const xliffMarkup =
  /<\/?(?:g|x|bx|ex|bpt|ept|ph|it|mrk|pc|sc|ec)\b[^<>]*>|\{\/\d+\/\}|\{\s+\/?\d+\s*\/?\}/giu;

/** XLIFF markup or malformed tags in the target that the source does not contain. */
export function xliffTags(segment: QaSegment): Finding {
  const found = (text: string) => text.match(xliffMarkup) ?? [];
  const inSource = new Set(found(segment.source));
  const extra = found(segment.target).filter((markup) => !inSource.has(markup));
  return extra.length > 0 ? { details: extra.join(' ') } : undefined;
}
