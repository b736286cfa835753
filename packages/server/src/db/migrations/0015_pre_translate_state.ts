import type { Kysely } from 'kysely';

// A job part's last pre-translation (RUNNING, OK or ERROR, its reason and end), answered as the
// part's lastTask so the job list shows a failed automatic pre-translation.
export function preTranslateState() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('job_parts').addColumn('pre_translate_status', 'text').execute();
      await db.schema.alterTable('job_parts').addColumn('pre_translate_error', 'text').execute();
      await db.schema
        .alterTable('job_parts')
        .addColumn('pre_translate_finished_at', 'text')
        .execute();
    },
  };
}
