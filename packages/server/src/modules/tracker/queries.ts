import type { Insertable, Kysely } from 'kysely';
import type { Database, MetricTable } from '../../db/schema.js';

export async function insertMetric(
  db: Kysely<Database>,
  metric: Insertable<MetricTable>,
): Promise<void> {
  await db.insertInto('metrics').values(metric).execute();
}
