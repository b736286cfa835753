import { describe, expect, test } from 'vitest';
import { format, jobListMessages, jobStatusLabels } from '@tessera/contracts';
import { assignedPerLocale, createJobs, createProject, userIdOf } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { row, shot } from '../src/ui.js';

const browser = useBrowser();

interface OutboxEntry {
  to: string;
  subject: string;
}

// A German job of a fresh project, assigned to the demo linguist.
async function assignedJob(name: string) {
  const linguist = await browser.openAs('linguist', '/web');
  const linguistId = await userIdOf(linguist);
  const page = await browser.openAs('pm', '/web/project/list');
  const project = await createProject(page, name, ['de']);
  const created = await createJobs(
    page,
    {
      projectUid: project.uid,
      targetLocales: ['de'],
      workflowSettings: assignedPerLocale({ de: [linguistId] }),
    },
    { 'brochure.json': JSON.stringify({ text: 'Hello.' }) },
  );
  await page.goto(`/web/project2/show/${project.uid}`);
  await page.getByRole('checkbox', { name: 'brochure.json de', exact: true }).click();
  return { page, project, jobPartId: created.jobs[0]?.id ?? 0 };
}

describe('email jobs and the job list actions', () => {
  test('emails a linguist from the project page: the message is in the outbox', async () => {
    const name = `Brochure ${Date.now()}`;
    const { page, project } = await assignedJob(name);
    await page.getByRole('region', { name: 'Jobs' }).getByRole('button', { name: 'Email' }).click();
    await page.getByRole('heading', { name: 'Email jobs' }).waitFor();
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('linguist');
    // The default template is the demo's 'New Work assigned'.
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe(
      'New work assigned: {project.name}',
    );
    await page.getByLabel('Cc', { exact: true }).fill(' office@tessera.example ; ');
    expect(await page.getByRole('checkbox', { name: 'Set status to Emailed' }).isChecked()).toBe(
      true,
    );
    await shot(page, 'jobs-email');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(`**/web/project2/show/${project.uid}`);
    await row(page, 'brochure.json').getByText(jobStatusLabels.EMAILED).waitFor();

    const admin = await browser.openAs('admin', '/web');
    await expect
      .poll(async () => {
        const outbox = await admin.request.get('/api/mail/outbox');
        return ((await outbox.json()) as OutboxEntry[]).find(
          (entry) => entry.subject === `New work assigned: ${name}`,
        )?.to;
      })
      .toBe('linguist@tessera.example');
  });

  test('refuses a blank subject and opens the ticket and the status history pages', async () => {
    const { page, project, jobPartId } = await assignedJob(`Ticketed ${Date.now()}`);
    const jobs = page.getByRole('region', { name: 'Jobs' });
    await jobs.getByRole('button', { name: 'Email' }).click();
    await page.getByLabel('Subject', { exact: true }).fill(' ');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('The subject may not be blank').waitFor();
    await page.goto(`/web/project2/show/${project.uid}`);

    await page.getByRole('checkbox', { name: 'brochure.json de', exact: true }).click();
    await jobs.getByRole('button', { name: 'Create ticket' }).click();
    await page.waitForURL('**/web/tickets/list/createTicket?**');
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      projectName: project.name,
      jobPartId: String(jobPartId),
      sourceLocale: 'en',
      targetLocale: 'de',
    });

    await page.goto(`/web/project2/getWorkflowChanges?jobPart=${jobPartId}`);
    await page
      .getByRole('heading', {
        name: format(jobListMessages.statusHistoryOf, {
          fileName: 'brochure.json',
          targetLocale: 'de',
        }),
      })
      .waitFor();
    await row(page, jobStatusLabels.NEW).waitFor();
  });
});
