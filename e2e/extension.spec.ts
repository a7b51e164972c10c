/**
 * The browser extension loaded into Chromium: the web app finds it and hands it the session, the
 * side panel captures people from profile pages served here on loopback, and signing out of the
 * web app signs it out. Automation cannot open Chrome's real side panel, so the test opens the
 * same page (sidepanel.html) in a tab, naming the tab to capture with `?target=<url>`.
 */
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { EXTENSION_ID_DEFAULT } from '@hirebase/shared';
import { API } from './support/api';
import { DEMO, expectAccessible, login } from './support/fixtures';
import { E2E_ORIGIN } from './support/paths';

const dist = path.resolve(import.meta.dirname, '../apps/extension/dist');
const run = Date.now().toString(36);
const ada = { email: `ada.${run}@example.com`, url: `https://www.linkedin.com/in/ada-${run}` };
const grace = { email: `grace.${run}@example.com` };
const katherine = { email: `katherine.${run}@example.com` };

/** A one-page resume, opened in the browser as a recruiter would open one from a job board. */
async function resumePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const lines = [
    'Katherine Johnson',
    katherine.email,
    '+1 757 555 0199',
    'Experience',
    'Research Mathematician, NASA Langley',
    '2010 - Present',
    'Skills: Python, MATLAB',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }));
  return Buffer.from(await doc.save());
}

/** A profile page with schema.org Person JSON-LD, and one that has only visible text. */
const PAGES: Record<string, string> = {
  '/people/ada': `<!doctype html><html lang="en"><head><title>Ada Lovelace · Profile</title>
<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    mainEntity: {
      '@type': 'Person',
      name: 'Ada Lovelace',
      jobTitle: 'Principal Data Engineer',
      worksFor: { '@type': 'Organization', name: 'Analytical Engines Ltd' },
      address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'United Kingdom' },
      email: `mailto:${ada.email}`,
      sameAs: [ada.url],
      knowsAbout: ['Python', 'Apache Spark'],
      alumniOf: { '@type': 'CollegeOrUniversity', name: 'University of London' },
    },
  })}</script></head><body><h1>Ada Lovelace</h1><p>Principal Data Engineer at Analytical Engines Ltd</p></body></html>`,
  '/people/grace': `<!doctype html><html lang="en"><head><title>Grace Hopper</title></head><body><main>
<h1>Grace Hopper</h1>
<p>Senior Software Engineer</p>
<p>Arlington, Virginia</p>
<p>${grace.email}</p>
<h2>Experience</h2>
<p>Senior Software Engineer, Remington Rand</p>
<p>Jan 2016 - Present</p>
<h2>Skills</h2>
<p>Python, PostgreSQL, Kubernetes</p>
</main></body></html>`,
};

let fixtures: Server;
let fixtureOrigin: string;
let context: BrowserContext;
let profileDir: string;

