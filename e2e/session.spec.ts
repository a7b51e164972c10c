import { expect, test } from '@playwright/test';
import { MESSAGES } from '@hirebase/shared';
import { DEMO, expectAccessible, login } from './support/fixtures';
import { E2E_ORIGIN } from './support/paths';

test('sign in follows ?redirect to the page the user was on', async ({ page }) => {
  await page.goto('/settings/manage-team');
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await expectAccessible(page);
  await login(page, DEMO.admin, DEMO.password, '/settings/manage-team');
  await expect(page).toHaveURL(/\/settings\/manage-team$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test('an off-site ?redirect lands on home', async ({ page }) => {
  await login(page, DEMO.manager, DEMO.password, '//evil.example/phish');
  await expect(page).toHaveURL(new RegExp(`^${E2E_ORIGIN}/$`));
});

test('a 401 from the API sends the user to /sign-in with the redirect', async ({ page }) => {
  await login(page, DEMO.manager);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Maya');
  // End the session on the server behind the app's back.
  const out = await page.request.post('/api/auth/sign-out', { headers: { origin: E2E_ORIGIN }, data: {} });
  expect(out.ok()).toBe(true);
  // The next API call answers 401: a navigation that loads data, or a refetch already under way.
  await page.getByRole('link', { name: 'Settings' }).first().click({ timeout: 5_000 }).catch(() => undefined);
  // Exact: the toast library also announces it as "Notification …" in a live region for screen readers.
  await expect(page.getByText(MESSAGES.sessionExpired, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2F/);
});

test('a recruiter cannot open manage-team', async ({ page }) => {
  await login(page, DEMO.recruiter);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings/manage-team');
  await expect(page).toHaveURL(/\/403$/);
  await expectAccessible(page);
});

test('logout ends the session and clears the local tag cache', async ({ page }) => {
  await login(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const req = indexedDB.open('recruiter-tags-db', 1);
        req.onupgradeneeded = () => req.result.createObjectStore('tags', { keyPath: 'id', autoIncrement: true });
        req.onsuccess = () => {
          req.result.close();
          resolve();
        };
      }),
  );
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  const dbs = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  expect(dbs).not.toContain('recruiter-tags-db');
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
});

test('the dark theme persists across reloads', async ({ page }) => {
  await login(page, DEMO.manager);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
});

test('unknown routes show the not-found page', async ({ page }) => {
  await login(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  for (const route of ['/no-such-page', '/apps/no-such-app', '/settings/no-such-setting']) {
    await page.goto(route);
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' }).or(page.getByRole('button', { name: 'Return Home' }))).toBeVisible();
  }
});
