import { describe, expect, test } from 'vitest';
import {
  automationLocks,
  changedPreTranslate,
  preTranslateLocks,
  qualityLocks,
} from './dependentRules';
import { emptyForm, templateBaseline, withTemplate } from './projectForm';
import { changedFields } from './reviewDiff';
import { firstInvalidStep, stepErrors } from './validation';

const form = emptyForm();

describe('dependent controls', () => {
  test('job completion off clears and locks project completion', () => {
    const on = changedPreTranslate(form.preTranslateSettings, {
      completeJobsOncePretranslated: true,
      completeProjectOnceAllJobsPretranslated: true,
    });
    expect(preTranslateLocks(on).completeProjectOnceAllJobsPretranslated).toBe(false);
    const off = changedPreTranslate(on, { completeJobsOncePretranslated: false });
    expect(off.completeProjectOnceAllJobsPretranslated).toBe(false);
    expect(preTranslateLocks(off).completeProjectOnceAllJobsPretranslated).toBe(true);
  });

  test('TM threshold and engines follow their toggles', () => {
    const locks = preTranslateLocks({
      ...form.preTranslateSettings,
      useTranslationMemory: false,
      useMachineTranslation: false,
    });
    expect(locks).toMatchObject({ tmMatchThreshold: true, machineTranslationEngines: true });
    expect(preTranslateLocks(form.preTranslateSettings)).toMatchObject({
      tmMatchThreshold: false,
      machineTranslationEngines: false,
    });
  });

  test('quality sub-options need their parent check', () => {
    const defaults = qualityLocks(form.qualitySettings);
    expect(defaults).toMatchObject({
      allowUnapprovedTerms: false,
      includeWordsInAllCaps: false,
      overrideTargetSegmentsLongerThanXCharacters: true,
      targetSegmentsLongerThanXCharacters: true,
    });
    const overriding = qualityLocks({
      ...form.qualitySettings,
      terminology: false,
      spelling: false,
      overrideTargetLengthOptionsSetDuringJobCreation: true,
      overrideTargetSegmentsLongerThanXPercentOfSource: true,
    });
    expect(overriding).toMatchObject({
      allowUnapprovedTerms: true,
      includeCapitalizedWordsWhenIdenticalToSource: true,
      overrideTargetSegmentsLongerThanXCharacters: false,
      targetSegmentsLongerThanXCharacters: true,
      targetSegmentsLongerThanXPercentOfSource: false,
    });
  });

  test('automation statuses and the rename pattern follow their toggles', () => {
    const locks = automationLocks({
      ...form.accessAndAutomationSettings,
      setProjectToCompletedEnabled: false,
      setRenameCompletedFilesToEnabled: false,
    });
    expect(locks).toEqual({
      setProjectToAssignedJobStatus: false,
      setProjectToCompletedJobStatus: true,
      setProjectToCanceledJobStatus: false,
      renameCompletedFilesTo: true,
    });
  });
});

