import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, captureToken } from './support/api';
import { DEMO, login } from './support/fixtures';

/** Words a page shows when it has nothing to list. */
const EMPTY = /^(No .+ yet\b|None yet\b|No (upcoming|past) interviews|No scorecards due|Nothing (waiting|has happened)|No movement)/;

/** What each page the sidebar links to shows when the demo has data for it. */
const SHOWS_DATA: Record<string, (main: Locator) => Promise<void>> = {
  '/': async (main) => {
    await expect(main.getByRole('heading', { name: 'My open jobs' })).toBeVisible();
    await expect(main.locator('a[href^="/jobs/"]').first()).toBeVisible();
  },
  '/jobs': async (main) => {
    await expect(main.getByRole('row').nth(5)).toBeVisible();
    // The first job a user opens is an open one.
    await expect(main.getByRole('row').nth(1)).toContainText('Open');
  },
  '/database': async (main) => {
    await expect(main.locator('a[href^="/database/candidate/"]').nth(5)).toBeVisible();
    await expect(main.getByRole('region', { name: 'Saved searches' }).getByRole('listitem').first()).toBeVisible();
  },
  '/resdb': async (main) => {
    await expect(main.getByRole('button', { name: /^View resume of / }).first()).toBeVisible();
    await main.getByRole('link', { name: 'Files', exact: true }).click();
    await expect(main.getByRole('link', { name: /\.pdf$/ }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: /\.docx$/ }).first()).toBeVisible();
  },
  '/clients': async (main) => expect(main.getByText('Northwind Logistics')).toBeVisible(),
  '/interviews': async (main) => {
    await expect(main.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await main.getByRole('tab', { name: 'Past' }).click();
    await expect(main.getByRole('tabpanel', { name: 'Past' }).getByRole('listitem').first()).toBeVisible();
  },
  '/calendar': async (main) => expect(main.locator('[data-interview-id]').first()).toBeVisible(),
  '/submissions': async (main) => {
    await expect(main.getByRole('row').nth(5)).toBeVisible();
    await expect(main.getByRole('cell', { name: 'Northwind Logistics' }).first()).toBeVisible();
  },
  '/assessments': async (main) => expect(main.getByRole('table', { name: 'Assessments' }).getByRole('row').nth(2)).toBeVisible(),
  '/talent-scout': async (main) => {
    await expect(main.getByRole('link', { name: 'Priya Raman' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Elena Petrova' }).first()).toBeVisible();
  },
  '/reports': async (main) => expect(main.getByRole('table').first().getByRole('row').nth(2)).toBeVisible(),
  '/apps': async (main) => expect(main.getByRole('region', { name: 'Browser extension' })).toBeVisible(),
  '/settings': async (main) => expect(main.getByRole('textbox').first()).toHaveValue('Hirebase Demo'),
  '/help-center': async (main) => expect(main.getByRole('link', { name: /Getting started with Hirebase/ })).toBeVisible(),
};

async function expectNoEmptyState(page: Page, path: string) {
  const empty = await page.getByRole('main').getByText(EMPTY).allInnerTexts();
  expect(empty, `${path} shows an empty state`).toEqual([]);
}

test('the freshly seeded demo shows data on every page of the sidebar, without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));

  await login(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveCount(Object.keys(SHOWS_DATA).length);
  const links = await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(links.sort()).toEqual(Object.keys(SHOWS_DATA).sort());

  const main = page.getByRole('main');
  for (const path of links) {
    await nav.locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await SHOWS_DATA[path]!(main);
    await expectNoEmptyState(page, path);
  }

  // People of the demo have notes and sent mail on their timeline. (Found through the API: the
  // browser tests that ran before this one added people of their own, without notes.)
  const token = await captureToken(page, () => nav.getByRole('link', { name: 'Resume database' }).click());
  // Mail to a client about the person (a submission) is listed under them too; only mail to them reads "emailed".
  const people = await apiCall<{ id: string; email: string | null }[]>(page, token, 'GET', '/candidates?page_size=100&sort=created_at');
  let withNotes: string | null = null;
  for (const person of people) {
    const notes = await apiCall<unknown[]>(page, token, 'GET', `/candidates/${person.id}/notes`);
    const mail = notes.length > 0 ? await apiCall<{ to: string | null }[]>(page, token, 'GET', `/emails?candidate_id=${person.id}`) : [];
    if (mail.some((m) => m.to !== null && m.to === person.email)) {
      withNotes = person.id;
      break;
    }
  }
  expect(withNotes, 'a demo candidate with notes and mail').not.toBeNull();
  await page.goto(`/database/candidate/${withNotes}`);
  await expect(main.getByRole('list', { name: 'Notes' }).getByRole('listitem').first()).toBeVisible();
  await expect(main.getByRole('list', { name: 'Timeline' }).getByText(/ emailed /).first()).toBeVisible();

  // A resume opens in the viewer; the templates and sent mail are under Settings › Communications.
  await nav.getByRole('link', { name: 'Resume database' }).click();
  await main.getByRole('link', { name: 'Files', exact: true }).click();
  await main.getByRole('link', { name: /\.pdf$/ }).first().click();
  await expect(page).toHaveURL(/\/resdb\/[^/?]+$/);
  await expect(main.locator('iframe[title="Resume file"]')).toBeVisible();
  await page.goto('/settings/communications');
  await expect(main.getByText('Thanks for applying')).toBeVisible();
  await expectNoEmptyState(page, '/settings/communications');

  expect(errors).toEqual([]);
});
