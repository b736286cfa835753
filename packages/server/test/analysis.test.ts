import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisMessages, type Analysis, type Project } from '@tessera/contracts';
import { countCharacters, countWords } from '@tessera/core';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import { assignTms, createTm, fillTm } from './preTranslateHelpers.js';
import {
  analyse,
  segmentsByBand,
  unitsOf,
  updateSegment,
  xliff,
  xliffSettings,
  type KnownSegment,
} from './analysisHelpers.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;

// One file whose every segment's band is known: against the memory below, in file order.
const known = {
  exact: 'Open the settings page to change your password.',
  context: 'The quick brown fox jumps over the lazy dog.',
  oneWord: 'Click the green button below to download your monthly invoice.',
  twoWords: 'Our support team answers every question within two business days.',
  fiveWords: 'The report lists all invoices of the last quarter by customer.',
  unknown: 'Nothing in the memory resembles this sentence at all.',
  internal: 'Nothing in the memory resembles this particular sentence at all.',
  numbers: '12.50',
  symbols: '* * *',
  confirmed: 'This line was confirmed by the translator.',
  locked: 'This line is locked for everyone.',
  machine: 'This sentence came from the machine translation engine.',
};
const exactTarget = 'Öffnen Sie die Einstellungen, um Ihr Passwort zu ändern.';
const segments: KnownSegment[] = [
  { source: known.exact, target: exactTarget },
  { source: known.context },
  { source: known.oneWord },
  { source: known.twoWords },
  { source: known.fiveWords },
  { source: known.unknown },
  { source: known.exact },
  { source: known.internal },
  { source: known.numbers },
  { source: known.symbols },
  { source: known.confirmed, target: 'Diese Zeile wurde bestätigt.', state: 'final' },
  { source: known.locked, target: 'Diese Zeile ist gesperrt.', state: 'signed-off' },
  { source: known.machine, target: 'Dieser Satz kam von der Maschine.' },
];
const MACHINE_ORDINAL = 13;
const units = [
  { source: known.exact, target: exactTarget },
  {
    source: known.context,
    target: 'Der schnelle braune Fuchs springt über den faulen Hund.',
    prev: known.exact,
    next: known.oneWord,
  },
  {
    source: 'Click the blue button below to download your monthly invoice.',
    target: 'Klicken Sie unten auf die blaue Schaltfläche.',
  },
  {
    source: 'Our sales team answers each question within two business days.',
    target: 'Unser Vertrieb antwortet innerhalb von zwei Werktagen.',
  },
  {
    source: 'The summary lists open orders of the last year by region.',
    target: 'Die Übersicht listet offene Bestellungen nach Region.',
  },
];

async function newJobs(count = 1): Promise<number[]> {
  const files = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`app${index + 1}.xlf`, xliff(segments)]),
  );
  const created = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de'], importSettings: xliffSettings },
    files,
  );
  const ids = created.jobs.map((job) => job.id);
  // What an MT pre-translation leaves: the segment's target came from the engine.
  for (const id of ids) await updateSegment(server, id, MACHINE_ORDINAL, { match_origin: 'MT' });
  return ids;
}

const preAnalyse = (jobPartIds: number[], options: object = {}) =>
  analyse(pm, { projectUid: project.uid, jobPartIds, type: 'PreAnalyse', ...options });

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'Analysed');
  const tm = await createTm(pm, 'Analysis memory');
  await fillTm(pm, tm, units);
  await assignTms(pm, project, { read: [tm], write: [tm] });
});
afterAll(() => server.close());

describe('PreAnalyse bands', () => {
  let analysis: Analysis;
  let part: number;

  beforeAll(async () => {
    [part] = (await newJobs()) as [number];
    analysis = await preAnalyse([part]);
  });

  it('puts every segment in the band a translator would', () => {
    const [job] = analysis.jobs;
    expect(job).toMatchObject({ jobPartId: part, fileName: 'app1.xlf', targetLocale: 'de' });
    const { data } = job!;
    expect(data.match100).toMatchObject(unitsOf([known.exact]));
    expect(data.match101).toMatchObject(unitsOf([known.context]));
    expect(data.match85).toMatchObject(unitsOf([known.oneWord]));
    expect(data.match75).toMatchObject(unitsOf([known.twoWords]));
    expect(data.match50).toMatchObject(unitsOf([known.fiveWords]));
    expect(data.match0).toMatchObject(unitsOf([known.unknown]));
    expect(data.repetitions).toMatchObject(unitsOf([known.exact]));
    expect(data.internalFuzzy).toMatchObject(unitsOf([known.internal]));
    expect(data.nonTranslatable).toMatchObject(unitsOf([known.symbols]));
    expect(data.machineTranslation).toMatchObject(unitsOf([known.machine]));
    expect(data.match95).toMatchObject(unitsOf([]));
    // Number-only, confirmed and locked segments are left out by default.
    const analysed = Object.values(known).filter(
      (text) => ![known.numbers, known.confirmed, known.locked].includes(text),
    );
    expect(data.all).toEqual({
      ...unitsOf([...analysed, known.exact]),
      percent: 100,
    });
    expect(analysis.total).toEqual(data);
  });

  it('gives each band its share of the words in percent with two decimals', () => {
    const { data } = analysis.jobs[0]!;
    const share = (words: number) => Math.round((words / data.all.words) * 10_000) / 100;
    expect(data.match100.percent).toBe(share(countWords(known.exact, 'en')));
    expect(data.match95.percent).toBe(0);
    expect(data.match0.percent).toBe(share(countWords(known.unknown, 'en')));
  });

  it('names the analysis by its inner id and lists it with the project', async () => {
    expect(analysis).toMatchObject({
      name: `Analysis #${analysis.innerId}`,
      type: 'PreAnalyse',
      linguist: null,
      createdBy: { userName: 'pm' },
      languages: [{ sourceLocale: 'en', targetLocale: 'de' }],
      selectable: true,
      projectUid: project.uid,
      options: {
        compareWorkflowLevel: null,
        includeFuzzyRepetitions: true,
        includeConfirmedSegments: false,
        includeLockedSegments: false,
        includeNumbers: false,
        countSourceUnits: true,
      },
    });
  });
});

