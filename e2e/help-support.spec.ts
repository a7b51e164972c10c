import { expect, test } from '@playwright/test';
import { apiCall, captureToken } from './support/api';
import { DEMO, expectAccessible, login } from './support/fixtures';
import { linkFromMail } from './support/mail';
import { E2E_ORIGIN, MAIL_DIR } from './support/paths';

test('a recruiter finds help from a screen and by search, answers was-this-helpful, then files a support ticket and sees it listed', async ({ page }) => {
  // A journey across many screens.
  test.slow();
  await login(page, DEMO.recruiter);
  await expect(page).toHaveURL(/\/$/);
  // The sign-in landing finishes the login and goes to a same-origin redirect only.
  await page.goto(`/auth/callback?redirect=${encodeURIComponent('https://evil.example/help-center')}`);
  await expect(page).toHaveURL(new RegExp(`^${E2E_ORIGIN}/$`));
  await page.goto(`/auth/callback?redirect=${encodeURIComponent('/help-center')}`);
  await expect(page).toHaveURL(new RegExp(`^${E2E_ORIGIN}/help-center$`));

  // Context help: the candidate search links to its syntax article.
  await page.goto('/database');
  await page.getByRole('link', { name: 'Search syntax' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search syntax for candidates' })).toBeVisible();
  await expect(page.getByText('Phrases:')).toBeVisible();

  // Search the help center and open an article.
  await page.getByRole('link', { name: 'Help center', exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Search the help center' }).fill('merge fields');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(page).toHaveURL(/q=merge/);
  await results.getByRole('link', { name: /Email templates and merge fields/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email templates and merge fields' })).toBeVisible();
  await expect(page.getByText('{{candidate.first_name}}', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for letting us know.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');

  // File a ticket from the jobs page: the page comes along.
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(/\/support\?from=%2Fjobs/);
  await expect(page.getByText('the page you came from, /jobs')).toBeVisible();
  const subject = `Export stuck ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Send to support' }).click();
  await expect(page.getByText('Write a subject of at least 3 characters')).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Category').selectOption('problem');
  await page.getByLabel('Message').fill('The export of all candidates has shown 0% for ten minutes.');
  await page.getByLabel('Attachments (optional)').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') });
  await page.getByRole('button', { name: 'Send to support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('button', { name: 'screen.png' })).toBeVisible();

  await page.getByRole('link', { name: 'All tickets' }).click();
  const list = page.getByRole('list', { name: 'Your tickets' });
  await expect(list.getByRole('link', { name: new RegExp(subject) })).toContainText('Open');
  // The demo ticket support already answered shows its reply.
  await list.getByRole('link', { name: /Scanned resumes come in without a name/ }).click();
  await expect(page.getByText('Sam from Hirebase support')).toBeVisible();
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
});

test('an admin creates a second organization and switches back from the organizations page', async ({ page }) => {
  // A journey across many screens.
  test.slow();
  await login(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  const name = `Help Desk Co ${Date.now()}`;
  await page.goto('/organizations');
  await page.getByRole('link', { name: 'Create organization' }).click();
  await page.getByLabel('Organization name').fill(name);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(/\/onboarding\/success/);

  await page.goto('/organizations');
  const demo = page.getByRole('button', { name: /Hirebase Demo/ });
  await expect(demo).toContainText('Admin');
  await expect(demo).toContainText('plan');
  await expect(page.getByRole('button', { name: new RegExp(name) })).toHaveAttribute('aria-current', 'true');
  await demo.click();
  await page.waitForURL(new RegExp(`^${E2E_ORIGIN}/$`), { waitUntil: 'load' });
  await expect(page.getByRole('button', { name: 'Switch organization' })).toContainText('Hirebase Demo');
});

test('a mailed link that no longer works lands on the sign-in callback with what happened and a way on', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=not-a-real-token&callbackURL=%2Fauth%2Fcallback');
  await expect(page).toHaveURL(/\/auth\/callback\?error=INVALID_TOKEN/);
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a signed-in admin hands sign-in to another browser with a one-time link that works once', async ({ page, browser }) => {
  // A journey across many screens.
  test.slow();
  await login(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign in elsewhere' }).click();
  await page.getByRole('button', { name: 'Make a sign-in link' }).click();
  const link = await page.getByLabel('Your sign-in link').inputValue();
  expect(link).toMatch(/\/oneauth\/[\w-]{43}$/);

  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(link);
  await elsewhere.waitForURL(new RegExp(`^${E2E_ORIGIN}/$`));
  await expect(elsewhere.getByRole('button', { name: 'Switch organization' })).toContainText('Hirebase Demo');
  await other.close();

  const third = await browser.newContext();
  const replay = await third.newPage();
  await replay.goto(link);
  await expect(replay.getByRole('heading', { name: 'This sign-in link did not work' })).toBeVisible();
  await expect(replay.getByText('expired or was already used')).toBeVisible();
  await third.close();
});

test('the status pages say what happened and offer a way on, and the feedback board says it is not configured', async ({ page }) => {
  await login(page, DEMO.recruiter);
  await expect(page).toHaveURL(/\/$/);
  const pages = [
    { path: '/401', title: 'Your session was not accepted', way: page.getByRole('link', { name: 'Go to dashboard' }) },
    { path: '/403', title: "You don't have access to this page", way: page.getByRole('link', { name: 'Your organizations' }) },
    { path: '/404', title: 'Page Not Found', way: page.getByRole('link', { name: 'Return Home' }) },
    { path: '/500', title: 'Oops! Something went wrong', way: page.getByRole('link', { name: 'Back to Home' }) },
    { path: '/503', title: "We'll be right back", way: page.getByRole('button', { name: 'Try again' }) },
    { path: '/org/not-found', title: 'This organization is not available', way: page.getByRole('link', { name: 'Your organizations' }) },
    { path: '/canny/sso', title: 'Feedback is not configured', way: page.getByRole('link', { name: 'Contact support' }) },
  ];
  for (const p of pages) {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.title }), p.path).toBeVisible();
    await expect(p.way, p.path).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(/\/support/);

  // Billing is for administrators: a recruiter is shown the 403 page.
  await page.goto('/settings/billing');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();

  // Signed out, /401 asks to sign in and keeps nothing of the session.
  await page.context().clearCookies();
  await page.goto('/401');
  await expect(page.getByRole('heading', { level: 1, name: 'Please sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a member removed from the organization they work in lands on /org/not-found and goes on in another', async ({ page, browser }) => {
  // A journey across many screens.
  test.slow();
  // The admin makes a second organization and invites the demo recruiter to it.
  await login(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  const name = `Leaving Co ${Date.now()}`;
  await page.goto('/organizations');
  await page.getByRole('link', { name: 'Create organization' }).click();
  await page.getByLabel('Organization name').fill(name);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(/\/onboarding\/success/);
  const admin = await captureToken(page, () => page.goto('/jobs'));
  await apiCall(page, admin, 'POST', '/team/invitations', { email: DEMO.recruiter, role: 'recruiter' });
  const invitation = await linkFromMail(MAIL_DIR, DEMO.recruiter, new RegExp(name));

  const other = await browser.newContext();
  const member = await other.newPage();
  await login(member, DEMO.recruiter);
  await expect(member).toHaveURL(/\/$/);
  await member.goto(invitation);
  await member.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(member).toHaveURL(new RegExp(`^${E2E_ORIGIN}/$`));
  await expect(member.getByRole('button', { name: 'Switch organization' })).toContainText(name);

  // The admin removes them; their next request in that organization shows the page, still signed in.
  const members = await apiCall<{ id: string; email: string }[]>(page, admin, 'GET', '/team/members');
  await apiCall(page, admin, 'POST', `/team/members/${members.find((m) => m.email === DEMO.recruiter)!.id}/deactivate`);
  await member.getByRole('link', { name: 'Jobs', exact: true }).first().click();
  await expect(member).toHaveURL(/\/org\/not-found$/);
  await expect(member.getByRole('heading', { level: 1, name: 'This organization is not available' })).toBeVisible();
  await member.getByRole('link', { name: 'Your organizations' }).click();
  const demo = member.getByRole('button', { name: /Hirebase Demo/ });
  await expect(demo).toBeVisible();
  await expect(member.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  await demo.click();
  await member.waitForURL(new RegExp(`^${E2E_ORIGIN}/$`), { waitUntil: 'load' });
  await expect(member.getByRole('button', { name: 'Switch organization' })).toContainText('Hirebase Demo');
  await other.close();

  // The admin goes back to the demo organization, which the later specs expect.
  await page.goto('/organizations');
  await page.getByRole('button', { name: /Hirebase Demo/ }).click();
  await page.waitForURL(new RegExp(`^${E2E_ORIGIN}/$`), { waitUntil: 'load' });
});
