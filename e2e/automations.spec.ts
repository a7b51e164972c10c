import { expect, test } from '@playwright/test';
import { apiCall, captureToken } from './support/api';
import { DEMO, expectAccessible, keyboardMoveRight, login } from './support/fixtures';

test('a notify trigger on a stage tells the chosen teammate when a candidate enters it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await login(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  const token = await captureToken(page, () => page.goto('/jobs'));

  const job = await apiCall<{ id: string; stages: { id: string; name: string }[] }>(page, token, 'POST', '/jobs', { title: `Trigger test ${stamp}` });
  const candidate = await apiCall<{ id: string }>(page, token, 'POST', '/candidates', { first_name: 'Tia', last_name: `Trigger${stamp}` });
  await apiCall(page, token, 'POST', `/jobs/${job.id}/applications`, { candidate_id: candidate.id });
  const members = await apiCall<{ email: string; name: string }[]>(page, token, 'GET', '/team/members');
  const me = members.find((m) => m.email === DEMO.admin)!.name;
  const [first, second] = job.stages;

  // The trigger, from the job's configure page.
  await page.goto(`/jobs/${job.id}/configure`);
  await page.getByRole('link', { name: 'Triggers' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/configure/triggers$`));
  await expect(page.getByRole('form')).toHaveCount(0);
  await page.getByRole('button', { name: `Add trigger to ${second!.name}` }).click();
  const form = page.getByRole('form', { name: `New trigger for ${second!.name}` });
  await form.getByLabel(`When a candidate enters ${second!.name}`).selectOption({ label: 'Notify team members' });
  await form.getByRole('checkbox', { name: me }).check();
  await form.getByRole('button', { name: 'Add trigger' }).click();
  await expect(form).toBeHidden();
  const list = page.getByRole('list', { name: `Triggers of ${second!.name}` });
  await expect(list.getByText(`Notify ${me}`)).toBeVisible();
  await expectAccessible(page);

  // Move the candidate into that stage on the board, with the keyboard.
  await page.goto(`/jobs/${job.id}`);
  const card = page.getByRole('region', { name: `${first!.name} stage` }).getByRole('link', { name: `Tia Trigger${stamp}` });
  await expect(card).toBeVisible();
  await page.waitForLoadState('networkidle');
  await keyboardMoveRight(page, card, `Tia Trigger${stamp}`, second!.name);
  await expect(page.getByRole('region', { name: `${second!.name} stage` }).getByRole('link', { name: `Tia Trigger${stamp}` })).toBeVisible();

  // The queue runs the trigger once; the run is listed with its outcome.
  const title = `Tia Trigger${stamp} entered ${second!.name}`;
  await expect
    .poll(async () => (await apiCall<{ title: string }[]>(page, token, 'GET', '/notifications?unread=true')).map((n) => n.title), { timeout: 20_000 })
    .toContain(title);
  await page.goto(`/jobs/${job.id}/configure/triggers`);
  const runs = page.getByRole('table', { name: 'Trigger runs' });
  await expect(runs.getByRole('row', { name: new RegExp(`Tia Trigger${stamp}.*Done.*Notified 1 person`) })).toBeVisible();

  // The bell shows it; opening it goes to the candidate and marks it read.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/candidate/${candidate.id}$`));
  await expect
    .poll(async () => (await apiCall<{ title: string }[]>(page, token, 'GET', '/notifications?unread=true')).map((n) => n.title))
    .not.toContain(title);
});
