import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnalysisBand, AnalysisOptions } from '../packages/contracts/src/index.js';
import {
  newScope,
  preAnalysePart,
  type AnalysedPart,
} from '../packages/server/src/modules/analysis/index.js';
import { createMatcher } from '../packages/server/src/modules/tm/index.js';
import { sqliteBenchMemory } from './lib/benchMemory.js';
import { corpus, seeded, type Corpus } from './lib/tmCorpus.js';

// `npm run bench -- analysis`: a PreAnalyse of a 10,000-segment job against a memory of
// BENCH_TM_UNITS units (default 1,000,000; the synthetic memory of tmLookup, reused from
// BENCH_TM_CACHE when set) on SQLite. The job
// mixes what real files hold: exact and near matches of memory units, new text, repetitions and
// near repetitions, numbers. Prints segments per second of the analysis (bands, internal fuzzy
// matches and TM look-ups; the file import is not timed) and the peak RSS.
const UNITS = Number(process.env.BENCH_TM_UNITS ?? 1_000_000);
const SEGMENTS = 10_000;

const options: AnalysisOptions = {
  compareWorkflowLevel: null,
  includeFuzzyRepetitions: true,
  includeConfirmedSegments: false,
  includeLockedSegments: false,
  includeNumbers: true,
  countSourceUnits: true,
};

function changeOneWord(text: string, words: Corpus): string {
  const parts = text.split(' ');
  parts[Math.floor(words.random() * parts.length)] = words.word();
  return parts.join(' ');
}

/** The job's sources: a fifth exact memory units, a quarter near ones, the rest new or repeated. */
function jobSources(memory: readonly string[], words: Corpus): string[] {
  const random = seeded(11);
  const fromMemory = () => memory[Math.floor(random() * memory.length)] as string;
  const sources: string[] = [];
  while (sources.length < SEGMENTS) {
    const draw = random();
    const earlier = sources[Math.floor(random() * sources.length)];
    if (draw < 0.2) sources.push(fromMemory());
    else if (draw < 0.45) sources.push(changeOneWord(fromMemory(), words));
    else if (draw < 0.55 && earlier) sources.push(earlier);
    else if (draw < 0.62 && earlier) sources.push(changeOneWord(earlier, words));
    else if (draw < 0.64) sources.push(String(Math.floor(random() * 10_000)));
    else sources.push(words.text(words.length()));
  }
  return sources;
}

function jobPart(sources: readonly string[]): AnalysedPart {
  return {
    level: 1,
    targetLang: 'de_de',
    contextType: 'PREV_AND_NEXT_SEGMENT',
    segments: sources.map((source, index) => ({
      ordinal: index + 1,
      source,
      target: '',
      context_key: null,
      words_count: source.split(' ').length,
      characters_count: source.length,
      match_origin: null,
      confirmed_levels: 0,
      locked_levels: 0,
    })),
  };
}

export default async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-analysis-'));
  const built = await sqliteBenchMemory(dir, UNITS, () => undefined);
  const { db, sources: memory } = built;
  try {
    console.log(`sqlite: ${UNITS} units written and indexed in ${built.buildSeconds.toFixed(1)} s`);

    const part = jobPart(jobSources(memory, corpus(43)));
    const matcher = createMatcher(db.kysely, db.dialect, {
      tms: [{ tmId: built.tmId, penalty: 0, reverse: false }],
      sourceLang: 'en_us',
      targetLang: 'de_de',
      contextType: 'PREV_AND_NEXT_SEGMENT',
    });
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const data = await preAnalysePart(part, newScope(), options, matcher, async () => undefined);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStarted);
    // CPU time beside the wall clock: the machine is shared, so waiting for a core shows apart.
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);

    const bands = Object.entries(data)
      .filter(([band, counts]) => band !== 'all' && counts.segments > 0)
      .map(([band, counts]) => `${band as AnalysisBand} ${counts.segments}`);
    console.log(`bands: ${bands.join(', ')}`);
    const perSecond = Math.round(SEGMENTS / seconds);
    const peakMb = Math.round(peakRss / 1024 / 1024);
    console.log(
      `sqlite: ${SEGMENTS} segments analysed against ${UNITS} units in ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s CPU), ${perSecond} segments/s, peak RSS ${peakMb} MB`,
    );
    console.log(
      JSON.stringify({
        bench: 'analysis',
        segments: SEGMENTS,
        units: UNITS,
        segments_per_s: perSecond,
        cpu_s: Number(cpuSeconds.toFixed(1)),
        peak_rss_mb: peakMb,
      }),
    );
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
