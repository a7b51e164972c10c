/** Test helpers of the careers tests: a published job through the API, and an application sent as the apply form sends it. */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TestApp } from '../../test/test-app';

export async function pdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }));
  return doc.save();
}

/** Creates an open job with the fields given and publishes it; returns the job id and its public path. */
export async function publishedJob(t: TestApp, token: string, job: Record<string, unknown>, posting: Record<string, unknown> = {}) {
  const made = await t.call('POST', '/api/v1/recruiter/jobs', { token, body: { status: 'open', ...job } });
  if (made.status !== 201) throw new Error(`job: ${made.status} ${made.text}`);
  const published = await t.call('POST', `/api/v1/recruiter/jobs/${made.json.data.id}/publish`, { token, body: { show_salary: false, questions: [], ...posting } });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${published.text}`);
  return { id: made.json.data.id as string, url: published.json.data.public_url as string, path: new URL(published.json.data.public_url).pathname };
}

let addresses = 0;
/** A fresh client address per application unless the test names one (the per-address limit is tested on its own). */
const nextAddress = () => `198.51.100.${(addresses++ % 250) + 1}`;

export type Applicant = { first_name?: string; last_name?: string; email?: string; phone?: string; cover_letter?: string; consent?: string; source?: string; altcha?: string; answers?: Record<string, string | string[]> };

/** Sends an application as multipart, to the JSON API or (when `formPath` is given) to the page's form action. */
export async function apply(
  t: TestApp,
  target: { slug: string; jobId: string } | { formPath: string },
  person: Applicant,
  file: { name: string; bytes: Uint8Array } | null,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  const fields: Record<string, string | undefined> = {
    first_name: person.first_name ?? 'Ada',
    last_name: person.last_name ?? 'Lovelace',
    email: person.email ?? 'ada@example.com',
    phone: person.phone ?? '+44 20 7946 0018',
    cover_letter: person.cover_letter,
    consent: person.consent ?? 'yes',
    source: person.source,
    altcha: person.altcha,
  };
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  for (const [id, value] of Object.entries(person.answers ?? {})) for (const v of Array.isArray(value) ? value : [value]) form.append(`q_${id}`, v);
  if (file) form.append('resume', new Blob([Buffer.from(file.bytes)], { type: 'application/pdf' }), file.name);
  const path = 'formPath' in target ? target.formPath : `/api/v1/public/careers/${target.slug}/jobs/${target.jobId}/applications`;
  const res = await t.app.request(path, { method: 'POST', body: form, headers: { 'x-forwarded-for': nextAddress(), ...headers } });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever shape the route answered
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json, text, headers: res.headers };
}
