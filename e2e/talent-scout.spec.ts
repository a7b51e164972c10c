import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiCall, captureToken } from './support/api';
import { DEMO, expectAccessible, login, uniqueEmail } from './support/fixtures';
import { linkFromMail } from './support/mail';
import { MAIL_DIR } from './support/paths';

async function resumePdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }));
  return Buffer.from(await doc.save());
}

test('a manager invites a sourcing partner, who submits a candidate from the portal; the recruiter accepts it onto the board', async ({ page, browser }) => {
  // Two people in two browsers, a sign-in with its proof of work, an upload parsed and an accept: longer than one page's test.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Scout Flow Engineer ${stamp}`;
  const partnerEmail = uniqueEmail('partner');
  const partnerName = `Quinn Scout ${stamp}`;
  await login(page, DEMO.manager);
  await expect(page).toHaveURL(/\/$/);
  const token = await captureToken(page, () => page.goto('/jobs'));
  const job = await apiCall<{ id: string }>(page, token, 'POST', '/jobs', { title, status: 'open', location: 'Lisbon, Portugal', description: '<p>Build the scout flow.</p>' });

  // The manager invites the partner and shares the job with a note for partners.
  await page.getByRole('link', { name: 'Talent scout' }).click();
  await expect(page.getByRole('heading', { name: 'Talent scout' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite partner' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(partnerEmail);
  await dialog.getByLabel('Name').fill(partnerName);
  await dialog.getByLabel('Company').fill('Quinn Search');
  await dialog.getByLabel(title, { exact: true }).check();
  await dialog.getByLabel(`Notes for partners about ${title}`).fill('Portuguese speakers preferred');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('link', { name: partnerName })).toBeVisible();

  // The partner opens the invitation's link in a browser of their own and submits a candidate with a PDF.
  const partner = await (await browser.newContext()).newPage();
  await partner.goto(await linkFromMail(MAIL_DIR, partnerEmail, /sourcing partner/));
  await expect(partner.getByRole('heading', { name: 'Hirebase Demo partner portal' })).toBeVisible();
  await expect(partner.getByText('Portuguese speakers preferred')).toBeVisible();
  await expect(partner).not.toHaveURL(/token=/);
  await expectAccessible(partner);
  await partner.getByRole('button', { name: `Submit a candidate for ${title}` }).click();
  await partner.getByLabel('First name').fill('Rosa');
  await partner.getByLabel('Last name').fill(`Scouted${stamp}`);
  await partner.getByLabel('Email').fill(`rosa-${stamp}@example.com`);
  await partner.getByLabel(/^Resume/).setInputFiles({ name: 'rosa.pdf', mimeType: 'application/pdf', buffer: await resumePdf([`Rosa Scouted${stamp}`, `rosa-${stamp}@example.com`, 'Skills: TypeScript, PostgreSQL']) });
  await partner.getByLabel(/Note for the recruiter/).fill('Led two migrations to PostgreSQL.');
  await partner.getByRole('button', { name: 'Submit candidate' }).click();
  // The resume is checked and parsed off the request thread before the answer, as the ingestion spec allows for.
  await expect(partner.getByText('Candidate submitted.', { exact: false })).toBeVisible({ timeout: 30_000 });
  await partner.getByRole('button', { name: 'My submissions' }).click();
  const row = partner.getByRole('row', { name: new RegExp(`Rosa Scouted${stamp}`) });
  await expect(row).toContainText('Submitted');

  // The manager opens the record, reads the note, and accepts it into the job's pipeline.
  await page.goto('/talent-scout');
  await page.getByRole('link', { name: `Rosa Scouted${stamp}` }).click();
  await expect(page.getByRole('heading', { name: `Rosa Scouted${stamp}` })).toBeVisible();
  await expect(page.getByText('Led two migrations to PostgreSQL.')).toBeVisible();
  await expect(page.getByTitle('Resume file')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Accept into pipeline' }).click();
  await expect(page.getByText('Accepted into the job', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Accepted on/)).toBeVisible();

  // On the job's board the candidate is in the first stage, with the partner as source.
  await page.goto(`/jobs/${job.id}`);
  await page.getByLabel('Filter by source').selectOption({ label: `Talent scout: ${partnerName}` });
  await expect(page.getByRole('link', { name: new RegExp(`Rosa Scouted${stamp}`) }).first()).toBeVisible();

  // The partner sees the accepted status.
  await partner.reload();
  await partner.getByRole('button', { name: 'My submissions' }).click();
  await expect(row).toContainText('Accepted');
});