describe('validation', () => {
  test('a project needs a name and languages; a template its template name', () => {
    expect(stepErrors(0, form, 'create')).toEqual({
      name: 'The project name is required',
      sourceLocale: 'The source locale is required',
      targetLocales: 'Choose at least one target locale',
    });
    expect(stepErrors(0, form, 'templateCreate')).toEqual({
      projectTemplateName: 'The project template name is required',
    });
    const long = { ...form, name: 'x'.repeat(256), note: 'n'.repeat(8193) };
    expect(stepErrors(0, long, 'templateEdit')).toMatchObject({
      name: 'The project name must be less than 256 characters',
      note: 'The note must be less than 8193 characters',
    });
  });

  test('threshold and target lengths', () => {
    const threshold = (tmMatchThreshold: number) =>
      stepErrors(
        2,
        { ...form, preTranslateSettings: { ...form.preTranslateSettings, tmMatchThreshold } },
        'create',
      );
    expect(threshold(75)).toEqual({});
    expect(threshold(7.5)).toEqual({ tmMatchThreshold: 'Match threshold must be a whole number' });
    expect(threshold(102)).toEqual({
      tmMatchThreshold: 'Match threshold must be less than or equal to 101%',
    });
    expect(threshold(-1)).toEqual({
      tmMatchThreshold: 'Match threshold must be greater than or equal to 0%',
    });
    expect(threshold(Number.NaN)).toEqual({
      tmMatchThreshold: 'Match threshold must be a whole number',
    });
    const quality = {
      ...form.qualitySettings,
      overrideTargetSegmentsLongerThanXCharacters: true,
      targetSegmentsLongerThanXCharacters: 0,
      targetSegmentsLongerThanXPercentOfSource: 0,
    };
    expect(stepErrors(4, { ...form, qualitySettings: quality }, 'create')).toEqual({
      targetSegmentsLongerThanXCharacters: 'Must be greater than or equal to 1',
    });
  });

  test('finds the first step that blocks a jump', () => {
    const named = { ...form, name: 'P', sourceLocale: 'en', targetLocales: ['de'] };
    expect(firstInvalidStep(form, 'create', 0, 6)).toBe(0);
    expect(firstInvalidStep(named, 'create', 0, 6)).toBeNull();
    const badThreshold = {
      ...named,
      preTranslateSettings: { ...named.preTranslateSettings, tmMatchThreshold: 200 },
    };
    expect(firstInvalidStep(badThreshold, 'create', 0, 6)).toBe(2);
  });
});

describe('review', () => {
  test('lists only the changed values, step by step', () => {
    const changed = {
      ...form,
      name: 'Spring',
      targetLocales: ['de', 'fr'],
      machineTranslateSettingsId: 3,
      qualitySettings: { ...form.qualitySettings, spelling: false },
    };
    expect(changedFields(form, changed).map(({ step, key, after }) => [step, key, after])).toEqual([
      [0, 'name', 'Spring'],
      [0, 'targetLocales', ['de', 'fr']],
      [2, 'machineTranslateSettingsId', 3],
      [4, 'spelling', false],
    ]);
    expect(changedFields(form, { ...form })).toEqual([]);
  });

  test('a project from a template with nothing touched changes only the template choice', () => {
    const template = {
      ...form,
      projectTemplateName: 'Docs',
      name: 'Docs',
      sourceLocale: 'en',
      targetLocales: ['de', 'fr'],
      ownerId: null,
      sourceSegmentationRuleId: null,
      targetSegmentationRuleId: null,
      targetLength: false,
      targetLengthMax: 1000,
      targetLengthPercent: false,
      targetLengthPercentValue: 130,
      // The server keeps a None per target locale even with per-locale engines off.
      perLocaleMachineTranslateSettingsIds: { de: null, fr: null },
      preTranslateSettings: { ...form.preTranslateSettings, tmMatchThreshold: 80 },
    };
    const started = withTemplate(form, 4, template);
    const changes = changedFields(templateBaseline(form, 4, template), started);
    expect(changes.map(({ step, key }) => [step, key])).toEqual([[0, 'projectTemplateId']]);
    const touched = { ...started, name: 'Docs for Acme' };
    expect(changedFields(templateBaseline(form, 4, template), touched).map((c) => c.key)).toEqual([
      'projectTemplateId',
      'name',
    ]);
  });

  test('engines per locale are a change only when per-locale translation is on and one is set', () => {
    const nones = { ...form, perLocaleMachineTranslateSettingsIds: { de: null } };
    expect(changedFields(form, nones)).toEqual([]);
    const perLocale = { ...nones, perLocaleMachineTranslation: true };
    expect(changedFields(form, perLocale).map((change) => change.key)).toEqual([
      'perLocaleMachineTranslation',
    ]);
    const chosen = { ...perLocale, perLocaleMachineTranslateSettingsIds: { de: 2 } };
    expect(changedFields(form, chosen).map((change) => change.key)).toEqual([
      'perLocaleMachineTranslation',
      'perLocaleMachineTranslateSettingsIds',
    ]);
  });
});
