import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  format,
  editorMessages,
  jobMessages,
  type EditorSegmentPage,
  type Project,
} from '@tessera/contracts';
import {
  assignedPerLocale,
  createJobs,
  createProject,
  csrfHeader,
  postJson,
  userIdOf,
} from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { shot, shown } from '../src/ui.js';

const browser = useBrowser();

const strings = { title: 'Good morning', body: 'See you soon', bye: 'Goodbye for now' };

const taggedXliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="page.html" source-language="en" datatype="html">
    <body>
      <trans-unit id="1"><source>Click <g id="1">Save</g> now.<x id="2"/></source></trans-unit>
      <trans-unit id="2"><source>Bye.</source></trans-unit>
    </body>
  </file>
</xliff>
`;

const jobList = (page: Page) => page.getByRole('region', { name: 'Jobs' });
const select = (page: Page, fileName: string, locale: string) =>
  page.getByRole('checkbox', { name: `${fileName} ${locale}`, exact: true }).click();
const target = (page: Page, n: number) =>
  page.getByRole('textbox', { name: `Target ${n}`, exact: true });
const segmentRow = (page: Page, source: string) =>
  page.getByRole('row').filter({ hasText: source });
// ProseMirror ends a text that ends in a tag with a line break of its own, which shows nothing.
const textOf = async (box: Locator) => (await box.innerText()).replace(/\n$/, '');
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

describe('translation editor', () => {
  test('a project manager opens a job from the list, translates with the keyboard and keeps it', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await createProject(page, `Editor${Date.now()}`, ['de', 'fr']);
    await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de', 'fr'] },
      { 'strings.json': JSON.stringify(strings) },
    );
    await page.goto(`/web/project2/show/${project.uid}`);
    const open = jobList(page).getByRole('button', { name: 'Open in editor' });

    // Two target languages cannot be opened together (spec 001 section 8).
    await select(page, 'strings.json', 'de');
    await select(page, 'strings.json', 'fr');
    await open.click();
    await shown(page, jobMessages.editorDifferentTargets).waitFor();
    await select(page, 'strings.json', 'fr');

    const [editor] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    await editor.waitForURL(/\/twe\/translation\/job\/\d+$/);
    const jobPartId = Number(/job\/(\d+)$/.exec(editor.url())?.[1]);
    await target(editor, 1).waitFor();
    expect(await focused(editor)).toBe('Target 1');
    await segmentRow(editor, 'See you soon').getByText('Empty').waitFor();

    // Ctrl+Enter confirms and goes to the next unconfirmed segment.
    await target(editor, 1).fill('Guten Morgen');
    await target(editor, 1).press('Control+Enter');
    await segmentRow(editor, 'Good morning').getByText('Confirmed').waitFor();
    await expect.poll(() => focused(editor)).toBe('Target 2');
    await segmentRow(editor, 'Good morning').getByText('Human').waitFor();

    // Ctrl+Shift+S copies the source; leaving the segment saves it as a draft.
    await target(editor, 2).press('Control+Shift+S');
    expect(await target(editor, 2).innerText()).toBe('See you soon');
    await target(editor, 2).press('Alt+ArrowDown');
    await expect.poll(() => focused(editor)).toBe('Target 3');
    await segmentRow(editor, 'See you soon').getByText('Draft').waitFor();

    await editor.getByRole('button', { name: 'Open help panel' }).click();
    await editor.getByText('Ctrl+Shift+S').waitFor();
    await shot(editor, 'editor');

    await editor.reload();
    await expect.poll(() => target(editor, 1).innerText()).toBe('Guten Morgen');
    await segmentRow(editor, 'Good morning').getByText('Confirmed').waitFor();
    await segmentRow(editor, 'See you soon').getByText('Draft').waitFor();
    expect(await segmentRow(editor, 'See you soon').innerText()).toContain(
      'See you soon\nSee you soon',
    );

    // Someone else saves segment 1 meanwhile: the editor shows their text instead of overwriting it.
    const answer = await page.request.get(`/api/editor/segments?jobPart=${jobPartId}`);
    const first = ((await answer.json()) as EditorSegmentPage).segments[0]!;
    const other = await page.request.put('/api/editor/segment', {
      data: {
        jobPartId,
        segmentId: first.id,
        target: 'Hallo',
        version: first.version,
        confirm: false,
      },
      headers: await csrfHeader(page),
    });
    expect(other.status()).toBe(200);
    await target(editor, 1).fill('Guten Tag');
    await target(editor, 1).press('Control+Enter');
    await editor
      .getByText(format(editorMessages.versionConflict, { user: first.modifiedBy?.userName ?? '' }))
      .waitFor();
    await expect.poll(() => target(editor, 1).innerText()).toBe('Hallo');
    await segmentRow(editor, 'Good morning').getByText('Draft').waitFor();

    // Text typed and never left is kept as a draft when the tab closes.
    await target(editor, 1).press('Alt+ArrowDown');
    await target(editor, 2).fill('Bis bald');
    await editor.close({ runBeforeUnload: true });
    const second = async () => {
      const reply = await page.request.get(`/api/editor/segments?jobPart=${jobPartId}`);
      return ((await reply.json()) as EditorSegmentPage).segments[1]!;
    };
    await expect.poll(async () => (await second()).target).toBe('Bis bald');
    expect((await second()).status).toBe('DRAFT');
  });

  test('tags are chips typed and deleted whole; F8 inserts the next missing one', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const project = await createProject(page, `EditorTags${Date.now()}`);
    const created = await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'tags.xlf': taggedXliff },
    );
    const jobPartId = created.jobs[0]!.id;
    await page.goto(`/twe/translation/job/${jobPartId}`);
    const box = target(page, 1);
    await box.waitFor();
    expect(await segmentRow(page, 'Click').innerText()).toContain('Click {1}Save{/1} now.{2/}');

    await box.pressSequentially('Klicken Sie ');
    await box.press('F8');
    await box.pressSequentially('Speichern');
    await box.press('F8');
    await box.pressSequentially(' jetzt.');
    await box.press('F8');
    await expect.poll(() => textOf(box)).toBe('Klicken Sie {1}Speichern{/1} jetzt.{2/}');
    expect(await box.locator('.tessera-tag').count()).toBe(3);
    // Backspace after a tag takes the whole tag, never one brace of it.
    await box.press('Backspace');
    await expect.poll(() => textOf(box)).toBe('Klicken Sie {1}Speichern{/1} jetzt.');
    await box.press('F8');
    await shot(page, 'editor-tags');
    await box.press('Control+Enter');
    await segmentRow(page, 'Click').getByText('Confirmed').waitFor();
    expect(await segmentRow(page, 'Click').innerText()).toContain(
      'Klicken Sie {1}Speichern{/1} jetzt.{2/}',
    );
  });

  test('several jobs open in queue mode; an unfinished previous step warns first', async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const steps = (await (await page.request.get('/web/api/v9/workflowStep/list')).json()) as {
      id: number;
      name: string;
    }[];
    const stepIds = ['Translation', 'Revision'].map(
      (name) => steps.find((step) => step.name === name)!.id,
    );
    const project = await postJson<Project>(page, '/api/project', {
      name: `EditorQueue${Date.now()}`,
      sourceLocale: 'en',
      targetLocales: ['de'],
      workflowStepIds: stepIds,
    });
    await createJobs(
      page,
      { projectUid: project.uid, targetLocales: ['de'] },
      {
        'one.json': JSON.stringify({ a: 'First file' }),
        'two.json': JSON.stringify({ b: 'Second file' }),
      },
    );

    await page.goto(`/web/project2/show/${project.uid}?level=2`);
    await select(page, 'one.json', 'de');
    await select(page, 'two.json', 'de');
    await jobList(page).getByRole('button', { name: 'Open in editor' }).click();
    const warning = page.getByRole('dialog', { name: 'Previous step not completed' });
    await warning.waitFor();
    const [editor] = await Promise.all([
      page.context().waitForEvent('page'),
      warning.getByRole('button', { name: 'Open anyway' }).click(),
    ]);
    await editor.waitForURL(/\/twe\/translation\/job\/\d+-\d+\?mode=jobPartQueue$/);
    await segmentRow(editor, 'First file').waitFor();
    // Switching to the other job leaves the segment: its text is kept as a draft.
    await target(editor, 1).fill('Erste Datei');
    await editor.getByRole('button', { name: /^two\.json/ }).click();
    await segmentRow(editor, 'Second file').waitFor();
    expect(await segmentRow(editor, 'First file').count()).toBe(0);
    await editor.getByRole('button', { name: /^one\.json/ }).click();
    await segmentRow(editor, 'First file').getByText('Draft').waitFor();
    await expect.poll(() => textOf(target(editor, 1))).toBe('Erste Datei');
  });

  test("a linguist cannot open a finished job, and reads it only through the editor's address", async () => {
    const page = await browser.openAs('pm', '/web/project/list');
    const linguist = await browser.openAs('linguist', '/web');
    const project = await createProject(page, `EditorDone${Date.now()}`);
    const created = await createJobs(
      page,
      {
        projectUid: project.uid,
        targetLocales: ['de'],
        workflowSettings: assignedPerLocale({ de: [await userIdOf(linguist)] }),
      },
      { 'strings.json': JSON.stringify(strings) },
    );
    const jobPartId = created.jobs[0]!.id;
    await postJson(page, '/api/job/changeStatus', {
      projectUid: project.uid,
      jobPartIds: [jobPartId],
      newStatus: 'COMPLETED',
    });

    await linguist.goto(`/web/project2/show/${project.uid}`);
    await select(linguist, 'strings.json', 'de');
    await jobList(linguist).getByRole('button', { name: 'Open in editor' }).click();
    await linguist.getByText(jobMessages.editorCompleted).waitFor();

    await linguist.goto(`/twe/translation/job/${jobPartId}`);
    await linguist.getByText('This job is read-only for you').waitFor();
    const box = target(linguist, 1);
    expect(await box.getAttribute('contenteditable')).toBe('false');
    await box.click();
    await linguist.keyboard.type('Hallo');
    await linguist.keyboard.press('Control+Enter');
    expect(await textOf(box)).toBe('');
    await segmentRow(linguist, 'Good morning').getByText('Empty').waitFor();
  });
});
