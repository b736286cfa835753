import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  format,
  POST_MORTEM_VENDOR_NAME,
  scoringMessages,
  type ImportedScoringModel,
  type SampledQaMappings,
  type ScoringModelDefinition,
  type ScoringModelSummary,
} from '@tessera/contracts';
import { readZip, writeXlsxTable, writeZip, type XlsxCell } from '@tessera/filters';
import { startServer, type ApiClient, type TestServer } from './harness.js';

const docs = path.resolve(import.meta.dirname, '../../../docs/scoring');
const sampleModel = fs.readFileSync(path.join(docs, 'sample-scoring-model.xlsx'));
const sampleMapping = fs.readFileSync(path.join(docs, 'sample-template-mapping.xlsx'));

function form(field: string, fileName: string, bytes: Uint8Array) {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  return body;
}
const modelForm = (bytes: Uint8Array, fileName = 'model.xlsx') =>
  form('scoringFileName', fileName, bytes);
const mappingForm = (bytes: Uint8Array, fileName = 'mapping.xlsx') =>
  form('mappingsFileName', fileName, bytes);
const workbook = (rows: XlsxCell[][]) => writeXlsxTable('Sheet1', rows);

function fieldMessage(body: unknown): string | undefined {
  return (body as { errors?: Array<{ message: string }> }).errors?.[0]?.message;
}

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = await server.as('admin');
});
afterAll(() => server.close());

async function models(): Promise<ScoringModelSummary[]> {
  return (await admin.get<ScoringModelSummary[]>('/api/scoring/getAllScoringModels')).body;
}

async function definitionOf(id: number): Promise<ScoringModelDefinition> {
  const row = await server.ctx.db.kysely
    .selectFrom('scoring_models')
    .select('definition')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.definition) as ScoringModelDefinition;
}

