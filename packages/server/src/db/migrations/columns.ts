import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from '../database.js';

export type Builder = CreateTableBuilder<string, string>;

// An auto-incrementing integer key in the dialect's own words.
export function idColumn(dialect: Dialect) {
  return (builder: Builder): Builder =>
    dialect === 'postgres'
      ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
      : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
