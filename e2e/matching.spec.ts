import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, login } from './support/fixtures';

const API = '/api/v1/recruiter';

test('a recruiter refines a job, reads why a candidate ranks, and adds two recommendations to the board', async ({ page }) => {
  const title = `Platform Engineer ${Date.now().toString(36)}`;
  await login(page, DEMO.recruiter);
  await expect(page).toHaveURL(/\/$/);

  // A job through the API with the page's own token, described the way recruiters write them.
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().includes(API) && Boolean(r.headers().authorization)), page.goto('/jobs')]);
  const token = request.headers().authorization!;
  const description =
    '<p>Join the team that runs our platform.</p><h3>Requirements</h3><ul><li>3+ years with TypeScript and Node.js</li><li>React</li></ul><h3>Nice to have</h3><ul><li>Docker</li></ul>';
  const created = await page.request.post(`${API}/jobs`, { headers: { authorization: token }, data: { title, description, workplace: 'remote', status: 'open' } });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { data: { id: string } }).data.id;

  // Refine: the rules' proposal, with one must-have changed before saving.
  await page.goto(`/jobs/${jobId}/refine`);
  await expect(page.getByText(/Proposed by the built-in rules/)).toBeVisible();
  const first = page.getByLabel('Must-have skill 1');
  await expect(first).toHaveValue('TypeScript');
  await first.fill('JavaScript');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save requirements' }).click();
  await expect(page.getByText('Requirements saved as version 1', { exact: true })).toBeVisible();
  await expect(page.getByText(/Version 1, saved by .* from a recruiter’s edit/)).toBeVisible();

  // Recommendations: a "why" that adds up, then two people added at once.
  await page.getByRole('link', { name: 'Recommendations' }).click();
  const list = page.getByRole('list', { name: 'Recommended candidates' });
  // The list's own items: a reason inside one may be a list of its own.
  const items = list.locator(':scope > li');
  const top = items.first();
  await expect(top).toBeVisible();
  await top.locator('summary').click();
  const why = top.getByRole('table');
  await expect(why.getByRole('rowheader', { name: 'Skills' })).toBeVisible();
  await expect(why.getByRole('row', { name: /Skills .* must-haves/ })).toBeVisible();
  await expectAccessible(page);
  const names: string[] = [];
  for (const item of (await items.all()).slice(0, 2)) {
    const name = (await item.getByRole('link').first().textContent())!.trim();
    names.push(name);
    await item.getByRole('checkbox', { name: `Select ${name}` }).check();
  }
  await page.getByRole('button', { name: 'Add selected to pipeline (2)' }).click();
  await expect(page.getByText('Added 2 candidates to the pipeline', { exact: true })).toBeVisible();

  // The board shows both in the first stage.
  await page.getByRole('link', { name: 'Back to pipeline' }).click();
  const sourced = page.getByRole('region', { name: 'Sourced stage' });
  for (const name of names) await expect(sourced.getByRole('link', { name, exact: true }).first()).toBeVisible();
});
