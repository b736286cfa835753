import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccessAndAutomationSettings,
  AnalysisSettings,
  PreTranslateSettings,
  projectMessages,
  QualitySettings,
  type Project,
} from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import type { ErrorReply } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
const ids = {
  acme: 0,
  marketing: 0,
  cc100: 0,
  legal: 0,
  website: 0,
  translation: 0,
  revision: 0,
  scoring: 0,
  offline: 0,
};

type Named = 'clients' | 'business_units' | 'cost_centers' | 'subjects' | 'media_types';
async function lookupId(table: Named | 'workflow_steps' | 'mt_settings', name: string) {
  const row = await server.ctx.db.kysely
    .selectFrom(table)
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

const minimal = { name: 'Website', sourceLocale: 'en', targetLocales: ['de', 'fr'] };
const create = (body: object = minimal) => pm.post<Project>('/api/project', body);
const fieldErrors = (body: unknown) =>
  (body as ErrorReply).errors?.map(({ field, message }) => ({ field, message }));

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  Object.assign(ids, {
    acme: await lookupId('clients', 'Acme Corporation'),
    marketing: await lookupId('business_units', 'Marketing'),
    cc100: await lookupId('cost_centers', 'CC-100 Localization'),
    legal: await lookupId('subjects', 'Legal'),
    website: await lookupId('media_types', 'Website'),
    translation: await lookupId('workflow_steps', 'Translation'),
    revision: await lookupId('workflow_steps', 'Revision'),
    scoring: await lookupId('workflow_steps', 'Scoring'),
    offline: await lookupId('mt_settings', 'DeepL API'),
  });
});
afterAll(() => server.close());

