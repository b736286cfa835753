import type { Kysely } from 'kysely';
import { DEFAULT_WORKFLOW_STEP_ID, type PreTranslateSettings } from '@tessera/contracts';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { readableTms } from '../assignments/index.js';
import { createMatcher, type TmMatch } from '../tm/index.js';
import type { JobDraft } from './draft.js';
import type { TaskPart } from './queries.js';

/** The part's workflow step as assignments key it: null for the Default step. */
export const stepOf = (part: TaskPart): number | null =>
  part.workflow_step_id === DEFAULT_WORKFLOW_STEP_ID ? null : part.workflow_step_id;

/** The best match of each listed segment at or above minScore (percent), or null. */
export async function bestMatches(
  db: Kysely<Database>,
  dialect: Dialect,
  part: TaskPart,
  draft: JobDraft,
  indexes: readonly number[],
  options: { minScore: number; contextType: PreTranslateSettings['contextType'] },
): Promise<(TmMatch | null)[]> {
  const tms = await readableTms(db, part);
  if (tms.length === 0 || indexes.length === 0) return indexes.map(() => null);
  const matcher = createMatcher(db, dialect, {
    tms,
    sourceLang: part.source_lang,
    targetLang: part.target_lang,
    contextType: options.contextType,
  });
  const { segments } = draft;
  const queries = indexes.map((index) => ({
    source: segments[index]?.source ?? '',
    context: {
      prev: segments[index - 1]?.source ?? '',
      next: segments[index + 1]?.source ?? '',
      key: segments[index]?.context_key ?? '',
    },
  }));
  return matcher.best(queries, options.minScore);
}
