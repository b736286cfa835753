import { expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { createOrganization, createUser } from '../src/seed/organization.js';
import { oldDatabase } from './oldDatabase.js';

// A database from before segment versions: migration 0017 gives its segments version 0.
const { db, migrateTo } = await oldDatabase('history');

it('gives existing segments version 0 and keeps history until its segment goes', async () => {
  await migrateTo('0016_occurrence_match_keys');
  const now = '2026-01-01T00:00:00.000Z';
  const kysely = db.kysely;
  const organizationId = await createOrganization(kysely, 'Old', now);
  const owner = await createUser(
    kysely,
    { organizationId, userName: 'old-pm', password: 'An old password 1', role: 'PROJECT_MANAGER' },
    now,
  );
  const project = await kysely
    .insertInto('projects')
    .values({
      organization_id: organizationId,
      uid: 'old-project',
      internal_id: 1,
      name: 'Old',
      status: 'NEW',
      note: null,
      source_lang: 'en',
      owner_id: owner,
      created_by: owner,
      date_due: null,
      buyer_id: null,
      project_template_id: null,
      is_post_mortem_scoring: 0,
      per_locale_mt: 0,
      per_locale_mt_ids: '{}',
      auto_deletion_at: now,
      binned_at: null,
      created_at: now,
      updated_at: now,
      client_id: null,
      business_unit_id: null,
      cost_center_id: null,
      subject_id: null,
      media_type_id: null,
      mt_settings_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const job = await kysely
    .insertInto('jobs')
    .values({
      organization_id: organizationId,
      project_id: project.id,
      project_uid: 'old-project',
      uid: 'old-job',
      internal_id: 1,
      parent_id: null,
      file_name: 'old.txt',
      source_lang: 'en',
      target_lang: 'de',
      file_blob_key: 'old',
      skeleton_blob_key: null,
      format: null,
      import_settings: '{}',
      creation_task_id: 'old-task',
      creation_status: 'OK',
      creation_error: null,
      segments_count: 1,
      words_count: 2,
      characters_count: 9,
      created_by: owner,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const segment = await kysely
    .insertInto('segments')
    .values({
      job_id: job.id,
      ordinal: 1,
      unit_id: '1',
      sentence_index: 0,
      lead: '',
      gap: '',
      source: 'Old text',
      target: 'Alter Text',
      context_key: null,
      note: null,
      max_length: null,
      words_count: 2,
      characters_count: 8,
      match_origin: null,
      confirmed_levels: 0,
      locked_levels: 0,
      modified_at: null,
      modified_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await migrateToLatest(db);
  const migrated = await kysely
    .selectFrom('segments')
    .select(['version', 'target'])
    .where('id', '=', segment.id)
    .executeTakeFirstOrThrow();
  expect(migrated).toEqual({ version: 0, target: 'Alter Text' });
  await kysely
    .insertInto('segment_history')
    .values({
      segment_id: segment.id,
      job_id: job.id,
      workflow_level: 1,
      target: 'Neuer Text',
      match_origin: 'HUMAN',
      match_score: null,
      user_id: owner,
      user_name: 'old-pm',
      created_at: now,
      trace_id: 'a-trace',
    })
    .execute();
  await kysely.deleteFrom('segments').where('id', '=', segment.id).execute();
  const left = await kysely.selectFrom('segment_history').select('id').execute();
  expect(left).toEqual([]);
});
