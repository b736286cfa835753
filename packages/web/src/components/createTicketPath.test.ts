import { describe, expect, test } from 'vitest';
import { createTicketPath } from './createTicketPath';

describe('the create-ticket address', () => {
  test('prefills the project, job part, locales, due date and workflow step', () => {
    const job = {
      id: 5,
      sourceLocale: 'en',
      targetLocale: 'de',
      dateDue: '2026-03-01T10:00:00.000Z',
      workflowStep: { name: 'Translation' },
      project: { id: 7, name: 'Manuals' },
    };
    const path = createTicketPath(job, () => '1 Mar 2026, 11:00');
    const [page, query = ''] = path.split('?');
    expect(page).toBe('/web/tickets/list/createTicket');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      projectName: 'Manuals',
      projectId: '7',
      jobPartId: '5',
      sourceLocale: 'en',
      targetLocale: 'de',
      dueDate: '1 Mar 2026, 11:00',
      workflowStep: 'Translation',
    });
    expect(createTicketPath({ ...job, dateDue: null }, () => 'never')).toContain('dueDate=&');
  });
});
