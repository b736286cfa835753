import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaxesParser } from 'saxes';
import type { JobPart, Project, SegmentsCount } from '@tessera/contracts';
import { filterForFile, filterForFormat, readZip } from '@tessera/filters';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import { completedFile } from './preTranslateHelpers.js';
import { fixture } from './tmHelpers.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;

interface Counted {
  file: string;
  segments: number;
  words: number;
  settings?: { fileFormat?: string };
}

// One fixture of each format counted by hand: segments as core splits the units into sentences,
// words by the word rules of docs/decisions/filters.md ("C:\Program" and "Ctrl+C" are two words
// each, "&" is none).
const counted: Counted[] = [
  { file: 'ttx/install.htm.ttx', segments: 6, words: 36 },
  { file: 'sdlxliff/manual.sdlxliff', segments: 9, words: 49 },
  // カタログ is four words: each kana is one.
  { file: 'idml/brochure.idml', segments: 10, words: 67 },
  { file: 'php/language.php', segments: 10, words: 41 },
  { file: 'quark/brochure.xtg', segments: 7, words: 67 },
  { file: 'mif/installing-chapter.mif', segments: 14, words: 67 },
  // "Open File > Settings" is two words: the menu cascade writes no space between its items.
  { file: 'dita/task.dita', segments: 17, words: 81 },
  // A DocBook 4 book found by its DOCTYPE, not by its .xml name.
  { file: 'docbook/book.xml', segments: 12, words: 39 },
  // Completed as letter.docx, the Word document the PDF's text goes into.
  { file: 'pdf/letter.pdf', segments: 16, words: 153 },
  // Chosen by its format: its .xml name would go to the XML filter. The two sentences of P-1002
  // stay one segment, as its German target is one.
  {
    file: 'multilingualXml/catalogue.xml',
    segments: 5,
    words: 36,
    settings: { fileFormat: 'multilingualXml' },
  },
];

const nameOf = (file: string) => file.slice(file.lastIndexOf('/') + 1);

function isWellFormedXml(data: Uint8Array): boolean {
  const utf16 = data[0] === 0xff && data[1] === 0xfe;
  const text = new TextDecoder(utf16 ? 'utf-16le' : 'utf-8').decode(data);
  const parser = new SaxesParser();
  // Entities of an external DTD (DocBook 4's &nbsp;) are known to a reader that loads it.
  if (/<!DOCTYPE[^>]*\b(?:PUBLIC|SYSTEM)\b/.test(text))
    for (const [, name = ''] of text.matchAll(/&([A-Za-z_][\w.-]*);/g))
      parser.ENTITIES[name] ??= '';
  parser.write(text.replace(/^\uFEFF/, '')).close();
  return true;
}

/** The file opens in its format's reader: XML parses, a zip unzips with its XML parts parsing. */
function expectOpens(data: Uint8Array) {
  if (data[0] === 0x50 && data[1] === 0x4b) {
    const entries = readZip(data);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries.filter((part) => part.name.endsWith('.xml')))
      expect(isWellFormedXml(entry.data), entry.name).toBe(true);
    return;
  }
  const head = new TextDecoder().decode(data.slice(0, 64)).replace(/\0/g, '');
  if (head.replace(/^\uFEFF/, '').startsWith('<?xml')) expect(isWellFormedXml(data)).toBe(true);
}

async function jobOf(item: Counted): Promise<JobPart> {
  const params = { projectUid: project.uid, targetLocales: ['de'], importSettings: item.settings };
  const created = await importJobs(pm, params, { [nameOf(item.file)]: fixture(item.file) });
  const id = created.jobs[0]?.uid;
  const listed = await pm.get<{ jobs: JobPart[] }>(
    `/api/job/listByProject?projectUid=${project.uid}`,
  );
  const job = listed.body.jobs.find((candidate) => candidate.uid === id);
  if (!job) throw new Error(`No job for ${item.file}`);
  return job;
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'Formats counted by hand', ['de']);
});
afterAll(() => server.close());

describe('a job of each format', () => {
  it.each(counted)(
    '$file has the segments and words counted by hand, and downloads copied source-to-target',
    async (item) => {
      const job = await jobOf(item);
      expect(job.creationTask).toMatchObject({ status: 'OK', reason: null });
      const counts = await pm.get<SegmentsCount[]>(
        `/web/api/v9/job/getSegmentsCount?jobPart=${job.id}`,
      );
      expect([counts.body[0]?.segmentsCount, counts.body[0]?.wordsCount]).toEqual([
        item.segments,
        item.words,
      ]);

      const copied = await pm.post('/api/job/copySourceToTarget', {
        projectUid: project.uid,
        jobPartIds: [job.id],
      });
      expect(copied.status).toBe(200);
      const completed = await completedFile(server, pm, job.id);
      expectOpens(completed.data);
      const bytes = fixture(item.file);
      const filter = item.settings?.fileFormat
        ? filterForFormat(item.settings.fileFormat)
        : filterForFile(nameOf(item.file), bytes);
      const converted = filter?.completedExtension;
      const extension = converted ?? nameOf(item.file).split('.').pop();
      expect(completed.name.endsWith(`.${extension}`), completed.name).toBe(true);
      const reader = converted ? filterForFile(completed.name) : filter;
      const original = await filter!.parse(bytes, item.settings ?? {});
      const downloaded = await reader!.parse(completed.data, item.settings ?? {});
      // A converted document has tags of its own: its text compares without them.
      const text = (value: string) => (converted ? value.replace(/\{\/?\d+\/?\}/g, '') : value);
      // Copying leaves a locked segment (Studio's locks, for one) as it was.
      expect(downloaded.units.map((unit) => text(unit.target || unit.source))).toEqual(
        original.units.map((unit) => text((unit.locked ? unit.target : undefined) || unit.source)),
      );
    },
  );
});
