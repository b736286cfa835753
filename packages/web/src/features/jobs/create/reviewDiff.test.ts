import { describe, expect, test } from 'vitest';
import { importFlagDefaults, jobCreateMessages, type EmailTemplate } from '@tessera/contracts';
import { defaultEmailTemplateId, defaultImportSettings, type JobForm } from './jobForm';
import { changedValues } from './reviewDiff';
import { stepErrors } from './validation';

const start: JobForm = {
  files: [],
  targetLocales: ['de', 'fr'],
  preTranslate: false,
  dueDate: '',
  dueTime: '',
  notify: { enabled: false, emailTemplateId: 3, intervalMinutes: null },
  steps: [
    {
      workflowStepId: -1,
      name: 'Default',
      assignedUserIds: [],
      assignPerTargetLocale: false,
      assignedUserIdsByTargetLocale: {},
      assignedVendorIds: [],
      assignedVendorIdsByTargetLocale: {},
      dueDate: '',
      dueTime: '',
      notify: { enabled: false, emailTemplateId: 3, intervalMinutes: null },
    },
  ],
  importSettings: defaultImportSettings(null),
};

describe('the review of changed values', () => {
  test('lists nothing while the form is at its defaults', () => {
    expect(changedValues(start, start)).toEqual([]);
  });

  test('lists the chosen files and the target locales they make jobs for', () => {
    const files = ['a.xlf', 'b.po', 'c.docx'].map((name) => new File(['x'], name));
    expect(changedValues(start, { ...start, files, targetLocales: ['de'] })).toEqual([
      { step: 0, label: 'Files', after: 'a.xlf, b.po, c.docx', kind: { type: 'plain' } },
      { step: 0, label: 'Target locales', after: 'de', kind: { type: 'locales', codes: ['de'] } },
    ]);
  });

  test('lists a changed import setting under its section and label', () => {
    const current = {
      ...start,
      importSettings: { ...start.importSettings, jsonIncludedKeysRegexp: '^title$' },
    };
    expect(changedValues(start, current)).toEqual([
      {
        step: 2,
        label: 'JSON: Included keys regexp',
        after: '^title$',
        kind: { type: 'importSetting', key: 'jsonIncludedKeysRegexp' },
      },
    ]);
  });

  test('treats a cleared text as its default and lists a flipped flag', () => {
    const current = {
      ...start,
      importSettings: {
        ...start.importSettings,
        csvTagRegexp: '',
        xlfSegment: !importFlagDefaults.xlfSegment,
      },
    };
    expect(changedValues(start, current).map((change) => change.label)).toEqual([
      'XLIFF 1.2: Segment',
    ]);
  });

  test('lists step values in step order', () => {
    const current: JobForm = {
      ...start,
      preTranslate: true,
      steps: [{ ...start.steps[0]!, assignedUserIds: [7] }],
    };
    expect(changedValues(start, current).map((change) => [change.step, change.label])).toEqual([
      [0, 'Pre-translate'],
      [1, 'Default: Assigned to'],
    ]);
  });

  test('lists a chosen vendor as an assignee change', () => {
    const current: JobForm = { ...start, steps: [{ ...start.steps[0]!, assignedVendorIds: [4] }] };
    expect(changedValues(start, current)).toEqual([
      {
        step: 1,
        label: 'Default: Assigned to',
        after: [4],
        kind: { type: 'assignees', userIds: [], vendorIds: [4] },
      },
    ]);
  });
});

describe('the wizard values', () => {
  test('start with the defaults of the spec', () => {
    const settings = defaultImportSettings(null);
    expect(settings).toMatchObject({
      zipCharset: 'UTF-8',
      targetLengthMax: 1000,
      targetLengthPercentValue: 130,
      csvDelimiter: ',',
      xmlRulesFormat: 'PLAIN',
      msExcelCellFlow: 'LeftDown',
      pdfFilter: 'DEFAULT',
      contextType: 'PREV_AND_NEXT_SEGMENT',
      ...importFlagDefaults,
    });
  });

  test('pick the first email template whose name contains New Work', () => {
    const template = (id: number, name: string) => ({ id, name }) as EmailTemplate;
    expect(
      defaultEmailTemplateId([
        template(1, 'Reminder'),
        template(2, 'New Work'),
        template(3, 'New Work 2'),
      ]),
    ).toBe(2);
    expect(defaultEmailTemplateId([template(1, 'Reminder')])).toBeNull();
  });

  test('flag an invalid regular expression under its field', () => {
    const form = { ...start, importSettings: { ...start.importSettings, jsonTagRegexp: '(' } };
    expect(stepErrors(2, form).jsonTagRegexp).toMatch(/^Not a valid regular expression: /);
  });

  test('require files and target locales and keep an invalid date flagged', () => {
    expect(stepErrors(0, { ...start, targetLocales: [], dueDate: '2026-02-31' })).toEqual({
      files: 'At least one file is required',
      targetLocales: 'At least one target locale is required',
      dueDate: jobCreateMessages.invalidDate,
    });
  });
});
