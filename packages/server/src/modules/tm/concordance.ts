import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MatchTm } from './matchTypes.js';
import { containsText } from '../../db/containsText.js';
import { plainText } from './unitText.js';

export interface ConcordanceSearch {
  tms: readonly MatchTm[];
  sourceLang: string;
  targetLang: string;
  /** The text as typed: each of its words must occur, in any order, case aside. */
  text: string;
  /** Which language of the job the words are looked for in. */
  side: 'source' | 'target';
  limit: number;
}

export interface ConcordanceUnit {
  tmId: number;
  unitId: number;
  /** In the job's source language: a reverse memory's unit target. */
  source: string;
  target: string;
  createdBy: string;
  modifiedAt: string;
}

/**
 * Units of the memories whose text on the searched side contains every word of the text, the
 * most recently changed first. A reverse memory is read the other way round, as the matcher does.
 */
export async function concordanceUnits(
  db: Kysely<Database>,
  search: ConcordanceSearch,
): Promise<ConcordanceUnit[]> {
  const words = plainText(search.text).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const found: ConcordanceUnit[] = [];
  for (const reverse of [false, true]) {
    const tmIds = search.tms.filter((tm) => tm.reverse === reverse).map((tm) => tm.tmId);
    if (tmIds.length === 0) continue;
    const onUnitSource = (search.side === 'source') !== reverse;
    const column = onUnitSource ? 'source_plain' : 'target_plain';
    const rows = await db
      .selectFrom('tm_units')
      .select(['id', 'tm_id', 'source', 'target', 'created_by', 'modified_at'])
      .where('tm_id', 'in', tmIds)
      // A reverse memory's units have the job's source language as their target.
      .where('target_lang', '=', reverse ? search.sourceLang : search.targetLang)
      .where((eb) => eb.and(words.map((word) => containsText(column, word))))
      .orderBy('modified_at', 'desc')
      .orderBy('id', 'desc')
      .limit(search.limit)
      .execute();
    for (const row of rows)
      found.push({
        tmId: row.tm_id,
        unitId: row.id,
        source: reverse ? row.target : row.source,
        target: reverse ? row.source : row.target,
        createdBy: row.created_by,
        modifiedAt: row.modified_at,
      });
  }
  return found
    .sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt) || b.unitId - a.unitId)
    .slice(0, search.limit);
}
