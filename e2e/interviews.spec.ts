import { expect, test, type Locator, type Page } from '@playwright/test';
import { API, apiPost, captureToken } from './support/api';
import { DEMO, expectAccessible, login } from './support/fixtures';
import { linkFromMail } from './support/mail';
import { MAIL_DIR } from './support/paths';

async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 4, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('a recruiter schedules an interview, moves it on the calendar and submits a scorecard', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Tech screen <b>${stamp}</b>`;
  await login(page, DEMO.recruiter);
  await expect(page).toHaveURL(/\/$/);
  const token = await captureToken(page, () => page.goto('/interviews'));
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');

  const job = await apiPost<{ id: string }>(page, token, '/jobs', { title: `Interview job ${stamp}` });
  const candidate = await apiPost<{ id: string }>(page, token, '/candidates', { first_name: 'Ivy', last_name: `Iyer ${stamp}`, email: `ivy-${stamp}@example.com` });
  await apiPost(page, token, `/jobs/${job.id}/applications`, { candidate_id: candidate.id });

  // Schedule from the candidate's page: 10:00 in Asia/Kolkata.
  await page.goto(`/database/candidate/${candidate.id}`);
  await page.getByRole('button', { name: 'Schedule interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Date').fill('2031-05-14');
  await dialog.getByLabel('Start time').fill('10:00');
  await dialog.getByLabel('End time').fill('11:00');
  await dialog.getByLabel('Time zone').selectOption('Asia/Kolkata');
  await expect(dialog.getByRole('checkbox', { name: 'Rui Recruiter' })).toBeChecked();
  await dialog.getByLabel('Video link').fill('https://meet.example.com/ivy');
  await dialog.getByLabel('Notes for interviewers').fill('Ask about the migration project.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Interview scheduled', { exact: true })).toBeVisible();
  const item = page.getByRole('listitem', { name: title });
  await expect(item).toContainText('(Asia/Kolkata)');
  await expect(page.getByText(/scheduled interview Tech screen/).first()).toBeVisible();

  const list = await page.request.get(`${API}/interviews?candidate_id=${candidate.id}`, { headers: { authorization: token } });
  const [interview] = ((await list.json()) as { data: { id: string; starts_at: string }[] }).data;
  expect(interview!.starts_at).toBe('2031-05-14T04:30:00.000Z');

  // The calendar shows it; dragging it two days later reschedules it at the same time of day.
  await page.goto('/calendar?date=2031-05-14');
  const chip = page.locator(`[data-interview-id="${interview!.id}"]`);
  await expect(page.locator('[data-day="2031-05-14"]').locator(`[data-interview-id="${interview!.id}"]`)).toBeVisible();
  await expect(chip).toContainText(title);
  await expectAccessible(page);
  await drag(page, chip, page.locator('[data-day="2031-05-16"]'));
  await expect(page.getByText(/^Interview moved/)).toBeVisible();
  await expect(page.locator('[data-day="2031-05-16"]').locator(`[data-interview-id="${interview!.id}"]`)).toBeVisible();
  const moved = await page.request.get(`${API}/interviews/${interview!.id}`, { headers: { authorization: token } });
  expect(((await moved.json()) as { data: { starts_at: string; sequence: number } }).data).toMatchObject({ starts_at: '2031-05-16T04:30:00.000Z', sequence: 1 });

  // In the week view, dropping on a time slot moves the start there.
  await page.getByRole('button', { name: 'Week' }).click();
  await chip.scrollIntoViewIfNeeded();
  await expect(chip).toBeVisible();
  await drag(page, chip, page.locator('[data-slot="2031-05-16T06:00"]'));
  await expect.poll(async () => {
    const res = await page.request.get(`${API}/interviews/${interview!.id}`, { headers: { authorization: token } });
    return ((await res.json()) as { data: { starts_at: string } }).data.starts_at;
  }).toBe('2031-05-16T06:00:00.000Z');
  await expect(page.getByLabel('Private calendar link')).toHaveValue(/\/api\/v1\/public\/calendar\/.+\.ics$/);

  // Open it and submit my scorecard.
  const details = page.getByRole('dialog', { name: 'Interview' });
  // The click that ends a drag is ignored for a moment, so the first click may be swallowed.
  await expect(async () => {
    await chip.click();
    await expect(details).toBeVisible({ timeout: 1000 });
  }).toPass();
  await details.getByRole('button', { name: 'Submit scorecard' }).click();
  const card = page.getByRole('dialog', { name: `Scorecard: ${title}` });
  for (const criterion of ['Communication', 'Technical skills', 'Problem solving', 'Culture add']) {
    await card.getByRole('group', { name: criterion }).getByLabel('4 Excellent').check();
  }
  await card.getByRole('group', { name: 'Recommendation' }).getByLabel('Strong yes').check();
  await card.getByLabel('Scorecard notes').fill('Clear thinker.');
  await card.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(page.getByText('Scorecard submitted', { exact: true })).toBeVisible();

  // The scorecard shows on the candidate's page.
  await page.goto(`/database/candidate/${candidate.id}`);
  const scorecards = page.getByRole('list', { name: 'Scorecards' });
  await expect(scorecards).toContainText('Strong yes');
  await expect(scorecards).toContainText('Clear thinker.');
  await expect(page.getByText(/submitted a scorecard/).first()).toBeVisible();

  // My interviews, with the zone named.
  await page.goto('/interviews?tab=mine');
  await expect(page.getByRole('listitem', { name: title })).toContainText('Asia/Kolkata');
  await expectAccessible(page);
});

test('a recruiter sends a scheduling link; the candidate picks a time on the public page and the interview is in the app', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const email = `sam-${stamp}@example.com`;
  await login(page, DEMO.recruiter);
  await expect(page).toHaveURL(/\/$/);
  const token = await captureToken(page, () => page.goto('/interviews'));
  const job = await apiPost<{ id: string }>(page, token, '/jobs', { title: `Scheduling job ${stamp}` });
  const candidate = await apiPost<{ id: string }>(page, token, '/candidates', { first_name: 'Sam', last_name: `Self ${stamp}`, email });
  await apiPost(page, token, `/jobs/${job.id}/applications`, { candidate_id: candidate.id });

  await page.goto(`/database/candidate/${candidate.id}`);
  await page.getByRole('button', { name: 'Schedule interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
  await dialog.getByRole('radio', { name: 'Send scheduling link' }).check();
  const form = dialog.getByRole('form', { name: 'Send scheduling link' });
  await form.getByLabel('Title').fill(`Intro call ${stamp}`);
  await form.getByLabel('First day offered').fill('2032-06-07');
  await form.getByLabel('Last day offered').fill('2032-06-08');
  await form.getByLabel("Working hours' time zone").selectOption('UTC');
  await expect(form.getByRole('checkbox', { name: 'Rui Recruiter' })).toBeChecked();
  await form.getByRole('button', { name: 'Send scheduling link' }).click();
  await expect(page.getByText('Scheduling link sent', { exact: true })).toBeVisible();
  const links = page.getByRole('list', { name: 'Scheduling links' });
  await expect(links).toContainText('Sent');

  // The candidate opens the mailed link and sees the slots in their own zone.
  const url = await linkFromMail(MAIL_DIR, email, /Pick a time/);
  const candidatePage = await page.context().newPage();
  await candidatePage.goto(`${url}?tz=Asia/Kolkata`);
  await expect(candidatePage.getByText('Times are shown in Asia/Kolkata.')).toBeVisible();
  await candidatePage.getByRole('group', { name: 'Monday, June 7, 2032' }).getByRole('radio', { name: '14:30–15:30' }).check();
  await candidatePage.getByRole('button', { name: 'Book this time' }).click();
  await expect(candidatePage.getByRole('heading', { name: 'Your interview is booked' })).toBeVisible();
  await expect(candidatePage.getByRole('status')).toContainText('14:30–15:30');
  await expect(candidatePage.getByRole('link', { name: 'Reschedule' })).toBeVisible();
  await expect(candidatePage.getByRole('link', { name: 'Cancel interview' })).toBeVisible();
  await candidatePage.close();

  // The interview is in the app, at 09:00 UTC, and the link shows as booked.
  await page.reload();
  await expect(page.getByRole('listitem', { name: `Intro call ${stamp}`, exact: true })).toBeVisible();
  await expect(links).toContainText('Booked');
  const list = await page.request.get(`${API}/interviews?candidate_id=${candidate.id}`, { headers: { authorization: token } });
  const [interview] = ((await list.json()) as { data: { starts_at: string }[] }).data;
  expect(interview!.starts_at).toBe('2032-06-07T09:00:00.000Z');
});
