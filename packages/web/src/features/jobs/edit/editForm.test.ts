import { describe, expect, test } from 'vitest';
import { jobMessages, type JobPart } from '@tessera/contracts';
import {
  assigneeQueryOf,
  editErrors,
  editRequest,
  editRules,
  initialEditForm,
  statusOptionDisabled,
} from './editForm';

const job = (patch: Partial<JobPart> = {}) =>
  ({
    id: 1,
    sourceLocale: 'en',
    targetLocale: 'de',
    workflowStep: { id: 3, name: 'Translation', type: 'T' },
    client: null,
    status: 'NEW',
    dateDue: '2027-03-01T15:00:00.000Z',
    hasOffer: false,
    hasParent: false,
    splitPart: null,
    assignees: [
      { id: 5, type: 'USER', name: 'Lin', buyerUserId: null },
      { id: 9, type: 'VENDOR', name: 'Lingua', buyerUserId: 2 },
    ],
    ...patch,
  }) as JobPart;

const selection = { projectUid: 'p1', jobPartIds: [1, 2], level: 1, selectAllOnServer: false };

describe('the edit jobs form', () => {
  test('starts from the first job, its due date in the user timezone', () => {
    expect(initialEditForm(job(), 'Europe/Berlin')).toEqual({
      assignees: { userIds: [5], vendorIds: [9] },
      status: 'NEW',
      dueDate: '2027-03-01',
      dueTime: '16:00',
    });
  });

  test('sends only what changed, no assignees as the string null', () => {
    const initial = initialEditForm(job(), 'UTC');
    expect(editRequest(selection, initial, initial, 'UTC')).toEqual(selection);
    const changed = {
      ...initial,
      assignees: { userIds: [], vendorIds: [9] },
      status: 'EMAILED' as const,
      dueTime: '17:30',
    };
    expect(editRequest(selection, initial, changed, 'Europe/Berlin')).toEqual({
      ...selection,
      assignedUserIds: 'null',
      newStatus: 'EMAILED',
      dueDate: '2027-03-01T17:30:00+01:00',
    });
  });

  test('follows the status rules of spec 001 sections 4 and 5', () => {
    const form = initialEditForm(job(), 'UTC');
    expect(statusOptionDisabled('ASSIGNED', [job()], form)).toBe(true);
    const one = { ...form, assignees: { userIds: [5], vendorIds: [] } };
    expect(statusOptionDisabled('ASSIGNED', [job()], one)).toBe(false);
    expect(statusOptionDisabled('CANCELLED', [job(), job({ hasParent: true })], one)).toBe(true);
    expect(editErrors({ ...form, status: 'ASSIGNED' })).toEqual({
      assignees: jobMessages.multipleAssigneesAccepted,
    });
    expect(editErrors(one)).toEqual({});
  });

  test('shows due fields for a first job without parent; an open offer locks the fields', () => {
    expect(editRules([job()], 'PROJECT_MANAGER')).toEqual({
      showDue: true,
      assigneesDisabled: false,
      statusDisabled: false,
    });
    expect(editRules([job({ hasParent: true }), job()], 'PROJECT_MANAGER').showDue).toBe(false);
    const offered = [job(), job({ hasOffer: true })];
    expect(editRules(offered, 'PROJECT_MANAGER')).toMatchObject({
      assigneesDisabled: true,
      statusDisabled: true,
    });
    expect(editRules(offered, 'ADMIN').statusDisabled).toBe(false);
  });

  test('asks for assignees by the values every selected job shares', () => {
    expect(assigneeQueryOf([job(), job({ targetLocale: 'fr' })])).toEqual({
      sourceLocale: 'en',
      targetLocale: undefined,
      workflowStep: 3,
      client: undefined,
    });
  });
});
