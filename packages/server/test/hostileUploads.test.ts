import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_HEADER,
  format,
  jobServerMessages,
  type BackgroundTask,
  type JobCreateResponse,
  type Project,
} from '@tessera/contracts';
import { readZip, writeZip } from '@tessera/filters';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { buildDocx, importJobs } from './fixtures/jobs/files.js';
import { finished } from './tmHelpers.js';

// Issue 9's hostile uploads, made here: none is committed as a fixture.
let server: TestServer;
let pm: ApiClient;
let project: Project;
const encoder = new TextEncoder();
const MB = 1024 * 1024;

/**
 * Polls the health endpoint about once a second. Each poll gets 5 s: a busy shared machine may be
 * slow, but a server whose event loop the inflation blocked would miss them all.
 */
function watchHealth() {
  let polls = 0;
  let unanswered = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const next = new Promise((resolve) => setTimeout(resolve, 1000));
      try {
        const reply = await fetch(`${server.url}/web/healthApi`, {
          signal: AbortSignal.timeout(5000),
        });
        await reply.text();
        polls += 1;
      } catch {
        unanswered += 1;
      }
      await next;
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return { polls, unanswered };
  };
}

/** The largest resident set of this process (the server and its worker threads) while it runs. */
function watchMemory() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

function storedBlobs(): string[] {
  const root = path.join(server.ctx.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root).flatMap((folder) => fs.readdirSync(path.join(root, folder)));
}

/** Runs one hostile upload, then shows health answered throughout, memory stayed low, no blob stayed. */
async function survives(run: () => Promise<void>): Promise<void> {
  const before = storedBlobs();
  const health = watchHealth();
  const memory = watchMemory();
  try {
    await run();
  } finally {
    const peak = memory();
    const { polls, unanswered } = await health();
    expect(polls).toBeGreaterThan(0);
    expect(unanswered).toBe(0);
    expect(peak).toBeLessThan(1024 * MB);
  }
  expect(storedBlobs()).toEqual(before);
}

/**
 * One entry of 992 MB in a zip of about 4.6 MB (ratio about 214, under the ratio check): each
 * megabyte is 4.7 KB of random bytes, then zeros. The entry's headers claim declaredSize.
 */
async function bombZip(declaredSize: number): Promise<Uint8Array<ArrayBuffer>> {
  const block = new Uint8Array(MB);
  block.set(crypto.randomBytes(4800));
  const deflate = zlib.createDeflateRaw({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  let crc = 0;
  for (let index = 0; index < 992; index += 1) {
    crc = zlib.crc32(block, crc);
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  await new Promise((resolve) => deflate.end(resolve));
  const compressed = new Uint8Array(Buffer.concat(parts));
  const raw = {
    method: 8 as const,
    compressed,
    crc32: crc,
    versionMadeBy: 20,
    externalAttributes: 0,
  };
  const archive = writeZip([{ name: 'big.txt', data: new Uint8Array(), raw }]);
  // writeZip writes the size of data: the headers get the size the test wants.
  const view = new DataView(archive.buffer);
  view.setUint32(22, declaredSize, true);
  view.setUint32(30 + 'big.txt'.length + compressed.length + 24, declaredSize, true);
  return new Uint8Array(archive);
}

async function createJob(form: FormData) {
  return pm.request<JobCreateResponse>('POST', '/api/v2/job', form);
}

function jobUpload(fileName: string, content: Blob): FormData {
  const form = new FormData();
  form.append('params', JSON.stringify({ projectUid: project.uid, targetLocales: ['de'] }));
  form.append('file', content, fileName);
  return form;
}

/** Uploads one file as a job and answers the reason its import gave. */
/**
 * A job upload of `count` copies of one chunk, streamed as multipart: the test never holds the
 * whole file, so the RSS it samples is the server's.
 */
async function streamedJobUpload(fileName: string, chunk: Uint8Array, count: number) {
  const boundary = `tessera-${crypto.randomUUID()}`;
  const params = JSON.stringify({ projectUid: project.uid, targetLocales: ['de'] });
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="params"\r\n\r\n${params}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: text/plain\r\n\r\n',
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(head);
      if (sent < count) controller.enqueue(chunk);
      else {
        controller.enqueue(tail);
        controller.close();
      }
      sent += 1;
    },
  });
  // A streamed body needs duplex 'half', which undici reads and the DOM's RequestInit lacks.
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    body,
    duplex: 'half',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: pm.cookie,
      [CSRF_HEADER]: pm.csrfToken,
    },
  };
  const response = await fetch(`${server.url}/api/v2/job`, init);
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as JobCreateResponse };
}

async function importFailure(fileName: string, content: Blob): Promise<string | undefined> {
  return failureOf(await createJob(jobUpload(fileName, content)));
}

/** Waits for the import of an accepted upload and answers the reason its one job gave. */
async function failureOf(reply: { status: number; text: string; body: JobCreateResponse }) {
  expect(reply.status, reply.text).toBe(200);
  await finished(pm, reply.body.task, 120_000);
  const ids = reply.body.jobs.map((job) => `jobPart=${job.id}`).join('&');
  const tasks = await pm.get<Array<{ creationTask: { status: string; reason?: string } }>>(
    `/web/api/v9/job/getBackgroundTasksBulk?${ids}`,
  );
  const [creation] = tasks.body.map((task) => task.creationTask);
  expect(creation?.status).toBe('ERROR');
  return creation?.reason;
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'Hostile uploads');
});
afterAll(() => server.close());

