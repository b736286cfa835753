import type { Page } from 'playwright-core';

/** Screenshots into the given folder, to look at a run afterwards. */
export function screenshotsIn(folder: string) {
  return (page: Page, name: string) =>
    page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

export const shot = screenshotsIn('/tmp/shots');

// Cloudscape selects open on their trigger; options are listed as role=option.
export async function choose(page: Page, label: string, options: readonly string[]) {
  await page.getByLabel(label, { exact: true }).click();
  for (const option of options)
    await page
      .getByRole('option', { name: new RegExp(`^${option}`) })
      .first()
      .click();
  await page.keyboard.press('Escape');
}

/** The table rows holding the given text. */
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/**
 * Text the page shows, without its copy in Cloudscape's live regions: a field's or a form's error
 * is copied into one for screen readers after a moment, and two matches break a strict locator.
 */
export const shown = (page: Page, text: string, exact = false) =>
  page.getByText(text, { exact }).and(page.locator(':not([aria-live])'));
