import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { prepareMatchText, transferTags } from '@tessera/core';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { readDocumentFrequencies, readMatchUnits, type MatchUnitRow } from './matchQueries.js';
import {
  QuerySearch,
  type Direction,
  type DirectionKeys,
  type Found,
  type Want,
} from './matchSearch.js';
import { MAX_LENGTH, type PreparedText } from './matchScoring.js';
import { shortQueryKeys, sideKeys, termSalt, type UnitSide } from './matchTerms.js';
import { PostingCache } from './postingCache.js';
import type { Matcher, MatcherOptions, MatchQuery, TmMatch } from './matchTypes.js';
import { plainText } from './unitText.js';

// Queries looked up together by best(): one statement reads a round of postings for all.
const QUERIES_PER_BATCH = 256;
// Units whose prepared texts a matcher keeps: an analysis meets the same units again and again.
const CACHED_UNITS = 50_000;
// Candidates scored per query and round once the postings are read; doubles each round.
const FIRST_VERIFICATION = 32;

function directionsOf(options: MatcherOptions): Direction[] {
  const directions: Direction[] = [];
  for (const reverse of [false, true]) {
    const tms = options.tms.filter((tm) => tm.reverse === reverse);
    if (tms.length === 0) continue;
    // A reverse memory's units have the query's language as their target.
    const unitLang = reverse ? options.sourceLang : options.targetLang;
    const side: UnitSide = reverse ? 'target' : 'source';
    directions.push({
      side,
      unitLang,
      salt: termSalt(unitLang, side),
      tmIds: tms.map((tm) => tm.tmId),
      penalties: new Map(tms.map((tm) => [tm.tmId, Math.max(0, tm.penalty)])),
      minPenalty: Math.min(...tms.map((tm) => Math.max(0, tm.penalty))),
    });
  }
  return directions;
}

function presentMatch(query: MatchQuery, found: Found): TmMatch {
  const { row, direction } = found;
  const [source, target] =
    direction.side === 'source' ? [row.source, row.target] : [row.target, row.source];
  return {
    tmId: row.tm_id,
    unitId: row.id,
    source,
    target: transferTags(query.source, source, target),
    score: found.score,
    createdBy: row.created_by,
    modifiedAt: row.modified_at,
  };
}

/**
 * Looks up segments in translation memories. The memories are given by id: callers resolve
 * which ones the job may read (organization, workflow step, language pair) before.
 */