describe('creating a project', () => {
  it('answers 201 with the project, its defaults and a per-organization internal id', async () => {
    const before = server.clock.now().getTime();
    const first = await create();
    const second = await create({ ...minimal, name: 'Second' });
    expect(first.status).toBe(201);
    const project = first.body;
    expect(project.uid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.body.internalId).toBe(project.internalId + 1);
    expect(project).toMatchObject({
      name: 'Website',
      status: 'NEW',
      sourceLang: 'en',
      targetLangs: ['de', 'fr'],
      note: null,
      dateDue: null,
      owner: { userName: 'pm' },
      createdBy: { userName: 'pm', organizationName: 'Demo' },
      progress: { finishedCount: 0, totalCount: 0 },
      shared: false,
      vendorNames: [],
      workflowSteps: [],
      jobCreationAllowed: true,
      autoRecycleDate: null,
      client: null,
      buyer: null,
      projectTemplateId: null,
      projectTemplateName: null,
      machineTranslateSettingsId: ids.offline,
      perLocaleMachineTranslation: false,
      perLocaleMachineTranslateSettingsIds: {},
      allowLinguistsToDownloadTranslationJobs: true,
    });
    const retention = Date.parse(project.autoDeletionDateTime) - Date.parse(project.dateCreated);
    expect(retention).toBe(365 * 86_400_000);
    expect(Date.parse(project.dateCreated)).toBeGreaterThanOrEqual(before);
    expect(project.preTranslateSettings).toEqual(PreTranslateSettings.parse({}));
    expect(project.analysisSettings).toEqual(AnalysisSettings.parse({}));
    expect(project.qualitySettings).toEqual(QualitySettings.parse({}));
    expect(project.accessAndAutomationSettings).toEqual(AccessAndAutomationSettings.parse({}));
  });

  it('uses the defaults of spec 000 section 3 and spec 001 section 5', async () => {
    const { body } = await create();
    expect(body.preTranslateSettings).toMatchObject({
      useTranslationMemory: true,
      tmMatchThreshold: 75,
      useMachineTranslation: true,
      automaticallyPretranslate: true,
      confirm100Match: false,
      contextType: 'PREV_AND_NEXT_SEGMENT',
      pseudoTranslateReplacement: '$',
      pseudoTranslatePrefix: '',
      pseudoTranslateSuffix: '',
      pseudoTranslateLength: 1,
    });
    expect(body.analysisSettings).toMatchObject({
      analysisType: 'PreAnalyse',
      includeInternalFuzzies: true,
      countUnitsIn: 'SOURCE',
    });
    expect(body.qualitySettings).toMatchObject({
      emptyTargets: true,
      unresolvedComments: true,
      customForbiddenTerms: '',
      overrideTargetSegmentsLongerThanXCharacters: false,
      targetSegmentsLongerThanXCharacters: 10000,
      targetSegmentsLongerThanXPercentOfSource: 130,
    });
    expect(body.accessAndAutomationSettings).toMatchObject({
      setProjectToAssignedJobStatus: 'EMAILED',
      setProjectToCompletedJobStatus: 'COMPLETED',
      renameCompletedFilesTo:
        '{path}/{fileName}_{sourceLang}_{targetLang}_{workflow}_{status}.{extension}',
      notifyWhenPreviousStepIs: 'COMPLETED',
    });
  });

  it('stores every field and returns exactly what was saved', async () => {
    const settings = {
      preTranslateSettings: {
        ...PreTranslateSettings.parse({}),
        tmMatchThreshold: 101,
        contextType: 'SEGMENT_KEY',
        pseudoTranslateReplacement: '#',
        pseudoTranslateLength: 1.3,
      },
      analysisSettings: { ...AnalysisSettings.parse({}), countUnitsIn: 'TARGET' },
      qualitySettings: { ...QualitySettings.parse({}), spelling: false },
      accessAndAutomationSettings: {
        ...AccessAndAutomationSettings.parse({}),
        renameCompletedFilesTo: '{fileName}-{targetLang}.{extension}',
        setProjectToCompletedJobStatus: 'DELIVERED',
      },
    };
    const created = await create({
      ...minimal,
      ...settings,
      note: 'Brand voice: friendly',
      dueDateTime: '2031-05-01T10:00:00+02:00',
      clientId: ids.acme,
      businessUnitId: ids.marketing,
      costCenterId: ids.cc100,
      subject: ids.legal,
      mediaType: ids.website,
      workflowStepIds: [ids.revision, ids.translation],
      machineTranslateSettingsId: null,
      perLocaleMachineTranslation: true,
      perLocaleMachineTranslateSettingsIds: JSON.stringify({ de: ids.offline, ja: ids.offline }),
    });
    expect(created.status).toBe(201);
    const { body } = await pm.get<Project>(`/api/project?uid=${created.body.uid}`);
    expect(body).toMatchObject({
      ...settings,
      note: 'Brand voice: friendly',
      dateDue: '2031-05-01T08:00:00.000Z',
      client: { id: ids.acme, name: 'Acme Corporation' },
      businessUnit: { id: ids.marketing, name: 'Marketing' },
      costCenter: { id: ids.cc100, name: 'CC-100 Localization' },
      subject: { id: ids.legal, name: 'Legal' },
      mediaType: { id: ids.website, name: 'Website' },
      machineTranslateSettingsId: null,
      perLocaleMachineTranslation: true,
      perLocaleMachineTranslateSettingsIds: { de: ids.offline },
      workflowSteps: [
        { id: ids.translation, level: 1, name: 'Translation', type: 'TRANSLATION' },
        { id: ids.revision, level: 2, name: 'Revision', type: 'REVISION' },
      ],
    });
    expect(body).toEqual(created.body);
  });

  it('normalises forbidden terms, drops unknown steps and stores an empty note as absent', async () => {
    const { body } = await create({
      ...minimal,
      note: '   ',
      workflowStepIds: [ids.translation, 999_999],
      qualitySettings: { customForbiddenTerms: ' cheap,, free , ,bargain,' },
    });
    expect(body.note).toBeNull();
    expect(body.workflowSteps.map((step) => step.id)).toEqual([ids.translation]);
    expect(body.qualitySettings.customForbiddenTerms).toBe('cheap,free,bargain');
  });
});