describe('hostile uploads', { timeout: 120_000 }, () => {
  it('refuses a 4.6 MB zip holding one 992 MB entry, unpacking nothing', async () => {
    const zip = await bombZip(992 * MB);
    await survives(async () => {
      const reply = await createJob(jobUpload('bomb.zip', new Blob([zip])));
      expect(reply.status).toBe(400);
      expect(reply.text).toContain(
        format(jobServerMessages.zipEntryTooLarge, {
          fileName: 'bomb.zip',
          entry: 'big.txt',
          limit: 64,
        }),
      );
    });
  });

  it('stops inflating a zip entry that unpacks past the size its headers claim', async () => {
    const zip = await bombZip(10 * MB);
    await survives(async () => {
      const reply = await createJob(jobUpload('liar.zip', new Blob([zip])));
      expect(reply.status).toBe(400);
      expect(reply.text).toContain(
        'Zip entry \\"big.txt\\" unpacks to more than its declared size.',
      );
    });
  });

  it('ends the import of a 2,000,000-deep TMX in ERROR at the nesting limit', async () => {
    const created = await pm.post<{ id: number }>('/api/transMemory', {
      name: 'Deep',
      sourceLang: 'en_us',
      targetLangs: ['de_de'],
    });
    const tmx = new Blob([
      '<tmx version="1.4"><header srclang="en"/><body><tu><tuv xml:lang="en"><seg>',
      '<hi>'.repeat(2_000_000),
    ]);
    await survives(async () => {
      const form = new FormData();
      form.append('file', tmx, 'deep.tmx');
      const reply = await pm.request<BackgroundTask>(
        'POST',
        `/api/transMemory/import?id=${created.body.id}`,
        form,
      );
      expect(reply.status, reply.text).toBe(200);
      expect(await finished(pm, reply.body, 120_000)).toMatchObject({
        status: 'ERROR',
        error: 'The TMX document nests elements more than 400 levels deep.',
      });
    });
  });

  it('ends a 200 MB text file in ERROR with the size limit, before reading it', async () => {
    const line = encoder.encode(`${'All work and no play makes a long file. '.repeat(25)}\n`);
    const megabyte = new Uint8Array(MB);
    for (let at = 0; at + line.length <= MB; at += line.length) megabyte.set(line, at);
    await survives(async () => {
      const reason = await failureOf(await streamedJobUpload('big.txt', megabyte, 200));
      expect(reason).toBe(
        format(jobServerMessages.fileTooLargeToImport, { fileName: 'big.txt', limit: 64 }),
      );
    });
  });

  it('ends a file that declares UTF-8 and is not in ERROR instead of reading mojibake', async () => {
    const xliff = Buffer.concat([
      Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><xliff version="1.2"><file original="a" source-language="en" datatype="plaintext"><body><trans-unit id="1"><source>Caf',
      ),
      Buffer.from([0xe9]),
      Buffer.from('</source></trans-unit></body></file></xliff>'),
    ]);
    await survives(async () => {
      expect(await importFailure('latin.xlf', new Blob([xliff]))).toBe(
        'The file declares UTF-8 but is not valid UTF-8. Choose its encoding in the import settings.',
      );
    });
  });

  it('ends a Word file whose picture fails its checksum in ERROR, naming the picture', async () => {
    // The worker reads a Word file by position: the picture is checked piece by piece (#14).
    const picture = crypto.randomBytes(3 * MB);
    const docx = writeZip([
      ...readZip(buildDocx(['A picture follows.'])),
      {
        name: 'word/media/image1.png',
        data: picture,
        raw: {
          method: 0,
          compressed: picture,
          crc32: 12_345,
          versionMadeBy: 20,
          externalAttributes: 0,
        },
      },
    ]);
    await survives(async () => {
      expect(await importFailure('picture.docx', new Blob([new Uint8Array(docx)]))).toBe(
        'Zip entry "word/media/image1.png" fails its checksum.',
      );
    });
  });

  it('refuses binary content as not a text file without echoing its bytes', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      Buffer.from('IHDR secret'),
    ]);
    await survives(async () => {
      expect(await importFailure('picture.txt', new Blob([png]))).toBe(
        'The file is not a text file: it holds binary content.',
      );
    });
  });
});

describe('the zips Tessera writes', () => {
  it('keep a rename pattern that climbs out of the archive inside it', async () => {
    const renaming = await createProject(pm, 'Climbing names', ['de'], {
      accessAndAutomationSettings: {
        setRenameCompletedFilesToEnabled: true,
        renameCompletedFilesTo: '../../../../tmp/{fileName}.{extension}',
      },
    });
    const created = await importJobs(
      pm,
      { projectUid: renaming.uid, targetLocales: ['de'] },
      { 'a.txt': encoder.encode('Hello'), 'b.txt': encoder.encode('World') },
    );
    const form = new URLSearchParams({ failOnWarnings: 'false' });
    for (const job of created.jobs) form.append('jobPart', String(job.id));
    const reply = await fetch(`${server.url}/api/job/getCompletedFiles`, {
      method: 'POST',
      headers: { cookie: pm.cookie, 'x-csrf-token': pm.csrfToken },
      body: form,
    });
    expect(reply.status).toBe(200);
    const names = readZip(new Uint8Array(await reply.arrayBuffer())).map((entry) => entry.name);
    expect(names.sort()).toEqual(['tmp/a.txt', 'tmp/b.txt']);
  });
});
