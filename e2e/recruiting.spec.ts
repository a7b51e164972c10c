import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, expectAccessible, keyboardMoveRight, login } from './support/fixtures';

const API = '/api/v1/recruiter';

/** The bearer token the app sends, read off one of its own requests. */
async function captureToken(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes(API) && Boolean(r.headers().authorization)),
    trigger(),
  ]);
  return request.headers().authorization!;
}

async function getJson<T>(page: Page, token: string, path: string): Promise<T> {
  const res = await page.request.get(`${API}${path}`, { headers: { authorization: token } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function dragWithMouse(page: Page, card: Locator, target: Locator) {
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
}

type FunnelDash = { funnel: { stages: { kind: string; count: number }[] }; my_open_jobs: { id: string; title: string }[] };
const reached = (d: FunnelDash, kind: string) => d.funnel.stages.find((s) => s.kind === kind)?.count ?? 0;

test('a manager sets up a pipeline and a job, adds candidates and works the board', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const stageName = `Culture fit ${stamp}`;
  const clientName = `E2E Client ${stamp}`;
  const jobTitle = `E2E Engineer ${stamp}`;

  await login(page, DEMO.manager);
  await expect(page).toHaveURL(/\/$/);

  // A stage in the default template: the job created below copies it.
  const token = await captureToken(page, () => page.goto('/settings/pipelines'));
  await expect(page.getByRole('button', { name: 'Save pipeline' })).toBeVisible();
  await page.getByRole('button', { name: 'Add stage' }).click();
  await expect(page.getByLabel('Stage name').and(page.locator(':focus'))).toBeVisible();
  await page.keyboard.type(stageName);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save pipeline' }).click();
  await expect(page.getByText('Pipeline saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect.poll(async () => page.getByLabel('Stage name').evaluateAll((els, name) => els.some((e) => (e as HTMLInputElement).value === name), stageName)).toBe(true);

  // A client through the API with the page's own token.
  const created = await page.request.post(`${API}/clients`, { headers: { authorization: token }, data: { name: clientName } });
  expect(created.status()).toBe(201);
  const before = await getJson<FunnelDash>(page, token, '/dashboard?days=30');

  // The job through the form.
  await page.goto('/jobs');
  await page.getByRole('link', { name: 'New job' }).click();
  await expect(page).toHaveURL(/\/jobs\/create/);
  await page.getByLabel('Job title').fill(jobTitle);
  await page.getByLabel('Client').selectOption({ label: clientName });
  await page.getByLabel('Status').selectOption('open');
  await page.getByLabel('Required skills').fill('TypeScript,');
  await page.getByRole('textbox', { name: 'Job description' }).fill('Build the product.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create job' }).click();
  await expect(page).toHaveURL(/\/jobs\/[^/]+$/);
  await expect(page.getByRole('heading', { name: jobTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: `${stageName} stage` })).toBeVisible();

  // Three candidates created in place.
  for (const [first, last] of [['Alice', `Mouse${stamp}`], ['Bob', `Keys${stamp}`], ['Cara', `Reject${stamp}`]]) {
    await page.getByRole('button', { name: 'Add candidate' }).click();
    await page.getByRole('button', { name: 'Create new candidate' }).click();
    const dialog = page.getByRole('dialog', { name: 'New candidate' });
    await dialog.getByLabel('First name').fill(first!);
    await dialog.getByLabel('Last name').fill(last!);
    await dialog.getByLabel('Email', { exact: true }).fill(`${first!.toLowerCase()}.${stamp}@example.com`);
    await dialog.getByRole('button', { name: 'Save candidate' }).click();
    await expect(page.getByRole('link', { name: `${first} ${last}` })).toBeVisible();
  }
  const sourced = page.getByRole('region', { name: 'Sourced stage' });
  const applied = page.getByRole('region', { name: 'Applied stage' });
  await expect(sourced.getByRole('link')).toHaveCount(3);
  await expectAccessible(page);

  // Mouse.
  await dragWithMouse(page, sourced.getByRole('link', { name: `Alice Mouse${stamp}` }), applied);
  await expect(applied.getByRole('link', { name: `Alice Mouse${stamp}` })).toBeVisible();

  // Keyboard: focus the card, Space, ArrowRight, Space.
  await keyboardMoveRight(page, sourced.getByRole('link', { name: `Bob Keys${stamp}` }), `Bob Keys${stamp}`, 'Applied');
  await expect(applied.getByRole('link', { name: `Bob Keys${stamp}` })).toBeVisible();
  await expect(sourced.getByRole('link')).toHaveCount(1);

  // Reject with a reason.
  await page.getByRole('checkbox', { name: `Select Cara Reject${stamp}` }).check();
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog');
  await reject.getByLabel('Rejection reason').selectOption({ index: 1 });
  await reject.getByRole('button', { name: 'Reject candidates' }).click();
  await expect(page.getByRole('region', { name: 'Rejected stage' }).getByRole('link', { name: `Cara Reject${stamp}` })).toBeVisible();

  // The list view shows the same people with their stage.
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Bob Keys${stamp}.*Applied`) })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Board' }).click();

  // The job list finds it; the configure page edits it.
  const jobUrl = page.url();
  await page.goto(`/jobs?q=${encodeURIComponent(jobTitle)}`);
  await expect(page.getByRole('link', { name: jobTitle })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${jobUrl}/configure`);
  await expect(page.getByLabel('Job title')).toHaveValue(jobTitle);
  await page.getByLabel('Openings').fill('3');
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByText('Job saved', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The moves are in the activity log, and the dashboard counts changed.
  await expect
    .poll(async () => {
      const moves = await getJson<{ entity_label: string | null; action: string }[]>(page, token, '/activity?entity_type=application&action=move&page_size=50');
      return moves.filter((m) => m.entity_label?.includes(stamp)).length;
    })
    .toBeGreaterThanOrEqual(2);
  const after = await getJson<FunnelDash>(page, token, '/dashboard?days=30');
  expect(reached(after, 'applied')).toBeGreaterThanOrEqual(reached(before, 'applied') + 2);
  expect(reached(after, 'rejected')).toBeGreaterThanOrEqual(reached(before, 'rejected') + 1);
  expect(after.my_open_jobs.map((j) => j.title)).toContain(jobTitle);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hiring funnel' })).toBeVisible();
  await expect(page.getByRole('link', { name: jobTitle })).toBeVisible();
  await expectAccessible(page);
});
