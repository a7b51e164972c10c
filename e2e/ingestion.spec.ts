import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { API, captureToken } from './support/api';
import { DEMO, expectAccessible, login } from './support/fixtures';

async function resumePdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }));
  return Buffer.from(await doc.save());
}

test('resumes dropped on a job become candidates in its first stage; the bad file is reported', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const people = ['Ingrid', 'Tomasz', 'Keiko', 'Olumide'].map((first, i) => ({
    first,
    last: `Ingest${stamp}`,
    email: `${first.toLowerCase()}.${stamp}@e2e.example`,
    phone: `+1 415 555 0${String(100 + i)}`,
  }));
  await login(page, DEMO.manager);
  await expect(page).toHaveURL(/\/$/);
  const token = await captureToken(page, () => page.goto('/jobs'));
  const job = await page.request.post(`${API}/jobs`, { headers: { authorization: token }, data: { title: `Ingest Engineer ${stamp}`, status: 'open' } });
  const { data: created } = (await job.json()) as { data: { id: string; title: string; stages: { name: string }[] } };

  await page.goto(`/jobs/${created.id}`);
  await page.getByRole('button', { name: 'Upload resumes' }).click();
  const dialog = page.getByRole('dialog', { name: `Upload resumes to ${created.title}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  const files = [
    ...(await Promise.all(
      people.map(async (p) => ({
        name: `${p.first}-${p.last}.pdf`,
        mimeType: 'application/pdf',
        buffer: await resumePdf([`${p.first} ${p.last}`, p.email, p.phone, 'Skills: TypeScript, Postgres, Kubernetes']),
      })),
    )),
    { name: 'not-a-resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') },
  ];
  await dialog.locator('input[type="file"]').setInputFiles(files);
  await expect(dialog.getByText('not-a-resume.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Start upload' }).click();
  // Minimized, the panel leaves the page usable (the completion toasts are covered by the panel's unit tests:
  // on localhost the upload can finish before the click, and then no toast is due).
  await dialog.getByRole('button', { name: 'Minimize' }).click();
  await expect(dialog).toBeHidden();

  // The board refreshes with the four people in the first stage, their parsed fields on the cards.
  const firstStage = page.getByRole('region', { name: `${created.stages[0]!.name} stage` });
  for (const p of people) await expect(firstStage.getByText(`${p.first} ${p.last}`)).toBeVisible({ timeout: 30_000 });

  // The operation log accounts for every file, the refused one with its reason.
  await page.goto('/settings/operation-log');
  await page.getByRole('table', { name: 'Operation log' }).getByRole('link').first().click();
  await expect(page.getByText('not-a-resume.pdf')).toBeVisible();
  await expect(page.getByText(/not a PDF/i)).toBeVisible();
  await expectAccessible(page);

  // Search finds them by a skill and by name.
  await page.goto(`/database?q=${encodeURIComponent(`kubernetes ${people[0]!.last}`)}`);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: `${people[0]!.first} ${people[0]!.last}` })).toBeVisible();
  const hits = await page.request.get(`${API}/candidates/search?q=${encodeURIComponent(people[2]!.last)}`, { headers: { authorization: token } });
  expect(((await hits.json()) as { meta: { total: number } }).meta.total).toBe(4);
});
