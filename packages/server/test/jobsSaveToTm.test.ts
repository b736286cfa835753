import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, type Project, type TmUnitPage } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import { filterForFormat } from '@tessera/filters';
import { fixture } from './tmHelpers.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;
const tm = { writer: 0, reader: 0 };

const encode = (text: string) => new TextEncoder().encode(text);
const xliff12 = encode(
  `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n` +
    `<file original="a" source-language="en" target-language="de"><body>\n` +
    '<trans-unit id="1" resname="save"><source>Save</source><target state="final">Speichern</target></trans-unit>\n' +
    '<trans-unit id="2"><source>Cancel</source><target state="needs-review-translation">Abbruch</target></trans-unit>\n' +
    '<trans-unit id="3"><source>Close the window</source><target state="final">Fenster schließen</target></trans-unit>\n' +
    '<trans-unit id="4"><source>Open</source></trans-unit>\n' +
    `</body></file></xliff>\n`,
);
const xliff20 = encode(
  `<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">\n` +
    `<file id="f1">\n` +
    '<unit id="u1"><segment state="final"><source>Print</source><target>Drucken</target></segment></unit>\n' +
    '<unit id="u2"><segment state="translated"><source>Share</source><target>Teilen</target></segment></unit>\n' +
    `</file></xliff>\n`,
);
const ttx = encode(
  `<?xml version='1.0' encoding='UTF-8'?><TRADOStag Version="2.0"><FrontMatter>` +
    '<UserSettings DataType="HTML" SourceLanguage="EN-US" TargetLanguage="DE-DE"></UserSettings></FrontMatter><Body><Raw>\n' +
    '<ut Style="external">&lt;p&gt;</ut><Tu MatchPercent="100"><Tuv Lang="EN-US">Export</Tuv><Tuv Lang="DE-DE">Exportieren</Tuv></Tu><ut Style="external">&lt;/p&gt;</ut>\n' +
    '<ut Style="external">&lt;p&gt;</ut><Tu MatchPercent="85" Origin="tm"><Tuv Lang="EN-US">Import</Tuv><Tuv Lang="DE-DE">Importiere</Tuv></Tu><ut Style="external">&lt;/p&gt;</ut>\n' +
    '</Raw></Body></TRADOStag>\n',
);

async function importJob(
  importSettings: object,
  name: string,
  file: Uint8Array,
  into: Project = project,
) {
  await importJobs(
    pm,
    { projectUid: into.uid, targetLocales: ['de'], importSettings },
    { [name]: file },
  );
}

const unitsOf = async (id: number) => {
  const reply = await pm.get<TmUnitPage>(`/api/transMemory/units?id=${id}&pageSize=50`);
  expect(reply.status).toBe(200);
  return reply.body.units
    .map((unit) => [unit.source, unit.target, unit.targetLang, unit.contextKey])
    .sort();
};

const xliff12On = {
  xlfConfirmSegmentWhenRules: 'state=final',
  xlfSaveConfirmedSegmentsToTMOnImport: true,
};
const savedFrom12 = [
  ['Close the window', 'Fenster schließen', 'de', '3'],
  ['Save', 'Speichern', 'de', 'save'],
];

const createTm = async (name: string) =>
  (
    await pm.post<{ id: number }>('/api/transMemory', {
      name,
      sourceLang: 'en',
      targetLangs: ['de'],
    })
  ).body.id;

// setTransMemories is a GET that changes data: the client sends the CSRF token as on a POST.
async function assignTms(
  to: Project,
  memories: { read: number[]; write: number[]; workflowStep?: number },
) {
  const params = new URLSearchParams({ project: to.uid, targetLang: 'de' });
  for (const id of memories.read) params.append('readTransMemory', String(id));
  for (const id of memories.write) params.append('writeTransMemory', String(id));
  if (memories.workflowStep) params.append('workflowStep', String(memories.workflowStep));
  const assigned = await pm.request(
    'GET',
    `/web/api/v2/project/setTransMemories?${params.toString()}`,
    undefined,
    { [CSRF_HEADER]: pm.csrfToken },
  );
  expect(assigned.status, assigned.text).toBe(200);
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  tm.writer = await createTm('Confirmed on import');
  tm.reader = await createTm('Read only');
  project = await createProject(pm, 'Save confirmed segments');
  await assignTms(project, { read: [tm.writer, tm.reader], write: [tm.writer] });
});
afterAll(() => server.close());

