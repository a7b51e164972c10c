import { expect, test } from '@playwright/test';
import { apiCall, captureToken } from './support/api';
import { DEMO, login } from './support/fixtures';

type Job = { id: string; client: { id: string } | null; owner: { id: string } | null; hiring_team: { id: string }[]; tags: { id: string }[]; status: string };
type Member = { user_id: string; email: string; name: string };

test('a job opened or reloaded on its configure page shows every field it holds, and saving keeps them', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await login(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  const token = await captureToken(page, () => page.goto('/jobs'));

  const client = await apiCall<{ id: string }>(page, token, 'POST', '/clients', { name: `Zeta Reload ${stamp}` });
  const tag = await apiCall<{ id: string }>(page, token, 'POST', '/tags', { name: `reload-${stamp}`, feature: 'jobs' });
  const members = await apiCall<Member[]>(page, token, 'GET', '/team/members');
  const manager = members.find((m) => m.email === DEMO.manager)!;
  const recruiter = members.find((m) => m.email === DEMO.recruiter)!;
  const title = `Reload test ${stamp}`;
  const job = await apiCall<Job>(page, token, 'POST', '/jobs', {
    title,
    client_id: client.id,
    department: 'Platform',
    location: 'Lisbon, Portugal',
    workplace: 'hybrid',
    employment_type: 'contract',
    openings: 4,
    salary_min: 5000,
    salary_max: 7000,
    salary_currency: 'EUR',
    salary_period: 'month',
    experience_min: 3,
    experience_max: 8,
    required_skills: ['Kotlin', 'Kafka'],
    nice_to_have_skills: ['Terraform'],
    description: '<p>Run the event platform.</p>',
    status: 'on_hold',
    owner_id: manager.user_id,
    hiring_team_ids: [manager.user_id, recruiter.user_id],
    tag_ids: [tag.id],
  });

  await page.goto(`/jobs/${job.id}/configure`);
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  await page.reload();

  const form = page.getByRole('form', { name: `Edit ${title}` });
  await expect(form.getByLabel('Job title')).toHaveValue(title);
  await expect(form.getByLabel('Client')).toHaveValue(client.id);
  await expect(form.getByLabel('Client').locator('option:checked')).toHaveText(`Zeta Reload ${stamp}`);
  await expect(form.getByLabel('Department')).toHaveValue('Platform');
  await expect(form.getByLabel('Location')).toHaveValue('Lisbon, Portugal');
  await expect(form.getByLabel('Workplace')).toHaveValue('hybrid');
  await expect(form.getByLabel('Employment type')).toHaveValue('contract');
  await expect(form.getByLabel('Openings')).toHaveValue('4');
  await expect(form.getByLabel('Status')).toHaveValue('on_hold');
  await expect(form.getByLabel('Owner')).toHaveValue(manager.user_id);
  await expect(form.getByLabel('Owner').locator('option:checked')).toHaveText(manager.name);
  await expect(form.getByLabel('Minimum salary')).toHaveValue('5000');
  await expect(form.getByLabel('Maximum salary')).toHaveValue('7000');
  await expect(form.getByLabel('Currency')).toHaveValue('EUR');
  await expect(form.getByLabel('Pay period')).toHaveValue('month');
  await expect(form.getByLabel('Minimum experience (years)')).toHaveValue('3');
  await expect(form.getByLabel('Maximum experience (years)')).toHaveValue('8');
  const skills = form.getByRole('list', { name: 'Selected skills' });
  await expect(skills.nth(0).getByRole('listitem')).toHaveText(['Kotlin', 'Kafka'].map((s) => new RegExp(s)));
  await expect(skills.nth(1).getByRole('listitem')).toHaveText([/Terraform/]);
  await expect(form.getByLabel('Job description')).toContainText('Run the event platform.');
  const team = form.getByRole('group', { name: 'Hiring team' });
  await expect(team.getByRole('checkbox', { name: manager.name })).toBeChecked();
  await expect(team.getByRole('checkbox', { name: recruiter.name })).toBeChecked();
  await expect(team.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(form.getByRole('list', { name: 'Selected tags' }).getByRole('listitem')).toHaveText([`reload-${stamp}`]);

  // Saving what the screen shows changes nothing it did not touch.
  await form.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByText('Job saved', { exact: true })).toBeVisible();
  const saved = await apiCall<Job>(page, token, 'GET', `/jobs/${job.id}`);
  expect(saved.client?.id).toBe(client.id);
  expect(saved.owner?.id).toBe(manager.user_id);
  expect(saved.hiring_team.map((m) => m.id).sort()).toEqual([manager.user_id, recruiter.user_id].sort());
  expect(saved.tags.map((t) => t.id)).toEqual([tag.id]);
  expect(saved.status).toBe('on_hold');
});
