import { expect, test } from '@playwright/test';
import { E2E_ORIGIN, MAIL_DIR } from './support/paths';
import { DEMO, expectAccessible, login, passBotCheck, uniqueEmail } from './support/fixtures';
import { linkFromMail } from './support/mail';

test('an admin invites a teammate, who signs up and joins with the role', async ({ page, browser }) => {
  const email = uniqueEmail('teammate');
  await login(page, DEMO.admin, DEMO.password, '/settings/manage-team');
  await expect(page).toHaveURL(/manage-team/);
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('manager');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(email)).toBeVisible();

  const invitation = await linkFromMail(MAIL_DIR, email, /invited you/);
  const guest = await browser.newContext();
  const p = await guest.newPage();
  await p.goto(invitation);
  await expect(p.getByRole('heading', { name: /Hirebase Demo/ })).toBeVisible();
  await expectAccessible(p);
  await p.getByRole('link', { name: /create an account/i }).click();
  await expect(p.getByLabel('Email')).toHaveValue(email);
  await p.getByLabel('Full name').fill('Tess Teammate');
  await p.getByLabel('Password', { exact: true }).fill('a-good-password');
  await passBotCheck(p);
  await p.getByRole('button', { name: 'Create account' }).click();
  await expect(p).toHaveURL(/email-sent/);

  await p.goto(await linkFromMail(MAIL_DIR, email, /verify/i));
  await expect(p).toHaveURL(/\/onboarding\/profile/);
  await p.getByLabel('First name').fill('Tess');
  await p.getByLabel('Last name').fill('Teammate');
  await p.getByRole('button', { name: 'Continue' }).click();
  await expect(p).toHaveURL(/\/invitations\//);
  await p.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(p).toHaveURL(new RegExp(`^${E2E_ORIGIN}/$`));
  await expect(p.getByRole('button', { name: 'Switch organization' })).toContainText('Hirebase Demo');
  await guest.close();

  await page.reload();
  await expect(page.getByRole('cell', { name: email }).or(page.getByText(email)).first()).toBeVisible();
  await expect(page.getByLabel(`Role for ${email}`)).toBeVisible();
});

test('switching organization reloads the app inside the other organization', async ({ page }) => {
  await login(page, DEMO.manager);
  await expect(page).toHaveURL(/\/$/);
  const name = `Side Project ${Date.now()}`;
  await page.goto('/organizations');
  await page.getByRole('link', { name: 'Create organization' }).or(page.getByRole('button', { name: 'Create organization' })).first().click();
  await page.getByLabel('Organization name').fill(name);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(/\/onboarding\/success/);
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Switch organization' })).toContainText(name);

  await page.getByRole('button', { name: 'Switch organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch organization' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Hirebase Demo' }).click();
  // The switch reloads the whole app at /.
  await page.waitForURL(new RegExp(`^${E2E_ORIGIN}/$`), { waitUntil: 'load' });
  await expect(page.getByRole('button', { name: 'Switch organization' })).toContainText('Hirebase Demo');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch organization' })).toContainText('Hirebase Demo');
});
