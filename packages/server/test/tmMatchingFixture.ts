import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../src/db/schema.js';
import { plainText, unitHash, type ImportedUnit } from '../src/modules/tm/index.js';
import type { ApiClient } from './harness.js';
import { imported } from './tmHelpers.js';

// Memories for the match engine's tests, written as TMX and imported as a user would.
export interface TmxUnitSpec {
  source: string;
  target: string;
  prev?: string;
  next?: string;
  key?: string;
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

// Tags in tag notation become TMX inline <bpt>/<ept>/<ph> as the reader expects.
function seg(text: string): string {
  return escapeXml(text)
    .replace(/\{(\d+)\}/g, '<bpt i="$1">&lt;b&gt;</bpt>')
    .replace(/\{\/(\d+)\}/g, '<ept i="$1">&lt;/b&gt;</ept>')
    .replace(/\{(\d+)\/\}/g, '<ph x="$1">&lt;br/&gt;</ph>');
}

export function tmx(units: TmxUnitSpec[]): string {
  const tus = units.map((unit) => {
    const props = [
      unit.prev === undefined ? '' : `<prop type="x-context-pre">${escapeXml(unit.prev)}</prop>`,
      unit.next === undefined ? '' : `<prop type="x-context-post">${escapeXml(unit.next)}</prop>`,
      unit.key === undefined ? '' : `<prop type="x-context-key">${escapeXml(unit.key)}</prop>`,
    ].join('');
    return `<tu creationid="translator">${props}<tuv xml:lang="en-US"><seg>${seg(unit.source)}</seg></tuv><tuv xml:lang="de-DE"><seg>${seg(unit.target)}</seg></tuv></tu>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><tmx version="1.4"><header srclang="en-US" creationtool="test" creationtoolversion="1" segtype="sentence" o-tmf="test" adminlang="en" datatype="plaintext"/><body>${tus.join('\n')}</body></tmx>`;
}

/** A new en_us → de_de memory holding the units, imported from TMX through the API. */
export async function newMatchMemory(
  pm: ApiClient,
  name: string,
  units: TmxUnitSpec[],
): Promise<number> {
  const reply = await pm.post<{ id: number }>('/api/transMemory', {
    name,
    sourceLang: 'en_us',
    targetLangs: ['de_de'],
  });
  expect(reply.status).toBe(201);
  if (units.length > 0) {
    const task = await imported(
      pm,
      `/api/transMemory/import?id=${reply.body.id}`,
      'm.tmx',
      tmx(units),
    );
    expect(task.status, task.error ?? '').toBe('OK');
  }
  return reply.body.id;
}

/** A unit without context of an en_us → de_de memory, as an import writes it. */
export function memoryUnit(
  { source, target }: Pick<TmxUnitSpec, 'source' | 'target'>,
  author = 'pm',
  at = '2026-01-01T00:00:00.000Z',
): ImportedUnit {
  const context = { contextPrev: '', contextNext: '', contextKey: '' };
  return {
    source_lang: 'en_us',
    target_lang: 'de_de',
    source,
    target,
    source_plain: plainText(source),
    target_plain: plainText(target),
    context_prev: '',
    context_next: '',
    context_key: '',
    unit_hash: unitHash({ source, target, ...context }),
    created_by: author,
    modified_by: author,
    created_at: at,
    modified_at: at,
  };
}

/** The id of a memory's unit with the given source. */
export async function unitIdOf(db: Kysely<Database>, tmId: number, source: string) {
  const row = await db
    .selectFrom('tm_units')
    .select('id')
    .where('tm_id', '=', tmId)
    .where('source', '=', source)
    .executeTakeFirstOrThrow();
  return row.id;
}
