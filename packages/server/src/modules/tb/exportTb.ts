import { PassThrough, Readable } from 'node:stream';
import {
  writeTbx,
  writeTermCsv,
  writeTermXlsx,
  type TermConcept,
  type TermStatusValue,
} from '@tessera/filters';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { toBcp47 } from '../tm/index.js';
import { conceptsAfter, synonymSlotsOf, termsOf } from './conceptQueries.js';
import { accessibleTb, langsOf } from './service.js';

const EXPORT_PAGE = 500;

async function* allConcepts(
  db: Kysely<Database>,
  tbId: number,
  langCode: (lang: string) => string,
): AsyncGenerator<TermConcept> {
  let afterId = 0;
  for (;;) {
    const rows = await conceptsAfter(db, tbId, afterId, EXPORT_PAGE);
    const terms = await termsOf(
      db,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      yield {
        definition: row.definition || undefined,
        note: row.note || undefined,
        domain: row.domain || undefined,
        terms: terms
          .filter((term) => term.concept_id === row.id)
          .map((term) => ({
            lang: langCode(term.lang),
            text: term.text,
            status: term.status as TermStatusValue,
            note: term.note || undefined,
            usage: term.usage || undefined,
          })),
      };
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE) return;
    afterId = last.id;
  }
}

export interface TermBaseDownload {
  fileName: string;
  contentType: string;
  content: Readable;
}

/**
 * The term base as TBX-Basic (xml:lang in BCP 47), or as a CSV or XLSX term table whose header
 * names the term base's own locale codes, read from the database a page at a time.
 */
export async function exportTermBase(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  fileFormat: 'tbx' | 'xlsx' | 'csv',
): Promise<TermBaseDownload> {
  const db = ctx.db.kysely;
  const tb = await accessibleTb(db, auth, id, 'read');
  const langs = langsOf(tb);
  if (fileFormat === 'tbx') {
    const tbx = writeTbx(tb.name, toBcp47(langs[0] ?? 'en'), allConcepts(db, tb.id, toBcp47));
    return {
      fileName: `${tb.name}.tbx`,
      contentType: 'application/x-tbx+xml; charset=utf-8',
      content: Readable.from(tbx, { objectMode: false }),
    };
  }
  const slots = new Map(
    (await synonymSlotsOf(db, tb.id)).map((row) => [row.lang, Number(row.slots)]),
  );
  const layout = { langs: langs.map((lang) => ({ lang, slots: slots.get(lang) ?? 1 })) };
  const concepts = allConcepts(db, tb.id, (lang) => lang);
  if (fileFormat === 'csv') {
    return {
      fileName: `${tb.name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: Readable.from(writeTermCsv(layout, concepts), { objectMode: false }),
    };
  }
  const content = new PassThrough();
  writeTermXlsx(layout, concepts, content).catch((error: unknown) =>
    content.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return {
    fileName: `${tb.name}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content,
  };
}
