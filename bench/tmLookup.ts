import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { prepareMatchText, scorePreparedAtLeast } from '../packages/core/src/index.js';
import { openDatabase, type Db } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { createMatcher } from '../packages/server/src/modules/tm/index.js';
import { sqliteBenchMemory } from './lib/benchMemory.js';
import { buildMemory, corpus, createBenchMemory, seeded, type Corpus } from './lib/tmCorpus.js';

// `npm run bench -- tmLookup`: a memory of BENCH_TM_UNITS units (default 1,000,000) written
// through the import write path into a fresh SQLite file (and a fresh PostgreSQL database when
// DATABASE_URL is set; BENCH_TM_CACHE=<folder> keeps the SQLite one for later runs), then
// 1,000 lookups of six kinds. Prints latency percentiles, recall against scoring every unit (on
// BENCH_TM_EXHAUSTIVE queries drawn at random, default 200), the exhaustive scorer's time per
// query and, on PostgreSQL, plain pg_trgm similarity ordering over a GIN index (the recall queries).
const UNITS = Number(process.env.BENCH_TM_UNITS ?? 1_000_000);
const QUERIES = 1000;
const EXHAUSTIVE = Math.min(QUERIES, Number(process.env.BENCH_TM_EXHAUSTIVE ?? 200));
const MIN_SCORE = 50;
const kinds = ['exact', 'word changed', 'reordered', 'word added', 'unrelated', 'short'] as const;

interface Query {
  kind: (typeof kinds)[number];
  source: string;
}

