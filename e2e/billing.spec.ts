import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiCall, captureToken } from './support/api';
import { DEMO, expectAccessible, login } from './support/fixtures';
import { E2E_ORIGIN, E2E_TMP } from './support/paths';

/** The operator CLI, reaching the running test server over its admin channel. */
function admin(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: path.join(E2E_TMP, 'data'), LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

test('an admin on the free plan upgrades through Checkout and sees the new features', async ({ page }) => {
  // A journey across many screens.
  test.slow();
  await login(page, DEMO.manager);
  await expect(page).toHaveURL(/\/$/);
  const name = `Billing Co ${Date.now().toString(36)}`;
  await page.goto('/organizations');
  await page.getByRole('link', { name: 'Create organization' }).or(page.getByRole('button', { name: 'Create organization' })).first().click();
  await page.getByLabel('Organization name').fill(name);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(/\/onboarding\/success/);

  const token = await captureToken(page, () => page.goto('/jobs'));
  const org = await apiCall<{ id: string; slug: string }>(page, token, 'GET', '/org/info');
  const setPlan = admin(['set-plan', '--org', org.slug, '--plan', 'starter']);
  expect(setPlan.stderr).toBe('');
  expect(setPlan.stdout).toContain(`"${name}" is on Starter: 1 of 3 seats used`);
  const job = await apiCall<{ id: string }>(page, token, 'POST', '/jobs', { title: 'Support Engineer' });

  // On Starter, automation is hidden on the job and the server refuses it.
  await page.goto(`/jobs/${job.id}/configure/triggers`);
  await expect(page.getByText('Your plan does not include automation.')).toBeVisible();
  const refused = await page.request.get(`/api/v1/recruiter/jobs/${job.id}/triggers`, { headers: { authorization: token } });
  expect(refused.status()).toBe(403);
  // Talent scout and API access are off on Starter too: their screens say so instead of their forms.
  await page.goto('/talent-scout');
  await expect(page.getByText('Your plan does not include talent scout.', { exact: false })).toBeVisible();
  await page.goto('/settings/api');
  await expect(page.getByText('Your plan does not include API access.', { exact: false })).toBeVisible();
  await expect(page.getByRole('form', { name: 'New API key' })).toHaveCount(0);

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Open billing' }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await expect(page.getByText('1 of 3 seats')).toBeVisible();
  await expect(page.getByText('0 of 5 open jobs')).toBeVisible();
  await expectAccessible(page);

  const growth = page.getByRole('listitem', { name: 'Growth' });
  await growth.getByLabel('Seats').fill('2');
  await growth.getByRole('button', { name: 'Upgrade to Growth' }).click();

  // The provider's Checkout (the fake's page): paying sends the signed webhook and comes back.
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('2 seats, $98.00 a month.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/settings/billing?checkout=success`);
  await expect(page.getByText(/^Payment received\./)).toBeVisible();
  await expect(page.getByText('1 of 2 seats')).toBeVisible();
  await expect(page.getByText('0 of 50 open jobs')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Growth' }).getByText('(current)')).toBeVisible();
  await expect(page.getByRole('cell', { name: '$98.00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();

  await page.goto(`/jobs/${job.id}/configure/triggers`);
  await expect(page.getByRole('button', { name: /^Add trigger to / }).first()).toBeVisible();
  await expect(page.getByText('Your plan does not include automation.')).toHaveCount(0);
  // Growth has talent scout; API access stays with Scale.
  await page.goto('/talent-scout');
  await expect(page.getByRole('heading', { name: 'Talent scout' })).toBeVisible();
  await expect(page.getByText('Your plan does not include talent scout.', { exact: false })).toHaveCount(0);
  await page.goto('/settings/api');
  await expect(page.getByText('Your plan does not include API access.', { exact: false })).toBeVisible();

  // Back to the demo organization, which the later specs expect this member to land in.
  await page.goto('/organizations');
  await page.getByRole('button', { name: /Hirebase Demo/ }).click();
  await page.waitForURL(new RegExp(`^${E2E_ORIGIN}/$`), { waitUntil: 'load' });
  await expect(page.getByRole('button', { name: 'Switch organization' })).toContainText('Hirebase Demo');
});
