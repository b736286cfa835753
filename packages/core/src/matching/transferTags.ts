import { tagText, tagTokens } from '@tessera/contracts';
import type { TagKind, TagToken } from '@tessera/contracts';

/** Tag ids in order of first appearance: paired tags (by open or close) and standalone tags apart. */
function tagOrder(tags: readonly TagToken[]): { paired: string[]; standalone: string[] } {
  const paired: string[] = [];
  const standalone: string[] = [];
  for (const tag of tags) {
    const list = tag.kind === 'standalone' ? standalone : paired;
    if (!list.includes(tag.id)) list.push(tag.id);
  }
  return { paired, standalone };
}

function idMap(from: readonly string[], to: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  from.forEach((id, i) => {
    const counterpart = to[i];
    if (counterpart !== undefined) map.set(id, counterpart);
  });
  return map;
}

type Piece = string | { kind: TagKind; id: string };

/**
 * The TM unit's target with the query's tags: the unit's i-th paired (or standalone) tag becomes
 * the query's i-th, where the unit's target had it; unit tags without counterpart are dropped and
 * query tags without counterpart are appended, so the result is as well formed as the query.
 */
export function transferTags(querySource: string, unitSource: string, unitTarget: string): string {
  const queryTags = tagTokens(querySource);
  const queryOrder = tagOrder(queryTags);
  const unitOrder = tagOrder(tagTokens(unitSource));
  const pairedMap = idMap(unitOrder.paired, queryOrder.paired);
  const standaloneMap = idMap(unitOrder.standalone, queryOrder.standalone);

  const pieces: Piece[] = [];
  const used = new Set<string>();
  const open: string[] = [];
  const key = (kind: TagKind, id: string) => tagText(kind, id);
  let position = 0;
  for (const tag of tagTokens(unitTarget)) {
    pieces.push(unitTarget.slice(position, tag.start));
    position = tag.end;
    const id = (tag.kind === 'standalone' ? standaloneMap : pairedMap).get(tag.id);
    if (id === undefined || used.has(key(tag.kind, id))) continue;
    // Keep the nesting well formed: a close only ends the innermost open tag.
    if (tag.kind === 'close' && open.at(-1) !== id) continue;
    if (tag.kind === 'open') open.push(id);
    if (tag.kind === 'close') open.pop();
    used.add(key(tag.kind, id));
    pieces.push({ kind: tag.kind, id });
  }
  pieces.push(unitTarget.slice(position));
  const queryCloses = new Set(queryTags.filter((t) => t.kind === 'close').map((t) => t.id));
  for (const id of open.reverse()) {
    if (!queryCloses.has(id)) continue;
    used.add(key('close', id));
    pieces.push({ kind: 'close', id });
  }
  for (const tag of queryTags) {
    if (used.has(key(tag.kind, tag.id))) continue;
    used.add(key(tag.kind, tag.id));
    pieces.push({ kind: tag.kind, id: tag.id });
  }
  return pieces
    .map((piece) => (typeof piece === 'string' ? piece : tagText(piece.kind, piece.id)))
    .join('');
}
