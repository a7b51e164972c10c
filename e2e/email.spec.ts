import { expect, test } from '@playwright/test';
import { apiPost, captureToken } from './support/api';
import { DEMO, expectAccessible, login } from './support/fixtures';

test('a manager writes a template, emails three candidates from the board, and finds the mail on their timelines and in the outbox', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const jobTitle = `Mail Engineer ${stamp}`;
  const templateName = `Next steps ${stamp}`;
  await login(page, DEMO.manager);
  await expect(page).toHaveURL(/\/$/);

  // The template, with an unknown field caught before saving and a live preview.
  const token = await captureToken(page, () => page.goto('/settings/communications'));
  await page.getByRole('button', { name: 'New template' }).click();
  const editor = page.getByRole('dialog', { name: 'New template' });
  await editor.getByLabel('Template name').fill(templateName);
  await editor.getByLabel('Subject').fill('About {{job.title}}');
  await editor.getByLabel('Message').fill('Hi {{candidate.first_name}} {{candidate.age}}');
  await expect(editor.getByRole('alert')).toContainText('{{candidate.age}}');
  await expect(editor.getByRole('button', { name: 'Create template' })).toBeDisabled();
  await editor.getByLabel('Message').fill('Hi {{candidate.first_name}}, <b>thanks</b> for applying to {{job.title}} at {{org.name}}.');
  await expect(editor.getByTestId('preview-body')).toContainText('Hi Jane, <b>thanks</b> for applying to Senior Backend Engineer');
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('list', { name: 'Email templates' }).getByText(templateName)).toBeVisible();

  // A job with three candidates.
  const job = await apiPost<{ id: string }>(page, token, '/jobs', { title: jobTitle, status: 'open' });
  const people: { id: string; name: string }[] = [];
  for (const first of ['Ana', 'Ben', 'Cleo']) {
    const c = await apiPost<{ id: string; name: string }>(page, token, '/candidates', { first_name: first, last_name: `Mail${stamp}`, email: `${first.toLowerCase()}.${stamp}@example.com` });
    await apiPost(page, token, `/jobs/${job.id}/applications`, { candidate_id: c.id });
    people.push(c);
  }

  // Select the three on the board and send the template.
  await page.goto(`/jobs/${job.id}`);
  for (const p of people) await page.getByRole('checkbox', { name: `Select ${p.name}` }).check();
  await page.getByRole('toolbar', { name: 'Selected candidates' }).getByRole('button', { name: 'Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email 3 candidates' });
  await dialog.getByLabel('Template').selectOption({ label: templateName });
  await expect(dialog.getByTestId('preview-subject')).toHaveText(`About ${jobTitle}`);
  // The preview is for the first recipient on the board, with the job's real title; HTML stays text.
  await expect(dialog.getByTestId('preview-body')).toHaveText(new RegExp(`^Hi (Ana|Ben|Cleo), <b>thanks</b> for applying to ${jobTitle} at `));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('3 emails queued', { exact: true })).toBeVisible();

  // Each candidate's timeline shows the email once the queue has sent it.
  for (const p of people) {
    await page.goto(`/database/candidate/${p.id}`);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(async () => {
      await page.reload();
      await expect(timeline.getByText(`emailed ${p.name}`)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(timeline.getByText(`About ${jobTitle}`)).toBeVisible();
  }

  // The outbox lists the three messages as sent.
  await page.goto('/settings/communications');
  const outbox = page.getByRole('table', { name: 'Outbox' });
  for (const p of people) {
    await expect(outbox.getByRole('row').filter({ hasText: p.name.split(' ')[0]!.toLowerCase() }).filter({ hasText: `About ${jobTitle}` }).getByText('Sent')).toBeVisible();
  }
});