describe('validation of spec 000 section 5', () => {
  it.each([
    [{ ...minimal, name: undefined }, 'name', projectMessages.nameRequired],
    [{ ...minimal, name: '  ' }, 'name', projectMessages.nameRequired],
    [{ ...minimal, name: 'x'.repeat(256) }, 'name', projectMessages.nameTooLong],
    [{ ...minimal, note: 'x'.repeat(8193) }, 'note', projectMessages.noteTooLong],
    [{ ...minimal, sourceLocale: '' }, 'sourceLocale', projectMessages.sourceLocaleRequired],
    [{ ...minimal, targetLocales: [] }, 'targetLocales', projectMessages.targetLocalesRequired],
    [
      { ...minimal, preTranslateSettings: { tmMatchThreshold: 75.5 } },
      'preTranslateSettings.tmMatchThreshold',
      projectMessages.thresholdWhole,
    ],
    [
      { ...minimal, preTranslateSettings: { tmMatchThreshold: 102 } },
      'preTranslateSettings.tmMatchThreshold',
      projectMessages.thresholdMax,
    ],
    [
      { ...minimal, preTranslateSettings: { tmMatchThreshold: -1 } },
      'preTranslateSettings.tmMatchThreshold',
      projectMessages.thresholdMin,
    ],
    [
      { ...minimal, preTranslateSettings: { pseudoTranslateLength: 2.1 } },
      'preTranslateSettings.pseudoTranslateLength',
      projectMessages.pseudoLengthMax,
    ],
    [
      { ...minimal, preTranslateSettings: { pseudoTranslateLength: -0.1 } },
      'preTranslateSettings.pseudoTranslateLength',
      projectMessages.pseudoLengthMin,
    ],
    [
      {
        ...minimal,
        qualitySettings: {
          overrideTargetSegmentsLongerThanXCharacters: true,
          targetSegmentsLongerThanXCharacters: 0,
        },
      },
      'qualitySettings.targetSegmentsLongerThanXCharacters',
      projectMessages.lengthCharsMin,
    ],
    [
      {
        ...minimal,
        qualitySettings: {
          overrideTargetSegmentsLongerThanXPercentOfSource: true,
          targetSegmentsLongerThanXPercentOfSource: 0.5,
        },
      },
      'qualitySettings.targetSegmentsLongerThanXPercentOfSource',
      projectMessages.lengthPercentMin,
    ],
  ])('refuses %# with the spec message', async (body, field, message) => {
    const reply = await create(body);
    expect(reply.status).toBe(400);
    expect(fieldErrors(reply.body)).toEqual([{ field, message }]);
    expect((reply.body as unknown as ErrorReply).errorDescription).toBe(message);
  });

  it('accepts a length below 1 while its override is off', async () => {
    const reply = await create({
      ...minimal,
      qualitySettings: { targetSegmentsLongerThanXCharacters: 0 },
    });
    expect(reply.status).toBe(201);
  });

  it('names every bad reference, and refuses languages the organization does not use', async () => {
    const reply = await create({
      ...minimal,
      sourceLocale: 'fi',
      targetLocales: ['de', 'sw'],
      clientId: 999_999,
      costCenterId: 999_999,
      businessUnitId: 999_999,
      subject: 999_999,
      mediaType: 999_999,
      machineTranslateSettingsId: 999_999,
      ownerId: 999_999,
    });
    expect(reply.status).toBe(400);
    expect(fieldErrors(reply.body)).toEqual([
      { field: 'sourceLocale', message: 'The language fi is not active in your organization.' },
      { field: 'targetLocales', message: 'The language sw is not active in your organization.' },
      { field: 'clientId', message: 'The selected client does not exist in your organization.' },
      {
        field: 'costCenterId',
        message: 'The selected cost center does not exist in your organization.',
      },
      {
        field: 'businessUnitId',
        message: 'The selected business unit does not exist in your organization.',
      },
      { field: 'subject', message: 'The selected subject does not exist in your organization.' },
      {
        field: 'mediaType',
        message: 'The selected media type does not exist in your organization.',
      },
      {
        field: 'machineTranslateSettingsId',
        message: 'The selected machine translation settings does not exist in your organization.',
      },
      { field: 'ownerId', message: 'The selected owner does not exist in your organization.' },
    ]);
  });

  it('gives the owner only to administrators and project managers', async () => {
    const linguist = await server.ctx.db.kysely
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'linguist')
      .executeTakeFirstOrThrow();
    const reply = await create({ ...minimal, ownerId: linguist.id });
    expect(fieldErrors(reply.body)).toEqual([
      { field: 'ownerId', message: 'The owner must be an administrator or a project manager.' },
    ]);
  });

  it('takes scoring models only on scoring steps and only of the organization', async () => {
    const now = server.clock.now().toISOString();
    const model = await server.ctx.db.kysely
      .insertInto('scoring_models')
      .values({
        organization_id: (
          await server.ctx.db.kysely
            .selectFrom('organizations')
            .select('id')
            .executeTakeFirstOrThrow()
        ).id,
        name: 'LQA',
        version: 1,
        threshold: 90,
        definition: '{}',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const onRevision = await create({
      ...minimal,
      workflowStepIds: [ids.revision],
      scoringModelIdsByWorkflowStepId: { [ids.revision]: model.id },
    });
    expect(fieldErrors(onRevision.body)).toEqual([
      {
        field: 'scoringModelIdsByWorkflowStepId',
        message: 'Only scoring workflow steps can have a scoring model.',
      },
    ]);
    const unknown = await create({
      ...minimal,
      workflowStepIds: [ids.scoring],
      scoringModelIdsByWorkflowStepId: { [ids.scoring]: 999_999 },
    });
    expect(fieldErrors(unknown.body)?.[0]?.field).toBe('scoringModelIdsByWorkflowStepId');
    const good = await create({
      ...minimal,
      workflowStepIds: [ids.translation, ids.scoring],
      scoringModelIdsByWorkflowStepId: { [ids.scoring]: model.id, [ids.revision]: model.id },
    });
    expect(good.status).toBe(201);
    expect(good.body.scoringModelIdsByWorkflowStepId).toEqual({ [ids.scoring]: model.id });
  });
});
