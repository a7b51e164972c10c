import { expect, test } from '@playwright/test';
import type { AgencyDashboard } from '@hirebase/shared';
import { apiCall, apiPost, captureToken } from './support/api';
import { DEMO, expectAccessible, login } from './support/fixtures';
import { linkFromMail } from './support/mail';
import { MAIL_DIR } from './support/paths';

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);
const usdOf = (d: AgencyDashboard) => d.fees.month.find((f) => f.currency === 'USD')?.amount ?? 0;

test('a manager submits two candidates, the client answers on the report page, and the placement shows on the dashboard', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const contactEmail = `hiring.${stamp}@client.example`;
  await login(page, DEMO.manager);
  await expect(page).toHaveURL(/\/$/);
  const token = await captureToken(page, () => page.goto('/submissions'));

  // A client with a contact, its job, and two candidates in the job.
  const client = await apiPost<{ id: string }>(page, token, '/clients', { name: `Initrode ${stamp}` });
  await apiPost(page, token, `/clients/${client.id}/contacts`, { name: 'Hana Client', email: contactEmail, is_primary: true });
  const job = await apiPost<{ id: string }>(page, token, '/jobs', { title: `Platform Lead ${stamp}`, status: 'open', client_id: client.id, openings: 2 });
  const names = [`Ann Sub${stamp}`, `Ben Sub${stamp}`];
  const ids: string[] = [];
  for (const name of names) {
    const [first, last] = name.split(' ');
    const c = await apiPost<{ id: string }>(page, token, '/candidates', { first_name: first, last_name: last, email: `${first!.toLowerCase()}.${stamp}@example.com` });
    await apiPost(page, token, `/jobs/${job.id}/applications`, { candidate_id: c.id });
    ids.push(c.id);
  }

  // Submit both from the job's client-submissions page.
  await page.goto(`/jobs/${job.id}/client-submissions`);
  await page.getByRole('button', { name: 'Submit candidates' }).click();
  const dialog = page.getByRole('dialog', { name: `Submit to Initrode ${stamp}` });
  for (const name of names) await dialog.getByRole('checkbox', { name }).check();
  await dialog.getByRole('checkbox', { name: /Hana Client/ }).check();
  await dialog.getByLabel('Summary for the client').fill('Both led platform teams of ten.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Submit 2 candidates' }).click();
  // The links are shown once, beside the emails that carry them.
  await expect(dialog.getByRole('textbox', { name: `Report link for ${names[0]}` })).toHaveValue(/\/reports\/candidate-report\/[\w-]{40,}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);

  // The client opens each emailed link in a browser of their own and answers.
  const client1 = await browser.newContext();
  const clientPage = await client1.newPage();
  const annLink = await linkFromMail(MAIL_DIR, contactEmail, new RegExp(names[0]!));
  const benLink = await linkFromMail(MAIL_DIR, contactEmail, new RegExp(names[1]!));
  await clientPage.goto(annLink);
  await expect(clientPage.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
  await expect(clientPage.getByText('Both led platform teams of ten.')).toBeVisible();
  await clientPage.getByRole('button', { name: 'Request interview' }).click();
  await expect(clientPage.getByRole('status')).toContainText('Thank you');
  await clientPage.goto(benLink);
  await clientPage.getByLabel('Comment (optional)').fill('We need more Kubernetes depth.');
  await clientPage.getByRole('button', { name: 'Not a fit' }).click();
  await expect(clientPage.getByRole('status')).toContainText('Thank you');
  await client1.close();

  // The recruiter sees both statuses and the notification.
  await page.reload();
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(`${names[0]}.*Interview requested.*Request interview`) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`${names[1]}.*Rejected.*Not a fit`) })).toBeVisible();
  // The client's answer reaches the manager through a background job: wait for it to exist.
  await expect
    .poll(async () => JSON.stringify(await apiCall<unknown>(page, token, 'GET', '/notifications?page_size=20')), { timeout: 30_000 })
    .toContain(`answered “Request interview” for ${names[0]}`);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  await expect(page.getByRole('list', { name: 'Notifications' })).toContainText(`answered “Request interview” for ${names[0]}`);
  await page.keyboard.press('Escape');

  // Mark the first placed with a 20% fee; the dashboard's month fees grow by it.
  const before = await apiCall<AgencyDashboard>(page, token, 'GET', '/submissions/agency-dashboard');
  await table.getByRole('link', { name: names[0] }).click();
  await page.getByRole('button', { name: 'Mark placed' }).click();
  const placement = page.getByRole('dialog', { name: 'Mark placed' });
  await placement.getByLabel('Salary').fill('150000');
  await placement.getByLabel('Currency').fill('USD');
  await placement.getByLabel('Fee percentage').fill('20');
  await placement.getByRole('button', { name: 'Mark placed' }).click();
  await expect(page.getByText(`${usd(30_000)} (20% of salary)`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Emails sent' })).toContainText(`introduce ${names[0]}`);
  await expect(page.getByRole('list', { name: 'Report views' })).toContainText('Chrome');
  const after = await apiCall<AgencyDashboard>(page, token, 'GET', '/submissions/agency-dashboard');
  expect(usdOf(after) - usdOf(before)).toBe(30_000);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Fees this month/ })).toContainText(usd(usdOf(after)));

  // A report shared from the profile: anonymised, its link shown once, then listed with the submission's.
  await page.goto(`/database/candidate/${ids[1]}`);
  await page.getByRole('button', { name: 'Share report' }).click();
  const share = page.getByRole('dialog', { name: 'Share report' });
  await share.getByRole('checkbox', { name: /Anonymised/ }).check();
  await share.getByRole('button', { name: 'Create link' }).click();
  await expect(share.getByRole('textbox', { name: 'Report link' })).toHaveValue(/\/reports\/candidate-report\//);
  await share.getByRole('button', { name: 'Done' }).click();
  const links = page.getByRole('list', { name: 'Report links' });
  await expect(links.getByRole('listitem').filter({ hasText: 'Shows anonymised' })).toContainText('Active');
  await expect(links.locator(':scope > li')).toHaveCount(2);
});