export function createMatcher(
  db: Kysely<Database>,
  dialect: Dialect,
  options: MatcherOptions,
): Matcher {
  const directions = directionsOf(options);
  const keptUnits = options.keptUnits ?? CACHED_UNITS;
  const units = new Map<
    number,
    { row: MatchUnitRow; prepared: Partial<Record<UnitSide, PreparedText>> }
  >();
  const postings = new PostingCache(db, dialect);
  const frequencies = new Map<string, Map<number, number>>(
    directions.map((direction) => [direction.salt, new Map()]),
  );

  function prepared(row: MatchUnitRow, side: UnitSide): PreparedText {
    const cached = units.get(row.id);
    const known = cached?.prepared[side];
    if (known) return known;
    const text = prepareMatchText(side === 'source' ? row.source : row.target);
    if (cached) cached.prepared[side] = text;
    return text;
  }

  async function loadUnits(unitIds: Iterable<number>): Promise<void> {
    const wanted = [...new Set(unitIds)];
    let missing = wanted.filter((id) => !units.has(id));
    if (missing.length === 0) return;
    // Past the limit the kept units go, and every wanted one is read again: a wanted unit
    // missing after this counts as deleted, so none may be dropped here.
    if (units.size + missing.length > keptUnits) {
      units.clear();
      missing = wanted;
    }
    for (const row of await readMatchUnits(db, missing)) units.set(row.id, { row, prepared: {} });
  }

  async function orderKeys(searches: QuerySearch[]): Promise<void> {
    for (const direction of directions) {
      const known = frequencies.get(direction.salt) as Map<number, number>;
      const wanted = new Set<number>();
      for (const search of searches) {
        for (const key of search.keysOf(direction)) if (!known.has(key)) wanted.add(key);
      }
      const read = await readDocumentFrequencies(db, direction.tmIds, [...wanted]);
      for (const key of wanted) known.set(key, read.get(key) ?? 0);
      for (const search of searches) search.orderKeys(direction, known);
    }
  }

  async function read(wants: Want[]): Promise<void> {
    if (wants.length === 0) return;
    const found = await postings.read(wants.map((want) => want.request));
    wants.forEach((want, index) => want.accept(found[index] ?? { unitIds: [], lengths: [] }));
  }

  /** Scores what the searches want scored now; answers the searches that had any. */
  async function verify(
    searches: QuerySearch[],
    all: boolean,
    atMost: number,
  ): Promise<QuerySearch[]> {
    const work = searches.flatMap((query) =>
      query.toVerify(all, atMost).map(({ search, unitIds }) => ({ query, search, unitIds })),
    );
    if (work.length === 0) return [];
    await loadUnits(work.flatMap((part) => part.unitIds));
    for (const { query, search, unitIds } of work) {
      for (const unitId of unitIds) {
        const unit = units.get(unitId);
        if (unit) query.verify(search, unit.row, prepared);
        else search.verified.add(unitId);
      }
    }
    return [...new Set(work.map((part) => part.query))];
  }

  async function run(queries: readonly MatchQuery[], minScore: number, limit: number) {
    const searches = queries.map((query) => {
      const plain = plainText(query.source);
      const text = prepareMatchText(query.source);
      const parts = directions.map((direction) => {
        const keys = sideKeys(direction.salt, text, plain);
        const directionKeys: DirectionKeys = {
          whole: keys.whole,
          terms: keys.terms,
          short: shortQueryKeys(direction.salt, text),
        };
        return { direction, keys: directionKeys };
      });
      return new QuerySearch(
        {
          source: query.source,
          context: query.context,
          prepared: text,
          length: Math.min(text.keys.length, MAX_LENGTH),
        },
        parts,
        Math.max(minScore, query.minScore ?? minScore),
        limit,
        options.contextType,
      );
    });
    if (directions.length === 0) return searches;
    await orderKeys(searches);
    await read(searches.flatMap((search) => search.exactRequests()));
    await verify(searches, true, Number.MAX_SAFE_INTEGER);
    // A bar raised by the final scoring can make a list want keys it had stopped short of.
    for (let scored = true; scored;) {
      for (;;) {
        const wants = searches.flatMap((search) => search.nextRequests());
        if (wants.length === 0) break;
        await read(wants);
        await verify(searches, false, 0);
      }
      scored = false;
      // A search with nothing left to score has nothing at the next, larger count either.
      let scoring = searches;
      for (let atMost = FIRST_VERIFICATION; scoring.length > 0; atMost *= 2) {
        scoring = await verify(scoring, true, atMost);
        if (scoring.length > 0) scored = true;
      }
    }
    return searches;
  }

  return {
    async matches(query, minScore, limit) {
      if (limit <= 0) return [];
      const [search] = await run([query], minScore, limit);
      return (search?.results ?? []).map((found) => presentMatch(query, found));
    },
    async best(queries, minScore) {
      // A segment repeated in the job (same text, same context) is looked up once.
      const keyOf = (query: MatchQuery) =>
        [
          query.source,
          query.context.prev,
          query.context.next,
          query.context.key,
          query.minScore ?? minScore,
        ].join('\u0000');
      const distinct = [...new Map(queries.map((query) => [keyOf(query), query])).values()];
      const answers = new Map<string, TmMatch | null>();
      for (let at = 0; at < distinct.length; at += QUERIES_PER_BATCH) {
        // SQLite answers at once: without a turn between batches, a long job's pre-translation
        // kept every request waiting until it ended.
        if (at > 0) await eventLoopTurn();
        const batch = distinct.slice(at, at + QUERIES_PER_BATCH);
        const searches = await run(batch, minScore, 1);
        searches.forEach((search, index) => {
          const query = batch[index] as MatchQuery;
          const found = search.results[0];
          answers.set(keyOf(query), found ? presentMatch(query, found) : null);
        });
      }
      return queries.map((query) => answers.get(keyOf(query)) ?? null);
    },
  };
}
