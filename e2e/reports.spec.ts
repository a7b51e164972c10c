import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, login } from './support/fixtures';

test('an admin adds a select field to candidates, fills it on a profile, filters the database by it and exports it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const label = `Shift ${stamp}`;
  await login(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Open custom fields' }).click();
  await expect(page).toHaveURL(/\/settings\/custom-fields$/);
  await page.getByRole('button', { name: 'Add field' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Label').fill(label);
  await dialog.getByLabel('Type').selectOption('single_select');
  await dialog.getByLabel('Options').fill('Day\nNight');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByRole('cell', { name: `shift_${stamp}` })).toBeVisible();

  await page.goto('/database?sort=recent');
  const first = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await page.getByRole('button', { name: 'Edit fields' }).click();
  await page.getByLabel(label).selectOption('Night');
  await page.getByRole('button', { name: 'Save fields' }).click();
  await expect(page.getByRole('definition').filter({ hasText: 'Night' })).toBeVisible();

  await page.goto('/database');
  await page.getByRole('group', { name: 'Filters' }).getByLabel(label).selectOption('Night');
  await expect(page).toHaveURL(new RegExp(`cf\\.shift_${stamp}=Night`));
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(results.getByRole('link', { name })).toBeVisible();

  await page.goto('/settings/database/export');
  await page.getByLabel('CSV (UTF-8)').check();
  await page.getByRole('checkbox', { name: label }).check();
  await page.getByLabel(`Only where ${label} is`).selectOption('Night');
  await page.getByRole('button', { name: 'Export' }).click();
  const downloadButton = page.getByRole('button', { name: 'Download file' });
  await expect(downloadButton).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  const text = (await readFile((await download.path())!)).toString('utf8');
  expect(text.split('\r\n')[0]).toContain(label);
  expect(text.trim().split('\r\n')).toHaveLength(2);
  expect(text).toContain(',Night');

  // The new-candidate form takes the field too.
  await page.goto('/database');
  await page.getByRole('button', { name: 'New candidate' }).click();
  const form = page.getByRole('dialog', { name: 'New candidate' });
  await form.getByLabel('First name').fill(`Formfield ${stamp}`);
  await form.getByLabel(label).selectOption('Day');
  await form.getByRole('button', { name: 'Save candidate' }).click();
  await expect(page).toHaveURL(/\/database\/candidate\//);
  await expect(page.getByRole('definition').filter({ hasText: /^Day$/ })).toBeVisible();
});

test('a manager opens the sources report and drills into the hires from referrals', async ({ page }) => {
  await login(page, DEMO.manager);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Sources' }).click();
  await expect(page).toHaveURL(/report=sources/);
  const hires = page.getByRole('button', { name: /^Referral, Hires: \d+\. Show the records$/ });
  const count = Number(/Hires: (\d+)/.exec((await hires.getAttribute('aria-label'))!)![1]);
  await hires.click();
  const dialog = page.getByRole('dialog', { name: 'Referral · Hires' });
  await expect(dialog.getByText(`${count} records`)).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Records' }).getByRole('row')).toHaveCount(count + 1);

  // Saved with its filters to be emailed weekly, sent now, moved to another weekday and period, deleted.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save and email weekly' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save and email weekly' });
  const title = `Sources ${Date.now().toString(36)}`;
  await saveDialog.getByLabel('Name', { exact: true }).fill(title);
  await saveDialog.getByRole('checkbox').first().check();
  await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByRole('list', { name: 'Saved reports' }).getByRole('listitem').filter({ hasText: title });
  await expect(saved).toContainText('Sources · the 7 days before · every Monday');
  await saved.getByRole('button', { name: `Send ${title} now` }).click();
  await expect(page.getByText('Sent to 1 member', { exact: true })).toBeVisible();
  await saved.getByRole('button', { name: `Edit saved report ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit ${title}` });
  await editDialog.getByLabel('Every').selectOption('Thursday');
  await editDialog.getByLabel('Covering').selectOption('30');
  await editDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saved).toContainText('Sources · the 30 days before · every Thursday');
  await saved.getByRole('button', { name: `Delete saved report ${title}` }).click();
  await expect(saved).toHaveCount(0);
});
