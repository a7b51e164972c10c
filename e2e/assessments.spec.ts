import { expect, test } from '@playwright/test';
import { apiPost, captureToken } from './support/api';
import { DEMO, expectAccessible, login } from './support/fixtures';
import { linkFromMail } from './support/mail';
import { MAIL_DIR } from './support/paths';

test('a recruiter generates an assessment, sends it, the candidate takes it across a reload, and the recruiter grades it', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const email = `tara-${stamp}@example.com`;
  await login(page, DEMO.recruiter);
  await expect(page).toHaveURL(/\/$/);
  const token = await captureToken(page, () => page.goto('/assessments'));
  const job = await apiPost<{ id: string }>(page, token, '/jobs', { title: `Data Engineer ${stamp}`, required_skills: ['Python', 'SQL'], status: 'open' });
  const candidate = await apiPost<{ id: string }>(page, token, '/candidates', { first_name: 'Tara', last_name: `Tester ${stamp}`, email });
  await apiPost(page, token, `/jobs/${job.id}/applications`, { candidate_id: candidate.id });

  // Generate a draft from the job (no model configured: the built-in bank), edit a question, save.
  await page.getByRole('button', { name: 'Generate for a job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate an assessment' });
  await dialog.getByLabel('Job').selectOption({ label: `Data Engineer ${stamp}` });
  await dialog.getByLabel('Difficulty').selectOption('easy');
  await dialog.getByRole('button', { name: 'Generate draft' }).click();
  await expect(page.getByText(/drawn from the built-in question bank \(Python, SQL\)/)).toBeVisible();
  const first = page.getByRole('group', { name: 'Question 1', exact: true });
  await first.getByLabel('Prompt').fill(`Which Python keyword defines a function? (${stamp})`);
  await first.getByLabel('Kind').selectOption('single');
  await first.getByLabel('Option 1', { exact: true }).fill('def');
  await first.getByLabel('Option 2', { exact: true }).fill('func');
  await first.getByRole('radio', { name: 'Option 1 is right' }).check();
  await page.getByLabel('Title').fill(`Data screen ${stamp}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create assessment' }).click();
  await expect(page.getByRole('heading', { name: `Data screen ${stamp}` })).toBeVisible();

  // Invite from the candidate's page.
  await page.goto(`/jobs/${job.id}/candidate/${candidate.id}`);
  await page.getByRole('button', { name: 'Send assessment' }).click();
  const send = page.getByRole('dialog', { name: 'Send an assessment' });
  await send.getByLabel('Assessment').selectOption({ label: `Data screen ${stamp}` });
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Assessment sent to 1 candidate', { exact: true })).toBeVisible();
  const link = await linkFromMail(MAIL_DIR, email, /^Assessment:/);

  // The candidate, in a browser of their own: start, answer, reload mid-way, carry on, submit.
  const context = await browser.newContext();
  const taker = await context.newPage();
  await taker.goto(link);
  await expect(taker.getByRole('heading', { name: `Data screen ${stamp}` })).toBeVisible();
  await taker.getByRole('button', { name: 'Start the assessment' }).click();
  await expect(taker.getByText(/Time left: \d+:\d\d/)).toBeVisible();
  await taker.getByRole('region', { name: /Question/ }).filter({ hasText: `(${stamp})` }).getByLabel('def').check();
  const textAnswer = taker.locator('[data-kind="short"], [data-kind="long"], [data-kind="code"]').first().locator('textarea, input');
  await textAnswer.fill('My answer, with <b>markup</b> kept as text.');
  await textAnswer.blur();
  await expect(taker.getByText(/^Saved at/)).toBeVisible();
  await taker.reload();
  await expect(taker.getByRole('region', { name: /Question/ }).filter({ hasText: `(${stamp})` }).getByLabel('def')).toBeChecked();
  await expect(textAnswer).toHaveValue('My answer, with <b>markup</b> kept as text.');
  await taker.getByRole('button', { name: 'Submit answers' }).click();
  await expect(taker.getByRole('heading', { name: 'Already submitted' })).toBeVisible();
  await context.close();

  // The recruiter sees it on the board card and the candidate page, and grades the text answers by hand.
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByText(/% · to grade/)).toBeVisible();
  await page.goto(`/jobs/${job.id}/candidate/${candidate.id}`);
  await page.getByRole('button', { name: 'Grade answers' }).click();
  const attempt = page.getByRole('dialog', { name: new RegExp(`Tara Tester ${stamp}`) });
  await expect(attempt.getByText('My answer, with <b>markup</b> kept as text.')).toBeVisible();
  const open = attempt.getByRole('listitem').filter({ hasText: 'To grade' });
  while ((await open.count()) > 0) {
    const item = open.first();
    await item.getByLabel(/^Points/).fill('1');
    await item.getByRole('button', { name: 'Save grade' }).click();
    await expect(page.getByText('Grade saved').first()).toBeVisible();
  }
  await expect(attempt.getByText(/% · (Passed|Failed)/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(/% · (Passed|Failed)/).first()).toBeVisible();
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByText(/% · (Passed|Failed)/)).toBeVisible();
});
