import { expect, test } from '@playwright/test';
import { MAIL_DIR } from './support/paths';
import { expectAccessible, passBotCheck, uniqueEmail } from './support/fixtures';
import { linkFromMail } from './support/mail';

test('sign up, verify the email from the mail, onboard and land on home', async ({ page }) => {
  const email = uniqueEmail('founder');
  await page.goto('/sign-up');
  await expectAccessible(page);
  await page.getByLabel('Full name').fill('Frida Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-good-password');
  await passBotCheck(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/sign-up\/email-sent/);
  await expect(page.getByText(email)).toBeVisible();

  const link = await linkFromMail(MAIL_DIR, email, /verify/i);
  await page.goto(link);
  await expect(page).toHaveURL(/\/onboarding\/profile/);
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Frida');
  await page.getByLabel('Last name').fill('Founder');
  await page.getByLabel('Job title').fill('Head of Talent');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/create-org/);
  await page.getByLabel('Organization name').fill(`Fjord Talent ${Date.now()}`);
  await expect(page.getByLabel('Careers page address')).toHaveValue(/fjord-talent/);
  await page.getByRole('button', { name: 'Create organization' }).click();

  await expect(page).toHaveURL(/\/onboarding\/success/);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/complete/);
  await page.getByRole('link', { name: 'Go to dashboard' }).or(page.getByRole('button', { name: 'Go to dashboard' })).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Frida');
  await expectAccessible(page);
});
