import { serverMessages } from '@tessera/contracts';
import { conflict } from '../../http/errors.js';

// SQLite (better-sqlite3) and PostgreSQL (pg) name a violated constraint with their own codes.
function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

// The (organization, name) unique constraint decides duplicates, so two concurrent writes cannot both pass.
export async function withUniqueName<T>(
  write: Promise<T>,
  field = 'name',
  message: string = serverMessages.nameTaken,
): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(field, message);
    throw error;
  }
}

// A record another table still points to (a project's client, a job's workflow step) is kept.
export async function unlessInUse<T>(remove: Promise<T>): Promise<T> {
  try {
    return await remove;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('id', serverMessages.inUse);
    throw error;
  }
}
