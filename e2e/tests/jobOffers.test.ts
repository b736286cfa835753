import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { jobOfferMessages } from '@tessera/contracts';
import { createJobs, createProject } from '../src/api.js';
import { useBrowser } from '../src/harness.js';
import { choose, shot } from '../src/ui.js';

const browser = useBrowser();

const jobRow = (page: Page, file: string, locale: string) =>
  page.getByRole('row').filter({
    has: page.getByRole('checkbox', { name: `${file} ${locale}`, exact: true }),
  });

describe('job offers (issue #13)', () => {
  test('a manager offers a job to a vendor, its user accepts it, the job is the vendor’s', async () => {
    const pm = await browser.openAs('pm', '/web');
    const name = `Offered ${Date.now()}`;
    const project = await createProject(pm, name, ['de']);
    await createJobs(
      pm,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'offer.json': JSON.stringify({ text: 'Hello.' }) },
    );
    await pm.goto(`/web/project2/show/${project.uid}`);
    await pm.getByRole('checkbox', { name: 'offer.json de', exact: true }).click();
    await pm.getByRole('button', { name: jobOfferMessages.offerButton, exact: true }).click();
    const dialog = pm.getByRole('dialog');
    await dialog.getByText(jobOfferMessages.offerIntro).waitFor();
    await choose(pm, jobOfferMessages.vendorsLabel, ['Lingua Partners']);
    await dialog.getByRole('button', { name: jobOfferMessages.offerButton, exact: true }).click();
    await jobRow(pm, 'offer.json', 'de').getByText(jobOfferMessages.offeredBadge).waitFor();
    await shot(pm, 'job-offer-offered');
    // An open offer holds the status for everyone but an ADMIN (spec 001 section 6).
    expect(await pm.getByRole('button', { name: 'Change status' }).isDisabled()).toBe(true);

    const vendor = await browser.openAs('linguist2', '/web');
    await vendor.getByRole('link', { name: 'Job offers', exact: true }).click();
    await vendor.waitForURL('**/web/job/offers');
    const offer = vendor.getByRole('row').filter({ hasText: name });
    await offer.getByText('offer.json').waitFor();
    await offer.getByText('Lingua Partners').waitFor();
    await shot(vendor, 'job-offers-page');
    await vendor.getByRole('radio', { name: 'offer.json de for Lingua Partners' }).check();
    await vendor.getByRole('button', { name: jobOfferMessages.accept, exact: true }).click();
    await vendor.getByText('You accepted offer.json (de) for Lingua Partners.').waitFor();
    await vendor.getByText(jobOfferMessages.empty).waitFor();

    await pm.reload();
    const accepted = jobRow(pm, 'offer.json', 'de');
    await accepted.getByText('Lingua Partners').waitFor();
    await accepted.getByText('Accepted', { exact: true }).waitFor();
  });
});
