import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import argon2 from 'argon2';
import pg from 'pg';
import { openDatabase, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoIfEmpty } from '../src/seed/demo.js';
import type { Clock } from '../src/clock.js';

export const DEMO_PASSWORD = 'tessera-test';

/** The migrated, seeded database of a test run that every server test file starts from a copy of. */
export interface DatabaseTemplate {
  /** A closed SQLite file to copy into a test's data directory (when the tests run on SQLite). */
  sqliteFile: string | undefined;
  /** A PostgreSQL database nobody connects to, cloned with `create database ... template`. */
  postgresName: string | undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | undefined;
  }
}

const systemClock: Clock = { now: () => new Date() };

/** The PostgreSQL server the tests create their databases on, when they run on PostgreSQL. */
export function testAdminUrl(): string | undefined {
  const admin = process.env.TEST_DATABASE_URL;
  return process.env.TESSERA_TEST_DIALECT === 'postgres' && admin ? admin : undefined;
}

export function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(admin: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export function testDatabaseName(): string {
  return `tessera_test_${crypto.randomBytes(6).toString('hex')}`;
}

// The demo users log in with argon2's least cost: verify reads the cost from the stored hash, so
// each login in a test takes milliseconds instead of a production hash's half second. Passwords
// the tests set through the API are still hashed by the server's own settings.
async function migrateAndSeed(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seedDemoIfEmpty(db, systemClock, DEMO_PASSWORD);
  const cheapHash = await argon2.hash(DEMO_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 1024,
    timeCost: 1,
    parallelism: 1,
  });
  await db.kysely.updateTable('users').set({ password_hash: cheapHash }).execute();
}

/** Builds the run's template (SQLite, and PostgreSQL when the tests run on it); returns its removal. */
export async function buildDatabaseTemplate(): Promise<{
  template: DatabaseTemplate;
  remove: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-template-'));
  const admin = testAdminUrl();
  const postgresName = admin && `tessera_template_${crypto.randomBytes(6).toString('hex')}`;
  if (admin && postgresName) await adminQuery(admin, `create database ${postgresName}`);
  const db = openDatabase({
    dataDir,
    databaseUrl: admin && postgresName ? databaseUrl(admin, postgresName) : undefined,
  });
  try {
    await migrateAndSeed(db);
  } finally {
    // Closing the last SQLite connection folds the WAL into the file, so the file alone is whole.
    await db.destroy();
  }
  const template = {
    sqliteFile: admin ? undefined : path.join(dataDir, 'tessera.sqlite'),
    postgresName: postgresName || undefined,
  };
  return {
    template,
    remove: async () => {
      if (admin && postgresName)
        await adminQuery(admin, `drop database if exists ${postgresName} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