describe('PreAnalyse options', () => {
  let part: number;
  beforeAll(async () => {
    [part] = (await newJobs()) as [number];
  });

  it('counts an internal fuzzy match as no match without includeFuzzyRepetitions', async () => {
    const { total } = await preAnalyse([part], { includeFuzzyRepetitions: false });
    expect(total.internalFuzzy.segments).toBe(0);
    expect(total.match0).toMatchObject(unitsOf([known.unknown, known.internal]));
  });

  it('includes confirmed and locked segments when asked', async () => {
    const confirmed = await preAnalyse([part], { includeConfirmedSegments: true });
    expect(confirmed.total.match0).toMatchObject(unitsOf([known.unknown, known.confirmed]));
    const locked = await preAnalyse([part], { includeLockedSegments: true });
    expect(locked.total.match0).toMatchObject(unitsOf([known.unknown, known.locked]));
  });

  it('counts number-only segments as non-translatables with includeNumbers', async () => {
    const { total } = await preAnalyse([part], { includeNumbers: true });
    expect(total.nonTranslatable).toMatchObject(unitsOf([known.symbols, known.numbers]));
  });

  it('counts the targets in the target language with countSourceUnits off', async () => {
    const { total } = await preAnalyse([part], { countSourceUnits: false });
    const target = 'Dieser Satz kam von der Maschine.';
    expect(total.match100).toMatchObject(unitsOf([exactTarget], 'de'));
    expect(total.machineTranslation).toMatchObject(unitsOf([target], 'de'));
    expect(total.match0).toMatchObject({ segments: 1, words: 0, characters: 0 });
    expect(total.all).toMatchObject({
      words: countWords(exactTarget, 'de') + countWords(target, 'de'),
      characters: countCharacters(exactTarget) + countCharacters(target),
    });
  });

  it('finds repetitions across the jobs of one target locale and adds them up in the total', async () => {
    const [first, second] = await newJobs(2);
    const analysis = await preAnalyse([first!, second!]);
    expect(analysis.jobs.map((job) => job.jobPartId)).toEqual([first, second]);
    const [one, two] = analysis.jobs;
    expect(segmentsByBand(one!.data)).toEqual({
      repetitions: 1,
      internalFuzzy: 1,
      match101: 1,
      match100: 1,
      match85: 1,
      match75: 1,
      match50: 1,
      match0: 1,
      nonTranslatable: 1,
      machineTranslation: 1,
    });
    expect(segmentsByBand(two!.data)).toEqual({ repetitions: 9, nonTranslatable: 1 });
    expect(analysis.total.all.segments).toBe(one!.data.all.segments + two!.data.all.segments);
    expect(analysis.total.repetitions.segments).toBe(10);
  });
});

describe('POST /api/analysis/create validation', () => {
  it("refuses Compare without a level with 'Compare with is required.'", async () => {
    const [part] = await newJobs();
    const reply = await pm.post('/api/analysis/create', {
      projectUid: project.uid,
      jobPartIds: [part],
      type: 'Compare',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      errors: [{ field: 'compareWorkflowLevel', message: 'Compare with is required.' }],
    });
  });

  it('refuses analyses by linguist and Compare in a project without workflow steps', async () => {
    const [part] = await newJobs();
    const byLinguist = await pm.post('/api/analysis/create', {
      projectUid: project.uid,
      jobPartIds: [part],
      type: 'PreAnalyse',
      analyzeByLinguist: true,
    });
    expect(byLinguist.status).toBe(400);
    expect(byLinguist.body).toMatchObject({
      errors: [
        { field: 'analyzeByLinguist', message: analysisMessages.analyzeByLinguistUnavailable },
      ],
    });
    const compare = await pm.post('/api/analysis/create', {
      projectUid: project.uid,
      jobPartIds: [part],
      type: 'Compare',
      compareWorkflowLevel: 1,
    });
    expect(compare.status).toBe(400);
    expect(compare.body).toMatchObject({
      errors: [{ field: 'type', message: analysisMessages.compareNeedsWorkflowSteps }],
    });
  });

  it('refuses a selection without jobs and jobs of another project', async () => {
    const none = await pm.post('/api/analysis/create', {
      projectUid: project.uid,
      type: 'PreAnalyse',
    });
    expect(none.status).toBe(400);
    const other = await createProject(pm, 'Not analysed');
    const [part] = await newJobs();
    const foreign = await pm.post('/api/analysis/create', {
      projectUid: other.uid,
      jobPartIds: [part],
      type: 'PreAnalyse',
    });
    expect(foreign.status).toBe(404);
  });
});
