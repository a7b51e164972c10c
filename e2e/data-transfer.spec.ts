import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, login } from './support/fixtures';

test('a CSV imported through /database/sync shows its people in /database; a manager exports and downloads them', async ({ page }) => {
  const stamp = `Sync${Date.now().toString(36)}`;
  const csv = [
    'Full Name,Email,Phone,Title,Skills',
    `Greta ${stamp},greta.${stamp.toLowerCase()}@e2e.example,+1 415 555 0170,Data Engineer,"Python; Spark"`,
    `Hamid ${stamp},hamid.${stamp.toLowerCase()}@e2e.example,,=HYPERLINK("http://evil"),SQL`,
  ].join('\n');

  await login(page, DEMO.manager);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/database');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/database\/sync$/);
  await page.getByLabel('Import file', { exact: true }).setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await expect(page.getByLabel('Import “Full Name” as')).toHaveValue('full_name');
  await expect(page.getByLabel('Import “Email” as')).toHaveValue('email');
  await expect(page.getByRole('cell', { name: '=HYPERLINK("http://evil")' }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Import 2 rows' }).click();

  await expect(page).toHaveURL(/\/settings\/operation-log\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Import' })).toBeVisible();
  await expect(page.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: 'Row 3', exact: true })).toBeVisible();

  await page.goto(`/database?q=${encodeURIComponent(stamp)}`);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: `Greta ${stamp}` })).toBeVisible();
  await expect(results.getByRole('link', { name: `Hamid ${stamp}` })).toBeVisible();

  // Export, as a manager, the people of this import.
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Open export' }).click();
  await expect(page).toHaveURL(/\/settings\/database\/export$/);
  await page.getByLabel('CSV (UTF-8)').check();
  await page.getByLabel('Search text').fill(stamp);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page).toHaveURL(/\/settings\/operation-log\/[\w-]+$/);
  const downloadButton = page.getByRole('button', { name: 'Download file' });
  await expect(downloadButton).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^candidates-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!)).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain(`Greta,${stamp}`);
  expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
});

test('recruiters import but do not see or reach the export', async ({ page }) => {
  await login(page, DEMO.recruiter);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open export' })).toHaveCount(0);
  await page.goto('/settings/database/export');
  await expect(page).toHaveURL(/\/403$/);
  await page.goto('/database/sync');
  await expect(page.getByRole('heading', { name: 'Import candidates' })).toBeVisible();
});
