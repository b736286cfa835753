import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { idColumn, type Builder } from './columns.js';

function unitColumns(builder: Builder): Builder {
  return builder
    .addColumn('source_lang', 'text', (c) => c.notNull())
    .addColumn('target_lang', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('source_plain', 'text', (c) => c.notNull())
    .addColumn('target_plain', 'text', (c) => c.notNull())
    .addColumn('context_prev', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('context_next', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('context_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_hash', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull());
}

// Translation memories and term bases: their own tables and the TM's text index for matching.
export function assets(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = (name: string): Builder => idColumn(dialect)(db.schema.createTable(name));
      const orgColumn = (builder: Builder) =>
        builder.addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        );

      await orgColumn(table('translation_memories'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('source_lang', 'text', (c) => c.notNull())
        .addColumn('target_langs', 'text', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
        .addColumn('subject_id', 'integer', (c) => c.references('subjects.id').onDelete('set null'))
        .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('translation_memories_org_name', ['organization_id', 'name'])
        .execute();
      await db.schema
        .createIndex('translation_memories_public')
        .on('translation_memories')
        .column('is_public')
        .execute();

      await unitColumns(
        table('tm_units').addColumn('tm_id', 'integer', (c) =>
          c.notNull().references('translation_memories.id').onDelete('cascade'),
        ),
      )
        .addUniqueConstraint('tm_units_identity', [
          'tm_id',
          'source_lang',
          'target_lang',
          'unit_hash',
        ])
        .execute();
      await db.schema
        .createIndex('tm_units_tm_target')
        .on('tm_units')
        .columns(['tm_id', 'target_lang', 'id'])
        .execute();

      if (dialect === 'sqlite') await createSqliteTextIndex(db);
      else await createPostgresTextIndex(db);

      await orgColumn(table('term_bases'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('langs', 'text', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
        .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('term_bases_org_name', ['organization_id', 'name'])
        .execute();
      await db.schema
        .createIndex('term_bases_public')
        .on('term_bases')
        .column('is_public')
        .execute();

      await table('tb_concepts')
        .addColumn('tb_id', 'integer', (c) =>
          c.notNull().references('term_bases.id').onDelete('cascade'),
        )
        .addColumn('definition', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('domain', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('modified_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tb_concepts_tb')
        .on('tb_concepts')
        .columns(['tb_id', 'id'])
        .execute();

      await table('tb_terms')
        .addColumn('concept_id', 'integer', (c) =>
          c.notNull().references('tb_concepts.id').onDelete('cascade'),
        )
        .addColumn('tb_id', 'integer', (c) =>
          c.notNull().references('term_bases.id').onDelete('cascade'),
        )
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        // Lower-cased in JavaScript: SQLite's lower() folds ASCII letters only.
        .addColumn('text_lower', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('usage', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('modified_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tb_terms_lookup')
        .on('tb_terms')
        .columns(['tb_id', 'lang', 'text_lower'])
        .execute();
      await db.schema.createIndex('tb_terms_concept').on('tb_terms').column('concept_id').execute();
    },
  };
}

// FTS5 over word tokens of source_plain, external content kept in sync by triggers; matching
// queries it with OR of the segment's words and ranks by bm25 (see docs/ARCHITECTURE).
async function createSqliteTextIndex(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table tm_units_fts using fts5(
    source_plain, content='tm_units', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create trigger tm_units_fts_insert after insert on tm_units begin
    insert into tm_units_fts(rowid, source_plain) values (new.id, new.source_plain);
  end`.execute(db);
  await sql`create trigger tm_units_fts_delete after delete on tm_units begin
    insert into tm_units_fts(tm_units_fts, rowid, source_plain) values ('delete', old.id, old.source_plain);
  end`.execute(db);
  await sql`create trigger tm_units_fts_update after update of source_plain on tm_units begin
    insert into tm_units_fts(tm_units_fts, rowid, source_plain) values ('delete', old.id, old.source_plain);
    insert into tm_units_fts(rowid, source_plain) values (new.id, new.source_plain);
  end`.execute(db);
}

// pg_trgm: the % operator with a per-query threshold finds similar sources through this index,
// which also serves the units search's LIKE '%…%'.
async function createPostgresTextIndex(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index tm_units_source_trgm on tm_units using gin (source_plain gin_trgm_ops)`.execute(
    db,
  );
}