test.beforeAll(async () => {
  expect(existsSync(path.join(dist, 'manifest.json')), 'build the extension first: npm run build').toBe(true);
  const pdf = await resumePdf();
  fixtures = createServer((req, res) => {
    if (req.url === '/files/katherine-johnson.pdf') {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      return void res.end(pdf);
    }
    const body = PAGES[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  }).listen(0, '127.0.0.1');
  await once(fixtures, 'listening');
  fixtureOrigin = `http://127.0.0.1:${(fixtures.address() as AddressInfo).port}`;
  profileDir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-extension-'));
  // Extensions need Chromium's new headless mode, asked for through the arguments.
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: false,
    baseURL: E2E_ORIGIN,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--disable-extensions-except=${dist}`,
      `--load-extension=${dist}`,
    ],
  });
});

test.afterAll(async () => {
  await context?.close();
  fixtures?.close();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
});

async function extensionId(): Promise<string> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return new URL(worker.url()).host;
}

/** Opens the fixture page in a tab, then the side panel page aimed at it, and captures it. */
async function capture(panel: Page, pagePath: string) {
  const target = `${fixtureOrigin}${pagePath}`;
  const tab = await context.newPage();
  await tab.goto(target);
  await panel.goto(`chrome-extension://${await extensionId()}/sidepanel.html?target=${encodeURIComponent(target)}`);
  await panel.getByRole('button', { name: 'Capture this page' }).click();
  await expect(panel.getByRole('form', { name: 'Captured person' })).toBeVisible();
  return tab;
}

test('the web app connects the extension, which captures a person once and then finds them as a duplicate', async () => {
  test.setTimeout(120_000);
  const id = await extensionId();
  // The manifest's pinned key gives the id the server hands the web app.
  expect(id).toBe(EXTENSION_ID_DEFAULT);

  const app = await context.newPage();
  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${id}/sidepanel.html`);
  await expect(panel.getByText('Signed out')).toBeVisible();

  await login(app, DEMO.recruiter, DEMO.password, '/apps');
  await expect(app).toHaveURL(/\/apps$/);
  const card = app.getByRole('region', { name: 'Browser extension' });
  await expect(card.getByText('Connected')).toBeVisible();
  await expectAccessible(app);
  // Sign-in reached the extension: the panel shows the connection without being reloaded.
  await expect(panel.getByText('Connected')).toBeVisible();

  // A profile with JSON-LD: the fields come from it, nobody matches, and the person joins a job.
  const adaTab = await capture(panel, '/people/ada');
  await expect(panel.getByText('Found in structured data (JSON-LD).')).toBeVisible();
  await expect(panel.getByLabel('First name')).toHaveValue('Ada');
  await expect(panel.getByLabel('Email')).toHaveValue(ada.email);
  await expect(panel.getByLabel('Current company')).toHaveValue('Analytical Engines Ltd');
  await expect(panel.getByLabel('Profile URL')).toHaveValue(ada.url);
  await expect(panel.getByText('Not in Hirebase yet.')).toBeVisible();
  await expectAccessible(panel);
  const job = panel.getByLabel('Job');
  await expect(job.locator('option')).not.toHaveCount(1);
  const jobTitle = (await job.locator('option').nth(1).textContent())!;
  await job.selectOption({ label: jobTitle });
  await panel.getByLabel('Note').fill('Met at the data meetup.');
  await panel.getByRole('button', { name: 'Add to job' }).click();
  await expect(panel.getByRole('status')).toContainText(`Ada Lovelace: added to Hirebase, added to ${jobTitle}`);

  const worker = context.serviceWorkers()[0]!;
  const stored = await worker.evaluate(() => {
    const ext = (
      globalThis as unknown as {
        chrome: { storage: { local: { get: (k: string) => Promise<Record<string, unknown>> } } };
      }
    ).chrome;
    return ext.storage.local.get('hirebase.session');
  });
  const session = stored['hirebase.session'] as { token: string; origin: string };
  expect(session.origin).toBe(E2E_ORIGIN);
  const token = session.token;
  const found = await app.request.get(`${API}/candidates?q=${encodeURIComponent(ada.email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = ((await found.json()) as { data: { id: string }[] }).data;
  expect(rows).toHaveLength(1);
  const record = await app.request.get(`${API}/candidates/${rows[0]!.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await record.json()) as { data: unknown }).data).toMatchObject({
    first_name: 'Ada',
    current_company: 'Analytical Engines Ltd',
    location: 'London, United Kingdom',
    source: 'Browser extension',
    links: [{ kind: 'linkedin', url: ada.url }],
  });
  const notes = await app.request.get(`${API}/candidates/${rows[0]!.id}/notes`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bodies = ((await notes.json()) as { data: { body: string }[] }).data.map((n) => n.body);
  expect(bodies).toContain('Met at the data meetup.');
  expect(bodies.join('\n')).toContain('University of London');

  // The same profile again: the panel says who it already is.
  await adaTab.close();
  await capture(panel, '/people/ada');
  const matches = panel.getByRole('region', { name: 'Already in Hirebase' });
  await expect(matches).toContainText('Ada Lovelace');
  await expect(matches).toContainText('same email, profile URL');
  await expect(panel.getByRole('button', { name: 'Update Ada Lovelace' })).toBeDisabled();
  // Tagging the found person updates that record instead of creating another.
  await panel.getByRole('checkbox', { name: 'Top talent' }).check();
  await panel.getByRole('button', { name: 'Update Ada Lovelace' }).click();
  await expect(panel.getByRole('status')).toContainText('Ada Lovelace: tagged');
  const tagged = await app.request.get(`${API}/candidates/${rows[0]!.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await tagged.json()) as { data: { tags: { name: string }[] } }).data.tags.map((t) => t.name)).toEqual([
    'Top talent',
  ]);

  // A page without structured data: its text goes through the server's field extractor.
  await capture(panel, '/people/grace');
  await expect(panel.getByText('Found in the page text.')).toBeVisible();
  await expect(panel.getByLabel('First name')).toHaveValue('Grace');
  await expect(panel.getByLabel('Email')).toHaveValue(grace.email);
  await panel.getByRole('button', { name: 'Add to Hirebase' }).click();
  await expect(panel.getByRole('status')).toContainText('Grace Hopper: added to Hirebase');

  // A resume opened in the browser goes to the upload, and its parse makes the candidate.
  const target = `${fixtureOrigin}/files/katherine-johnson.pdf`;
  const resumeTab = await context.newPage();
  await resumeTab.goto(target).catch(() => undefined);
  await expect.poll(() => resumeTab.url()).toBe(target);
  await panel.goto(`chrome-extension://${id}/sidepanel.html?target=${encodeURIComponent(target)}`);
  await panel.getByRole('button', { name: 'Capture this page' }).click();
  await expect(panel.getByRole('status')).toContainText('Sent katherine-johnson.pdf to Hirebase');
  await expect
    .poll(
      async () => {
        const res = await app.request.get(`${API}/candidates?q=${encodeURIComponent(katherine.email)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await res.json()) as { data: { name: string }[] }).data.map((c) => c.name);
      },
      { timeout: 30_000 },
    )
    .toEqual(['Katherine Johnson']);

  // Signing out of the web app signs the extension out.
  await app.bringToFront();
  await app.getByRole('button', { name: 'User menu' }).click();
  await app.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(app).toHaveURL(/\/sign-in$/);
  await expect(panel.getByText('Signed out')).toBeVisible();
});
