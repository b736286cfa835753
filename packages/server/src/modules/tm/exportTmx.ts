import { Readable } from 'node:stream';
import { writeTmx, type TmxUnit } from '@tessera/filters';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { toBcp47 } from './locales.js';
import { accessibleTm } from './service.js';
import { unitsAfter, type TmUnitRow } from './unitQueries.js';

const EXPORT_PAGE = 1000;

function tmxUnitOf(row: TmUnitRow): TmxUnit {
  return {
    creationId: row.created_by || undefined,
    creationDate: row.created_at,
    changeId: row.modified_by || undefined,
    changeDate: row.modified_at,
    contextPrev: row.context_prev || undefined,
    contextNext: row.context_next || undefined,
    contextKey: row.context_key || undefined,
    variants: [
      { lang: toBcp47(row.source_lang), text: row.source },
      { lang: toBcp47(row.target_lang), text: row.target },
    ],
  };
}

async function* allUnits(db: Kysely<Database>, tmId: number): AsyncGenerator<TmxUnit> {
  let afterId = 0;
  for (;;) {
    const rows = await unitsAfter(db, tmId, afterId, EXPORT_PAGE);
    for (const row of rows) yield tmxUnitOf(row);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE) return;
    afterId = last.id;
  }
}

/** The memory as a TMX 1.4b stream, read from the database a page at a time. */
export async function exportTranslationMemory(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<{ fileName: string; content: Readable }> {
  const tm = await accessibleTm(ctx.db.kysely, auth, id, 'read');
  const tmx = writeTmx({ srcLang: toBcp47(tm.source_lang) }, allUnits(ctx.db.kysely, tm.id));
  return { fileName: `${tm.name}.tmx`, content: Readable.from(tmx, { objectMode: false }) };
}
