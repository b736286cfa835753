import { describe, expect, test } from 'vitest';
import type { JobAssignees, Project } from '@tessera/contracts';
import { assigneeGroups, assigneeValues, chosenAssignees } from './AssigneesField';
import { initialJobForm, jobCreateParams } from './jobForm';

const project = {
  uid: 'p1',
  targetLangs: ['de', 'fr'],
  workflowSteps: [],
  preTranslateSettings: { automaticallyPretranslate: false },
} as unknown as Project;

const assignees: JobAssignees = {
  recent: [],
  vendors: [{ id: 4, name: 'Lingua Partners', buyerUserId: null }],
  discovered: [],
  other: [
    {
      id: 7,
      role: 'LINGUIST',
      userName: 'linguist',
      email: 'l@example.com',
      firstName: 'Lin',
      lastName: 'Guist',
      name: 'Lin Guist',
    },
  ],
};

describe('vendors in the assignee picker', () => {
  test('offers vendors as choosable options', () => {
    const vendors = assigneeGroups(assignees).find((group) => group.label === 'Vendors');
    expect(vendors?.options).toEqual([{ value: 'vendor-4', label: 'Lingua Partners' }]);
  });

  test('tells chosen users and vendors apart and back', () => {
    const chosen = chosenAssignees(['7', 'vendor-4']);
    expect(chosen).toEqual({ userIds: [7], vendorIds: [4] });
    expect(assigneeValues(chosen)).toEqual(['7', 'vendor-4']);
  });
});

describe('the params of POST /api/v2/job', () => {
  test('send the chosen vendors of each step, for all and per target locale', () => {
    const form = initialJobForm(project, null, []);
    const step = form.steps[0]!;
    const edited = {
      ...form,
      steps: [
        {
          ...step,
          assignedUserIds: [7],
          assignedVendorIds: [4],
          assignedVendorIdsByTargetLocale: { fr: [4] },
        },
      ],
    };
    const [settings] = jobCreateParams('p1', edited, 'UTC').workflowSettings;
    expect(settings).toMatchObject({
      workflowStepId: -1,
      assignedUserIds: [7],
      assignedVendorIds: [4],
      assignedUserIdsByTargetLocale: { de: [], fr: [] },
      assignedVendorIdsByTargetLocale: { de: [], fr: [4] },
    });
  });

  test('send no vendors when none is chosen', () => {
    const [settings] = jobCreateParams(
      'p1',
      initialJobForm(project, null, []),
      'UTC',
    ).workflowSettings;
    expect(settings?.assignedVendorIds).toEqual([]);
  });
});
