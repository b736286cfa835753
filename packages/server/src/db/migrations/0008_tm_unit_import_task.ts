import { sql, type Kysely } from 'kysely';

// A TM import marks the units it adds with its task, so a failed import can take them away again.
export function tmUnitImportTask() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('tm_units').addColumn('import_task_id', 'text').execute();
      await db.schema
        .createIndex('tm_units_import_task')
        .on('tm_units')
        .column('import_task_id')
        .where(sql.ref('import_task_id'), 'is not', null)
        .execute();
    },
  };
}
