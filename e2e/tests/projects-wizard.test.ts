import { describe, expect, test } from 'vitest';
import { projectMessages, shellMessages } from '@tessera/contracts';
import { useBrowser } from '../src/harness.js';
import { choose, shot, shown } from '../src/ui.js';

const browser = useBrowser();
describe('project wizard', () => {
  test('creates a project through every step and shows its values', async () => {
    const page = await browser.openAs('pm', '/web/project/create');
    const name = `Spring launch ${Date.now()}`;
    await page.getByRole('heading', { name: 'Project details' }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await shown(page, projectMessages.nameRequired).waitFor();
    await shown(page, shellMessages.formContainsErrors).waitFor();
    await shown(page, projectMessages.sourceLocaleRequired).waitFor();
    await shot(page, 'wizard-errors');

    await page.getByLabel('Name', { exact: true }).fill(name);
    await choose(page, 'Source language', ['English']);
    await choose(page, 'Target languages', ['German', 'French']);
    await choose(page, 'Workflow steps', ['Translation', 'Revision']);
    await choose(page, 'Client', ['Globex']);
    await choose(page, 'Subject', ['Legal']);
    await page.getByLabel('Note').fill('Handle with care');
    await shot(page, 'wizard-details');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('No term bases configured').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    const threshold = page.getByLabel('TM match threshold (%)');
    await threshold.fill('150');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await shown(page, projectMessages.thresholdMax).waitFor();
    await threshold.fill('85');
    await page.getByRole('checkbox', { name: 'Lock 100% matches' }).check();
    await shot(page, 'wizard-pretranslate');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Exclude numbers' }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Spelling', exact: true }).uncheck();
    expect(
      await page.getByRole('checkbox', { name: 'Include words in all caps' }).isDisabled(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Rename completed files' }).uncheck();
    expect(await page.getByLabel('Completed file name').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByRole('heading', { name: 'Review and create' }).first().waitFor();
    const review = page.locator('main');
    await review.getByText(name).waitFor();
    await review.getByText('German, French').waitFor();
    await review.getByText('TM match threshold (%)').waitFor();
    await shot(page, 'wizard-review');
    await page.getByRole('button', { name: 'Create project' }).click();

    await page.waitForURL('**/web/project2/show/**');
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('link', { name: 'German', exact: true }).waitFor();
    await page.getByText('Handle with care').waitFor();
    await page.getByText('Globex').waitFor();
    await shot(page, 'detail');

    await page.getByRole('link', { name: 'Edit project' }).click();
    await page.waitForURL('**/web/project/edit/**');
    await page.getByRole('heading', { name: 'Project details' }).waitFor();
    expect(await page.getByLabel('Source language', { exact: true }).isDisabled()).toBe(true);
    await page.getByText('German', { exact: true }).waitFor();
    await choose(page, 'Target languages', ['Italian']);
    await shot(page, 'wizard-edit');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await page.getByLabel('TM match threshold (%)').inputValue()).toBe('85');
    expect(await page.getByRole('checkbox', { name: 'Lock 100% matches' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Review and save', exact: true }).click();
    await page.getByRole('button', { name: 'Save project' }).click();
    await page.waitForURL('**/web/project2/show/**');
    await page.getByRole('link', { name: 'Italian', exact: true }).waitFor();
  });

  test('saves a project as a template and creates a new project from it', async () => {
    const page = await browser.openAs('admin', '/web/project/create');
    const name = `Template source ${Date.now()}`;
    const templateName = `Legal German ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await choose(page, 'Source language', ['English']);
    await choose(page, 'Target languages', ['German']);
    await choose(page, 'Client', ['Initech']);
    await page.getByRole('button', { name: 'Review and create', exact: true }).click();
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('heading', { name }).waitFor();

    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Save as a template' }).click();
    await page.waitForURL('**/web/projectTemplate/create/**');
    await page.getByRole('heading', { name: 'Project template details' }).waitFor();
    const templateField = page.getByLabel('Template name', { exact: true });
    expect(await templateField.inputValue()).toBe(name);
    await templateField.fill('');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await shown(page, projectMessages.templateNameRequired).waitFor();
    await templateField.fill(templateName);
    await shot(page, 'template-details');
    await page.getByRole('button', { name: 'Review and create', exact: true }).click();
    await page.getByRole('button', { name: 'Create project template' }).click();
    await page.waitForURL('**/web/projectTemplate/list');
    await page.getByText(`${templateName} was created.`).waitFor();
    const templateRow = page.getByRole('row').filter({ hasText: templateName });
    await templateRow.getByRole('radio').check();
    await shot(page, 'template-list');

    await page.getByRole('button', { name: 'Create project from template' }).click();
    await page.waitForURL(/\/web\/project\/create\?templateId=\d+/);
    const nameField = page.getByLabel('Name', { exact: true });
    await nameField.waitFor();
    expect(await nameField.inputValue()).toBe(name);
    await nameField.fill(`${name} copy`);
    await page.getByRole('button', { name: 'Review and create', exact: true }).click();
    await page.locator('main').getByText(templateName).waitFor();
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('heading', { name: `${name} copy` }).waitFor();
    await page.getByRole('link', { name: 'German', exact: true }).waitFor();
    await page.getByText('Initech').waitFor();
    await page.getByRole('link', { name: templateName }).click();

    await page.waitForURL('**/web/projectTemplate/edit/**');
    await page.getByLabel('Note').fill('Legal texts only');
    await page.getByRole('button', { name: 'Review and save', exact: true }).click();
    await page.locator('main').getByText('Legal texts only').waitFor();
    await page.getByRole('button', { name: 'Save project template' }).click();
    await page.waitForURL('**/web/projectTemplate/list');
    await page.getByText(`${templateName} was saved.`).waitFor();
  });
});
