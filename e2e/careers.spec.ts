import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiCall, captureToken } from './support/api';
import { DEMO, expectAccessible, login, passBotCheck } from './support/fixtures';

async function resumePdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }));
  return Buffer.from(await doc.save());
}

type Application = { id: string; status: string; stage_kind: string; candidate: { id: string; name: string; email: string | null } };

test('a manager publishes a job with a knock-out question; candidates apply on the careers site; the recruiter sees them', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const title = `Careers Flow Engineer ${stamp}`;
  await login(page, DEMO.manager);
  await expect(page).toHaveURL(/\/$/);
  const token = await captureToken(page, () => page.goto('/jobs'));
  const job = await apiCall<{ id: string }>(page, token, 'POST', '/jobs', { title, status: 'open', location: 'Lisbon, Portugal', description: '<p>Build the careers flow.</p>' });

  // The manager publishes it with two questions, the first a knock-out on "No".
  await page.goto(`/jobs/${job.id}/configure/publish`);
  await expect(page.getByText('Not published')).toBeVisible();
  // The job starts from the organization's default questions; this one asks its own.
  const remove = page.getByRole('button', { name: /^Remove question/ });
  while ((await remove.count()) > 0) await remove.first().click();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByLabel('Question 1', { exact: true }).fill('Can you work from Lisbon?');
  await page.getByLabel('Answer type').first().selectOption('yes_no');
  await page.getByRole('group', { name: 'Knock-out answers for question 1' }).getByLabel('No').check();
  await page.getByLabel('Required').first().check();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByLabel('Question 2', { exact: true }).fill('Your favourite <b>tool</b>?');
  // Before publishing, the manager previews the page as it will look, questions included.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title="Preview of the job\'s page"]');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('Can you work from Lisbon? *')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Publish job' }).click();
  await expect(page.getByText('Job published', { exact: true })).toBeVisible();
  const link = await page.getByLabel('Public link').inputValue();
  expect(link).toContain('/careers/company/hirebase-demo/jobs/');

  // A candidate, in a browser of their own, finds the job on the careers page and applies.
  const candidate = await (await browser.newContext()).newPage();
  await candidate.goto('/careers/company/hirebase-demo');
  await expect(candidate.locator('img.pp-logo')).toHaveJSProperty('naturalWidth', 64);
  await expectAccessible(candidate);
  await candidate.getByLabel('Search').fill(stamp);
  await candidate.getByRole('button', { name: 'Show jobs' }).click();
  await candidate.getByRole('link', { name: title }).click();
  await expect(candidate.getByRole('heading', { name: title })).toBeVisible();
  await expectAccessible(candidate);
  const apply = async (person: { first: string; last: string; email: string; lisbon: 'Yes' | 'No' }) => {
    await candidate.getByLabel('First name').fill(person.first);
    await candidate.getByLabel('Last name').fill(person.last);
    await candidate.getByLabel('Email').fill(person.email);
    await candidate.getByLabel('Phone').fill('+351 21 000 0000');
    await candidate.getByLabel(/^Resume/).setInputFiles({
      name: `${person.first}.pdf`,
      mimeType: 'application/pdf',
      buffer: await resumePdf([`${person.first} ${person.last}`, person.email, 'Skills: TypeScript, PostgreSQL']),
    });
    await candidate.getByRole('group', { name: /Can you work from Lisbon/ }).getByLabel(person.lisbon).check();
    await candidate.getByLabel('Your favourite <b>tool</b>?').fill('<script>alert(1)</script> vim');
    await candidate.getByLabel(/I agree to the privacy notice/).check();
    await passBotCheck(candidate);
    await candidate.getByRole('button', { name: 'Submit application' }).click();
    await expect(candidate.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  };
  await apply({ first: 'Lena', last: `Flow${stamp}`, email: `lena-${stamp}@example.com`, lisbon: 'Yes' });

  // The recruiter sees her in the applied stage with the parsed name, email and her answers.
  await page.goto(`/jobs/${job.id}`);
  const card = page.getByRole('link', { name: new RegExp(`Lena Flow${stamp}`) }).first();
  await expect(card).toBeVisible();
  const [app] = await apiCall<Application[]>(page, token, 'GET', `/jobs/${job.id}/applications`);
  expect(app).toMatchObject({ stage_kind: 'applied', status: 'active', candidate: { email: `lena-${stamp}@example.com` } });
  await page.goto(`/jobs/${job.id}/candidate/${app!.candidate.id}`);
  await expect(page.getByRole('heading', { name: `Lena Flow${stamp}` })).toBeVisible();
  await expect(page.getByText(`lena-${stamp}@example.com`).first()).toBeVisible();
  const answers = page.getByRole('region', { name: 'Application answers' });
  await expect(answers.getByText('Can you work from Lisbon?')).toBeVisible();
  await expect(answers.getByText('<script>alert(1)</script> vim')).toBeVisible();

  // A second applicant who answers the knock-out lands in rejected.
  await candidate.goto(link);
  await apply({ first: 'Omar', last: `Knock${stamp}`, email: `omar-${stamp}@example.com`, lisbon: 'No' });
  const apps = await apiCall<Application[]>(page, token, 'GET', `/jobs/${job.id}/applications`);
  expect(apps.find((a) => a.candidate.email === `omar-${stamp}@example.com`)).toMatchObject({ status: 'rejected', stage_kind: 'rejected' });
});
