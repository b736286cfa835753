import { describe, expect, test } from 'vitest';
import {
  PreTranslateRequest,
  PreTranslateSettings,
  preTranslateMessages,
} from '@tessera/contracts';
import {
  effectiveForm,
  initialPreTranslateForm,
  preTranslateRequest,
  thresholdError,
} from './preTranslateForm';

const selection = { projectUid: 'p1', jobPartIds: [4, 9], level: 1, selectAllOnServer: false };
const project = PreTranslateSettings.parse({
  tmMatchThreshold: 85,
  useMachineTranslation: true,
  confirm100Match: true,
  lock101Match: true,
  overwriteExistingTranslationsWithPretranslation: true,
  completeJobsOncePretranslated: true,
});

describe('pre-translate form', () => {
  test('starts with the defaults of spec 001 and sends the threshold divided by 100', () => {
    const form = initialPreTranslateForm();
    expect(form.translationMemoryThreshold).toBe('70');
    const request = PreTranslateRequest.parse(preTranslateRequest(selection, form));
    expect(request).toEqual({
      ...selection,
      useTranslationMemory: true,
      translationMemoryThreshold: 0.7,
      useMachineTranslation: false,
      insertMachineTranslationIntoTarget: true,
      preTranslateNonTranslatables: false,
      confirmNonTranslatables: false,
      confirm100Matches: false,
      confirm101Matches: false,
      lock100Matches: false,
      lock101Matches: false,
      lockNonTranslatables: false,
      overwrite: false,
      setJobStatusCompleted: false,
      setProjectStatusCompleted: false,
      useProjectPreTranslateSettings: false,
    });
  });

  test('sends what the user changed', () => {
    const form = {
      ...initialPreTranslateForm(),
      translationMemoryThreshold: '95',
      useMachineTranslation: true,
      lockNonTranslatables: true,
      setProjectStatusCompleted: true,
    };
    expect(preTranslateRequest(selection, form)).toMatchObject({
      translationMemoryThreshold: 0.95,
      useMachineTranslation: true,
      lockNonTranslatables: true,
      setProjectStatusCompleted: true,
      overwrite: false,
    });
  });

  test("shows and sends the project's settings while they are used, the user's again after", () => {
    const mine = { ...initialPreTranslateForm(), confirmNonTranslatables: true };
    const using = effectiveForm({ ...mine, useProjectPreTranslateSettings: true }, project);
    expect(using).toMatchObject({
      translationMemoryThreshold: '85',
      useMachineTranslation: true,
      confirmNonTranslatables: false,
      confirm100Matches: true,
      lock101Matches: true,
      overwrite: true,
      setJobStatusCompleted: true,
      useProjectPreTranslateSettings: true,
    });
    expect(preTranslateRequest(selection, using)).toMatchObject({
      translationMemoryThreshold: 0.85,
      useProjectPreTranslateSettings: true,
    });
    expect(effectiveForm(mine, project)).toBe(mine);
    // Without the project's settings (not loaded) the user's values stay.
    const unloaded = { ...mine, useProjectPreTranslateSettings: true };
    expect(effectiveForm(unloaded, null)).toBe(unloaded);
  });

  test('the threshold must be a number of percent from 0 to 101', () => {
    const withThreshold = (translationMemoryThreshold: string) =>
      thresholdError({ ...initialPreTranslateForm(), translationMemoryThreshold });
    expect(withThreshold('')).toBe(preTranslateMessages.thresholdNotNumber);
    expect(withThreshold('abc')).toBe(preTranslateMessages.thresholdNotNumber);
    expect(withThreshold('-1')).toBe(preTranslateMessages.thresholdRange);
    expect(withThreshold('102')).toBe(preTranslateMessages.thresholdRange);
    expect(withThreshold('0')).toBeUndefined();
    expect(withThreshold('101')).toBeUndefined();
    expect(withThreshold('72.5')).toBeUndefined();
  });
});
