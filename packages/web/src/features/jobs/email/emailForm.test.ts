import { describe, expect, it } from 'vitest';
import { jobMessages, type EmailTemplate } from '@tessera/contracts';
import {
  defaultTemplate,
  emailErrors,
  emailRequest,
  emailSelectionOf,
  formOfTemplate,
} from './emailForm';

const template = (id: number, name: string): EmailTemplate => ({
  id,
  name,
  type: 'JobAssigned',
  subject: `Subject ${id}`,
  body: `Body ${id}`,
  ccAddress: 'cc@example.com',
  bccAddress: '',
});
const selection = { projectUid: 'p1', jobPartIds: [4], level: 1, selectAllOnServer: false };

describe('email jobs form', () => {
  it("starts from the first template whose name contains 'New Work', with Emailed on", () => {
    const chosen = defaultTemplate([template(1, 'Reminder'), template(2, 'New Work assigned')]);
    expect(formOfTemplate(chosen)).toEqual({
      templateId: 2,
      cc: 'cc@example.com',
      bcc: '',
      subject: 'Subject 2',
      body: 'Body 2',
      setStatusToEmailed: true,
    });
  });

  it('refuses a blank subject and body with the spec messages', () => {
    expect(emailErrors({ ...formOfTemplate(undefined), subject: '  ' })).toEqual({
      subject: jobMessages.subjectBlank,
      body: jobMessages.bodyBlank,
    });
  });

  it('splits Cc and Bcc on ; and trims them', () => {
    const form = { ...formOfTemplate(template(1, 'A')), cc: ' a@x.org ; b@x.org;', bcc: 'c@x.org' };
    expect(emailRequest(selection, form)).toMatchObject({
      cc: ['a@x.org', 'b@x.org'],
      bcc: ['c@x.org'],
      setStatusToEmailed: true,
    });
  });

  it('takes the selection from the state, else from the address after a reload', () => {
    const state = { jobPartIds: [7, 8], level: 2, workflowSteps: [] };
    expect(emailSelectionOf(state, new URLSearchParams(), 'p1')?.jobPartIds).toEqual([7, 8]);
    const reloaded = emailSelectionOf(null, new URLSearchParams('jobPartIds=5,6&level=2'), 'p1');
    expect(reloaded).toEqual({
      projectUid: 'p1',
      jobPartIds: [5, 6],
      level: 2,
      selectAllOnServer: false,
    });
    expect(emailSelectionOf(null, new URLSearchParams(), 'p1')).toBeNull();
  });
});
