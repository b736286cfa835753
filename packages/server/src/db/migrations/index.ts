import type { Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { foundation } from './0001_foundation.js';

// Every migration in order; the same list serves SQLite and PostgreSQL.
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_foundation': foundation(dialect),
  };
}