function makeQueries(sources: string[], text: Corpus): Query[] {
  const random = seeded(7);
  const pick = () => sources[Math.floor(random() * sources.length)] as string;
  const shortOnes = sources.filter((source) => source.split(' ').length <= 3);
  return Array.from({ length: QUERIES }, (_, index) => {
    const kind = kinds[index % kinds.length] as Query['kind'];
    const words = pick().split(' ');
    const at = Math.floor(random() * words.length);
    if (kind === 'word changed') words[at] = text.word();
    if (kind === 'reordered' && words.length > 1) {
      const other = (at + 1) % words.length;
      [words[at], words[other]] = [words[other] as string, words[at] as string];
    }
    if (kind === 'word added') words.splice(at, 0, text.word());
    if (kind === 'unrelated') return { kind, source: text.text(text.length()) };
    if (kind === 'short') {
      const short = (shortOnes[Math.floor(random() * shortOnes.length)] ?? 'Save').split(' ');
      const variant = Math.floor(random() * 3);
      const where = Math.floor(random() * short.length);
      const chosen = short[where] as string;
      // Exact, one letter dropped, or one word replaced.
      if (variant === 1 && chosen.length > 2) short[where] = chosen.slice(0, -1);
      if (variant === 2) short[where] = text.word();
      return { kind, source: short.join(' ') };
    }
    return { kind, source: words.join(' ') };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const ms = (value: number) => Number(value.toFixed(2));

/** The best score ≥ MIN_SCORE of each query over every unit (null: none), and the time it took. */
function exhaustive(sources: string[], queries: Query[]) {
  const prepared = queries.map((query) => prepareMatchText(query.source));
  const best = queries.map(() => -1);
  let scoring = 0;
  for (let at = 0; at < sources.length; at += 20_000) {
    const units = sources.slice(at, at + 20_000).map(prepareMatchText);
    const started = performance.now();
    prepared.forEach((query, index) => {
      for (const unit of units) {
        const score = scorePreparedAtLeast(
          query,
          unit,
          Math.max(MIN_SCORE, (best[index] as number) + 1),
        );
        if (score > (best[index] as number)) best[index] = score;
      }
    });
    scoring += performance.now() - started;
  }
  return {
    best: best.map((score) => (score >= MIN_SCORE ? score : null)),
    msPerQuery: scoring / queries.length,
  };
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  recall: number;
  buildSeconds: number;
  batchPerSecond: number;
}

async function lookups(db: Db, tmId: number, queries: Query[], truth: Map<number, number | null>) {
  const matcher = createMatcher(db.kysely, db.dialect, {
    tms: [{ tmId, penalty: 0, reverse: false }],
    sourceLang: 'en_us',
    targetLang: 'de_de',
    contextType: 'AUTO',
  });
  const times: number[] = [];
  const byKind = new Map<string, number[]>();
  const found: (number | null)[] = [];
  for (const query of queries) {
    const started = performance.now();
    const [best] = await matcher.matches(
      { source: query.source, context: { prev: '', next: '', key: '' } },
      MIN_SCORE,
      1,
    );
    const elapsed = performance.now() - started;
    times.push(elapsed);
    byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), elapsed]);
    found.push(best?.score ?? null);
  }
  let same = 0;
  const misses: string[] = [];
  for (const [index, expected] of truth) {
    if (found[index] === expected) same++;
    else
      misses.push(
        `  miss (${queries[index]?.kind}): "${queries[index]?.source}" found ${found[index]} of ${expected}`,
      );
  }
  const batchStarted = performance.now();
  await createMatcher(db.kysely, db.dialect, {
    tms: [{ tmId, penalty: 0, reverse: false }],
    sourceLang: 'en_us',
    targetLang: 'de_de',
    contextType: 'AUTO',
  }).best(
    queries.map((query) => ({ source: query.source, context: { prev: '', next: '', key: '' } })),
    MIN_SCORE,
  );
  const batchPerSecond = queries.length / ((performance.now() - batchStarted) / 1000);
  const sorted = [...times].sort((a, b) => a - b);
  for (const [kind, kindTimes] of byKind) {
    const ordered = kindTimes.sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(13)} p50 ${ms(percentile(ordered, 50))} ms, p95 ${ms(percentile(ordered, 95))} ms, max ${ms(ordered[ordered.length - 1] ?? 0)} ms`,
    );
  }
  for (const miss of misses.slice(0, 10)) console.log(miss);
  return {
    p50: ms(percentile(sorted, 50)),
    p95: ms(percentile(sorted, 95)),
    p99: ms(percentile(sorted, 99)),
    recall: Number((same / Math.max(truth.size, 1)).toFixed(4)),
    batchPerSecond: Math.round(batchPerSecond),
  };
}

/** Plain pg_trgm similarity ordering (Weblate's lookup) with its top 5 scored by our scorer. */
async function trigramLookups(
  db: Db,
  tmId: number,
  queries: Query[],
  truth: Map<number, number | null>,
) {
  await sql`create extension if not exists pg_trgm`.execute(db.kysely);
  // Weblate's lookup: the % operator over the GIN trigram index of migration 0003.
  const times: number[] = [];
  const found = new Map<number, number | null>();
  // Only the queries whose truth is known: seconds each on a large memory.
  for (const index of truth.keys()) {
    const query = queries[index] as Query;
    const plain = query.source.toLowerCase();
    const started = performance.now();
    const result = await sql<{ source: string }>`select source from tm_units
      where tm_id = ${tmId} and source_plain % ${plain}
      order by similarity(source_plain, ${plain}) desc limit 5`.execute(db.kysely);
    times.push(performance.now() - started);
    const prepared = prepareMatchText(query.source);
    const best = Math.max(
      -1,
      ...result.rows.map((row) =>
        scorePreparedAtLeast(prepared, prepareMatchText(row.source), MIN_SCORE),
      ),
    );
    found.set(index, best >= MIN_SCORE ? best : null);
  }
  let same = 0;
  for (const [index, expected] of truth) if (found.get(index) === expected) same++;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: ms(percentile(sorted, 50)),
    p95: ms(percentile(sorted, 95)),
    p99: ms(percentile(sorted, 99)),
    recall: Number((same / Math.max(truth.size, 1)).toFixed(4)),
  };
}

async function freshPostgres(adminUrl: string) {
  const name = `tessera_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function runOn(
  dialect: 'sqlite' | 'postgres',
  databaseUrl: string | undefined,
  dataDir: string,
) {
  const progress = (written: number, seconds: number) =>
    console.log(`  ${dialect}: ${written} units written, ${Math.round(written / seconds)} units/s`);
  const reporting = (report: (written: number, seconds: number) => void) => {
    let reported = 0;
    return (written: number, seconds: number) => {
      if (written - reported < UNITS / 10) return;
      reported = written;
      report(written, seconds);
    };
  };
  if (dialect === 'sqlite') {
    const memory = await sqliteBenchMemory(dataDir, UNITS, reporting(progress));
    console.log(
      `  sqlite: ${UNITS} units written and indexed in ${memory.buildSeconds.toFixed(1)} s`,
    );
    return memory;
  }
  const db = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(db);
  const tm = await createBenchMemory(db);
  const text = corpus(42);
  const started = performance.now();
  const report = reporting(progress);
  const sources = await buildMemory(db, tm.id, UNITS, text, (written) =>
    report(written, (performance.now() - started) / 1000),
  );
  const buildSeconds = (performance.now() - started) / 1000;
  await sql`vacuum analyze`.execute(db.kysely);
  console.log(`  ${dialect}: ${UNITS} units written and indexed in ${buildSeconds.toFixed(1)} s`);
  return { db, tmId: tm.id, sources, text, buildSeconds };
}

export default async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-lookup-'));
  const output: Record<string, unknown> = { bench: 'tmLookup', units: UNITS };
  try {
    const sqlite = await runOn('sqlite', undefined, path.join(dir, 'sqlite'));
    const queries = makeQueries(sqlite.sources, sqlite.text);
    const draw = seeded(99);
    const subset = [...queries.keys()]
      .sort(() => draw() - 0.5)
      .slice(0, EXHAUSTIVE)
      .sort((a, b) => a - b);
    const { best, msPerQuery } = exhaustive(
      sqlite.sources,
      subset.map((index) => queries[index] as Query),
    );
    const truth = new Map(subset.map((index, at) => [index, best[at] ?? null]));
    console.log(
      `exhaustive scoring of all ${UNITS} units: ${ms(msPerQuery)} ms per query (scoring only), on ${subset.length} of ${QUERIES} queries drawn at random`,
    );
    const figures: Figures = {
      ...(await lookups(sqlite.db, sqlite.tmId, queries, truth)),
      buildSeconds: sqlite.buildSeconds,
    };
    console.log(
      `sqlite: ${QUERIES} lookups p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms; recall ${(figures.recall * 100).toFixed(2)}% (${subset.length} queries); best() batch ${figures.batchPerSecond} queries/s`,
    );
    Object.assign(output, {
      p50_ms: figures.p50,
      p95_ms: figures.p95,
      p99_ms: figures.p99,
      recall: figures.recall,
      exhaustive_ms_per_query: ms(msPerQuery),
      recall_queries: subset.length,
      batch_per_s: figures.batchPerSecond,
      build_s: ms(figures.buildSeconds),
    });
    await sqlite.db.destroy();

    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) {
      const database = await freshPostgres(adminUrl);
      try {
        const postgres = await runOn('postgres', database.url, dir);
        const pgFigures = await lookups(postgres.db, postgres.tmId, queries, truth);
        console.log(
          `postgres: ${QUERIES} lookups p50 ${pgFigures.p50} ms, p95 ${pgFigures.p95} ms, p99 ${pgFigures.p99} ms; recall ${(pgFigures.recall * 100).toFixed(2)}%; best() batch ${pgFigures.batchPerSecond} queries/s`,
        );
        const trigram = await trigramLookups(postgres.db, postgres.tmId, queries, truth);
        console.log(
          `postgres pg_trgm similarity ordering (GIN index), on the ${truth.size} queries of the recall: p50 ${trigram.p50} ms, p95 ${trigram.p95} ms, p99 ${trigram.p99} ms; recall ${(trigram.recall * 100).toFixed(2)}%`,
        );
        Object.assign(output, {
          dialect: 'sqlite+postgres',
          postgres_p50_ms: pgFigures.p50,
          postgres_p95_ms: pgFigures.p95,
          postgres_p99_ms: pgFigures.p99,
          postgres_recall: pgFigures.recall,
          pg_trgm_p50_ms: trigram.p50,
          pg_trgm_p95_ms: trigram.p95,
          pg_trgm_p99_ms: trigram.p99,
          pg_trgm_recall: trigram.recall,
        });
        await postgres.db.destroy();
      } finally {
        await database.drop();
      }
    } else output.dialect = 'sqlite';
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(JSON.stringify(output));
}