describe('scoring model import', () => {
  it('imports the sample workbook of docs/scoring with its severities and categories', async () => {
    const reply = await admin.post<ImportedScoringModel>(
      '/api/scoring/updateScoringModel',
      modelForm(sampleModel, 'sample-scoring-model.xlsx'),
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ name: 'Tessera MQM', version: 1 });
    expect(await models()).toContainEqual({
      id: reply.body.id,
      name: 'Tessera MQM',
      version: 1,
      threshold: 98,
    });
    const definition = await definitionOf(reply.body.id);
    expect(definition.unitWords).toBe(1000);
    expect(definition.severities).toEqual([
      { name: 'Neutral', weight: 0 },
      { name: 'Minor', weight: 1 },
      { name: 'Major', weight: 5 },
      { name: 'Critical', weight: 25 },
    ]);
    expect(definition.categories.map((category) => category.name)).toEqual([
      'Accuracy',
      'Fluency',
      'Terminology',
      'Style',
      'Locale convention',
      'Design and markup',
      'Verity',
    ]);
    expect(definition.categories[0]?.subcategories).toContain('Mistranslation');
  });

  it('keeps each version of a name: the next one without a Version row, a taken one refused', async () => {
    const rows: XlsxCell[][] = [
      ['Name', 'Agency LQA'],
      ['Pass threshold (%)', '95'],
      [],
      ['Severity', 'Weight'],
      ['Minor', 1],
      ['Major', 10],
    ];
    const first = await admin.post<ImportedScoringModel>(
      '/api/scoring/updateScoringModel',
      modelForm(workbook(rows)),
    );
    expect(first.body).toMatchObject({ name: 'Agency LQA', version: 1 });
    const second = await admin.post<ImportedScoringModel>(
      '/api/scoring/updateScoringModel',
      modelForm(workbook([...rows.slice(0, 1), ['Pass threshold (%)', 97], ...rows.slice(2)])),
    );
    expect(second.body).toMatchObject({ name: 'Agency LQA', version: 2 });
    const agency = (await models()).filter((model) => model.name === 'Agency LQA');
    expect(agency.map((model) => [model.version, model.threshold])).toEqual([
      [1, 95],
      [2, 97],
    ]);
    // Without a Category section the model gets MQM Core's typology, unit 1,000 words.
    const definition = await definitionOf(second.body.id);
    expect(definition).toMatchObject({
      unitWords: 1000,
      severities: [{ name: 'Minor' }, { name: 'Major' }],
    });
    expect(definition.categories).toHaveLength(7);

    const taken = await admin.post(
      '/api/scoring/updateScoringModel',
      modelForm(
        workbook(
          [...rows, ['Version', 2]].filter(
            (row) => row[0] !== 'Severity' && row[0] !== 'Minor' && row[0] !== 'Major',
          ),
        ),
      ),
    );
    expect(taken.status).toBe(400);
    expect(fieldMessage(taken.body)).toBe(
      format(scoringMessages.versionExists, { name: 'Agency LQA', version: 2 }),
    );
  });

  it('refuses a workbook that says something wrong, naming the row, and keeps nothing', async () => {
    const before = await models();
    const cases: Array<[XlsxCell[][], string]> = [
      [[['Pass threshold (%)', 90]], scoringMessages.nameMissing],
      [[['Name', 'X']], scoringMessages.thresholdMissing],
      [
        [
          ['Name', 'X'],
          ['Pass threshold (%)', 101],
        ],
        format(scoringMessages.thresholdInvalid, { row: 2 }),
      ],
      [
        [
          ['Name', 'X'],
          ['Pass threshold (%)', 90],
          ['Version', '1.5'],
        ],
        format(scoringMessages.versionInvalid, { row: 3 }),
      ],
      [
        [
          ['Name', 'X'],
          ['Threshold', 90],
        ],
        format(scoringMessages.unknownLabel, { label: 'Threshold', row: 2 }),
      ],
      [
        [
          ['Name', 'X'],
          ['Pass threshold (%)', 90],
          ['Severity', 'Weight'],
          ['Minor', 'heavy'],
        ],
        format(scoringMessages.weightInvalid, { severity: 'Minor', row: 4 }),
      ],
      [
        [
          ['Name', 'X'],
          ['Pass threshold (%)', 90],
          ['Severity', 'Weight'],
          ['Minor', 1],
          ['minor', 2],
        ],
        format(scoringMessages.severityTwice, { severity: 'minor', row: 5 }),
      ],
      [
        [
          ['Name', 'X'],
          ['Pass threshold (%)', 90],
          ['Severity', 'Weight'],
          ['Neutral', 0],
        ],
        scoringMessages.noPenalty,
      ],
      [
        [
          ['Name', 'X'],
          ['Pass threshold (%)', 90],
          ['Category', 'Subcategory'],
          ['Accuracy', 'Omission'],
          ['Accuracy', 'Omission'],
        ],
        format(scoringMessages.subcategoryTwice, {
          category: 'Accuracy',
          subcategory: 'Omission',
          row: 5,
        }),
      ],
    ];
    for (const [rows, message] of cases) {
      const reply = await admin.post('/api/scoring/updateScoringModel', modelForm(workbook(rows)));
      expect(reply.status, message).toBe(400);
      expect(fieldMessage(reply.body)).toBe(message);
    }
    expect(await models()).toEqual(before);
  });

  it('refuses a missing file, another type, a broken workbook and a zip bomb', async () => {
    const missing = await admin.post('/api/scoring/updateScoringModel', new FormData());
    expect(fieldMessage(missing.body)).toBe(scoringMessages.modelFileRequired);
    const csv = await admin.post(
      '/api/scoring/updateScoringModel',
      modelForm(new TextEncoder().encode('Name,X'), 'model.csv'),
    );
    expect(fieldMessage(csv.body)).toBe(scoringMessages.xlsxOnly);
    const broken = await admin.post(
      '/api/scoring/updateScoringModel',
      modelForm(new TextEncoder().encode('not a zip at all')),
    );
    expect(broken.status).toBe(400);
    expect(fieldMessage(broken.body)).toBe('The file is not an XLSX workbook.');
    const oversized = await admin.post(
      '/api/scoring/updateScoringModel',
      modelForm(new Uint8Array(6 * 1024 * 1024)),
    );
    expect(oversized.status).toBe(413);
    expect(fieldMessage(oversized.body)).toBe(
      format(scoringMessages.fileTooLarge, { limit: '5 MB' }),
    );
    // 60 MB of zeros packed into a few kilobytes beside the sample's parts.
    const bomb = writeZip([
      ...readZip(sampleModel),
      { name: 'xl/media/padding.bin', data: new Uint8Array(60 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    const refused = await admin.post('/api/scoring/updateScoringModel', modelForm(bomb));
    expect(refused.status).toBe(400);
    expect(fieldMessage(refused.body)).toMatch(/unpack|larger|limit/i);
  });

  it('is for administrators, and each organization sees only its own models', async () => {
    const pm = await server.as('pm');
    const refused = await pm.post('/api/scoring/updateScoringModel', modelForm(sampleModel));
    expect(refused.status).toBe(403);
    expect((await pm.get<ScoringModelSummary[]>('/api/scoring/getAllScoringModels')).status).toBe(
      200,
    );
    const anonymous = await server
      .anonymous()
      .post('/api/scoring/updateScoringModel', modelForm(sampleModel));
    expect(anonymous.status).toBe(401);
  });
});

describe('template mapping import', () => {
  it('needs Sampled Post-Delivery QA enabled', async () => {
    await admin.put('/api/postMortemScoringSettings', { enablePostMortemScoring: false });
    const reply = await admin.post(
      '/api/scoring/importSampledQAMappings',
      mappingForm(sampleMapping),
    );
    expect(reply.status).toBe(400);
    expect(fieldMessage(reply.body)).toBe(scoringMessages.postMortemDisabled);
  });

  it('maps the sample file’s template to the model, and replaces the mapping all or nothing', async () => {
    await admin.post('/api/setup/vendors', { name: POST_MORTEM_VENDOR_NAME });
    expect(
      (await admin.put('/api/postMortemScoringSettings', { enablePostMortemScoring: true })).body,
    ).toEqual({ enabled: true });
    const template = await admin.post<{ id: number }>('/api/v2/projectTemplate', {
      projectTemplateName: 'Marketing DE',
    });
    expect(template.status, template.text).toBe(201);
    const reply = await admin.post<SampledQaMappings>(
      '/api/scoring/importSampledQAMappings',
      mappingForm(sampleMapping, 'sample-template-mapping.xlsx'),
    );
    expect(reply.status, reply.text).toBe(200);
    const tessera = (await models()).find((model) => model.name === 'Tessera MQM');
    const mapped = {
      projectTemplateId: template.body.id,
      projectTemplateName: 'Marketing DE',
      scoringModelId: tessera?.id,
      scoringModelName: 'Tessera MQM',
      scoringModelVersion: 1,
    };
    expect(reply.body).toEqual({ mappings: [mapped] });

    const unknown = await admin.post(
      '/api/scoring/importSampledQAMappings',
      mappingForm(
        workbook([
          ['Scoring model', 'Project template'],
          ['Agency LQA', 'Marketing DE'],
          ['Agency LQA', 'Legal FR'],
        ]),
      ),
    );
    expect(fieldMessage(unknown.body)).toBe(
      format(scoringMessages.unknownTemplate, { name: 'Legal FR', row: 3 }),
    );
    const noVersion = await admin.post(
      '/api/scoring/importSampledQAMappings',
      mappingForm(
        workbook([
          ['Project template', 'Scoring model', 'Version'],
          ['Marketing DE', 'Agency LQA', 7],
        ]),
      ),
    );
    expect(fieldMessage(noVersion.body)).toBe(
      format(scoringMessages.unknownModelVersion, { name: 'Agency LQA', version: 7, row: 2 }),
    );
    const header = await admin.post(
      '/api/scoring/importSampledQAMappings',
      mappingForm(workbook([['Template', 'Model']])),
    );
    expect(fieldMessage(header.body)).toBe(scoringMessages.mappingHeaderMissing);
    expect((await admin.get('/api/scoring/sampledQAMappings')).body).toEqual({
      mappings: [mapped],
    });

    // Without a version the latest one is mapped.
    const latest = await admin.post<SampledQaMappings>(
      '/api/scoring/importSampledQAMappings',
      mappingForm(
        workbook([
          ['Project template', 'Scoring model'],
          ['Marketing DE', 'Agency LQA'],
        ]),
      ),
    );
    expect(latest.body.mappings).toEqual([
      expect.objectContaining({ scoringModelName: 'Agency LQA', scoringModelVersion: 2 }),
    ]);
    const pm = await server.as('pm');
    expect((await pm.get('/api/scoring/sampledQAMappings')).status).toBe(403);
  });
});
