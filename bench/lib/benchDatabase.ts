import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../../packages/server/src/config.js';

/** Where a bench keeps its data: a fresh SQLite directory, or a fresh database on DATABASE_URL's server. */
export interface BenchDatabase {
  config: Config;
  /** The name the bench prints: "sqlite" or "postgres". */
  label: 'sqlite' | 'postgres';
  remove(): Promise<void>;
}

/** Runs one statement on a PostgreSQL server (a database's creation or removal). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own on a PostgreSQL server, made now, and how to drop it. */
export async function freshDatabase(
  server: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tessera_bench_${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(server, `drop database if exists ${name} with (force)`),
  };
}

/** Without DATABASE_URL a temporary SQLite; with it a database of its own on that server, dropped by remove(). */
export async function benchDatabase(prefix: string): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tessera-bench-${prefix}-`));
  const server = process.env.DATABASE_URL;
  const base = { ...loadConfig({}), dataDir, webDist: undefined };
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!server) {
    return {
      config: { ...base, databaseUrl: undefined },
      label: 'sqlite',
      remove: async () => removeDir(),
    };
  }
  const database = await freshDatabase(server, prefix);
  return {
    config: { ...base, databaseUrl: database.url },
    label: 'postgres',
    async remove() {
      await database.drop();
      removeDir();
    },
  };
}