describe('saving confirmed XLIFF segments to translation memories on import', () => {
  it('writes nothing while the setting is off', async () => {
    await importJob({ xlfConfirmSegmentWhenRules: 'state=final' }, 'off.xlf', xliff12);
    expect(await unitsOf(tm.writer)).toEqual([]);
  });

  it('writes the confirmed XLIFF 1.2 segments into the write memory only', async () => {
    await importJob(xliff12On, 'app.xlf', xliff12);
    expect(await unitsOf(tm.writer)).toEqual(savedFrom12);
    expect(await unitsOf(tm.reader)).toEqual([]);
  });

  it('adds no duplicates when the same file is imported again', async () => {
    await importJob(xliff12On, 'again.xlf', xliff12);
    expect(await unitsOf(tm.writer)).toEqual(savedFrom12);
  });

  it('writes the confirmed XLIFF 2.0 segments with xlf2SaveConfirmedSegmentsToTMOnImport', async () => {
    const settings = {
      fileFormat: 'xliff20',
      xlf2ConfirmSegmentWhenRules: 'state=final',
      xlf2SaveConfirmedSegmentsToTMOnImport: true,
    };
    await importJob(settings, 'app2.xlf', xliff20);
    expect(await unitsOf(tm.writer)).toEqual(
      [...savedFrom12, ['Print', 'Drucken', 'de', 'u1']].sort(),
    );
    expect(await unitsOf(tm.reader)).toEqual([]);
  });

  it('writes the 100% and manual TTX units with ttxSaveConfirmedSegments, not the fuzzy ones', async () => {
    await importJob({ ttxSaveConfirmedSegments: false }, 'off.ttx', ttx);
    const before = await unitsOf(tm.writer);
    await importJob({ ttxSaveConfirmedSegments: true }, 'help.ttx', ttx);
    expect(await unitsOf(tm.writer)).toEqual(
      [...before, ['Export', 'Exportieren', 'de', '']].sort(),
    );
  });

  it('writes the SDL XLIFF segments Studio confirmed with sdlXlfSaveConfirmedSegments', async () => {
    const manual = new Uint8Array(fixture('sdlxliff/manual.sdlxliff'));
    const before = await unitsOf(tm.writer);
    await importJob({ sdlXlfSaveConfirmedSegments: true }, 'manual.sdlxliff', manual);
    const { units } = await filterForFormat('sdlxliff')!.parse(manual, {});
    const confirmed = units.filter((unit) => unit.confirmed && unit.target);
    expect(confirmed.length).toBeGreaterThan(0);
    expect(await unitsOf(tm.writer)).toEqual(
      [...before, ...confirmed.map((unit) => [unit.source, unit.target, 'de', unit.key])].sort(),
    );
  });

  it('writes into the memories of the job’s first workflow step', async () => {
    const translation = await server.ctx.db.kysely
      .selectFrom('workflow_steps')
      .select('id')
      .where('name', '=', 'Translation')
      .executeTakeFirstOrThrow();
    const byDefault = await createTm('Default step');
    const ofStep = await createTm('Translation step');
    const withSteps = await createProject(pm, 'With a workflow', ['de'], {
      workflowStepIds: [translation.id],
    });
    await assignTms(withSteps, { read: [byDefault], write: [byDefault] });
    await assignTms(withSteps, { read: [ofStep], write: [ofStep], workflowStep: translation.id });
    await importJob(xliff12On, 'steps.xlf', xliff12, withSteps);
    expect(await unitsOf(ofStep)).toEqual(savedFrom12);
    expect(await unitsOf(byDefault)).toEqual([]);
  });
});
