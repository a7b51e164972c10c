import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentAttempts, capabilityLinks, emails, resumes } from '../../db/schema';
import { storageKey } from '../../providers/storage/storage';
import { newId } from '../../lib/ids';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deliverEmail } from '../email/send-email.job';
import { ensureEmailQueue } from '../email/send-email.queue';
import { agencySetup, API, submitBody, tokenIn } from './agency-fixtures.test-helper';

let t: TestApp;
let sink: SmtpSink;
const lines: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ SMTP_URL: sink.url }, {}, { queue: true, log: pino({ level: 'debug' }, stream) });
  await ensureEmailQueue(t.ctx);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const page = (token: string, headers: Record<string, string> = {}) => t.call('GET', `/reports/candidate-report/${token}`, { headers: { 'user-agent': 'ClientBrowser/1.0', ...headers } });

async function submitted(admin: { token: string; orgId: string }, report: Record<string, unknown> = {}) {
  const s = await agencySetup(t, admin, [['Ada', 'Lovelace']]);
  const res = await t.call('POST', `${API}/submissions`, { token: admin.token, body: submitBody(s.job.id, [s.people[0]!.id], [s.contact.id], report) });
  expect(res.status).toBe(201);
  const sub = res.json.data.submissions[0];
  const [mail] = await t.db.select().from(emails).where(and(eq(emails.orgId, admin.orgId), eq(emails.candidateId, s.people[0]!.id)));
  return { ...s, sub, mail: mail!, token: tokenIn(mail!.body) };
}

describe('candidate reports', () => {
  it('mails the contact the report link over SMTP; the link opens a private page and every view is logged', async () => {
    const admin = await t.newAdmin('rep-mail@example.com', 'Agency One');
    const { mail, token, sub, people } = await submitted(admin, { summary: 'Seasoned <b>engineer</b>.' });
    expect(mail.toEmail).toBe('sam@globex.example');
    expect(await deliverEmail(t.ctx, { orgId: admin.orgId, emailId: mail.id, lastAttempt: false })).toBe('sent');
    const delivered = sink.messages.find((m) => m.subject === 'Candidate for Staff Engineer');
    expect(delivered?.text).toContain(`/reports/candidate-report/${token}`);
    expect(delivered?.text).toContain('Hi Sam Client, meet Ada for Globex');
    expect(token.length).toBeGreaterThanOrEqual(22);

    const res = await page(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.text).toContain('Ada Lovelace');
    // The recruiter's summary is text, not markup.
    expect(res.text).toContain('Seasoned &lt;b&gt;engineer&lt;/b&gt;.');
    expect(res.text).not.toContain(people[0]!.email);

    const detail = await t.call('GET', `${API}/submissions/${sub.id}`, { token: admin.token });
    expect(detail.json.data.report.state).toBe('valid');
    expect(detail.json.data.report.views).toHaveLength(1);
    expect(detail.json.data.report.views[0]).toMatchObject({ user_agent: 'ClientBrowser/1.0' });
    expect(detail.json.data.report.views[0].ip_hash).not.toBeNull();
    expect(detail.json.data.emails).toEqual([expect.objectContaining({ to_email: 'sam@globex.example' })]);
  });

  it('answers 404 after revocation, after expiry and for an unknown token; the token is in no log line', async () => {
    const admin = await t.newAdmin('rep-revoke@example.com', 'Agency Two');
    const { token, sub, people } = await submitted(admin);
    expect((await page(token)).status).toBe(200);
    expect((await t.call('POST', `/api/v1/public/reports/${token}/feedback`, { body: { verdict: 'interested', comment: 'Nice' } })).status).toBe(200);
    expect((await t.call('POST', `${API}/candidate-reports/${sub.report_id}/revoke`, { token: admin.token })).json.data.state).toBe('revoked');
    const gone = await page(token);
    expect(gone.status).toBe(404);
    const unknown = await page('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe(gone.text);
    expect((await t.call('GET', `/api/v1/public/reports/${token}`)).status).toBe(404);

    const expiring = await t.call('POST', `${API}/candidate-reports`, { token: admin.token, body: { candidate_id: people[0]!.id, expires_in_days: 1 } });
    expect(expiring.status).toBe(201);
    const expToken = tokenIn(expiring.json.data.url);
    expect((await page(expToken)).status).toBe(200);
    await t.db.update(capabilityLinks).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(capabilityLinks.subjectId, expiring.json.data.id));
    expect((await page(expToken)).status).toBe(404);
    const listed = await t.call('GET', `${API}/candidate-reports?candidate_id=${people[0]!.id}`, { token: admin.token });
    expect(listed.json.data.map((r: { state: string }) => r.state).sort()).toEqual(['expired', 'revoked']);

    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [token, expToken]) expect(lines.filter((l) => l.includes(secret))).toEqual([]);
  });

  it('shows the candidate’s submitted assessment results when asked, and nothing of them otherwise', async () => {
    const admin = await t.newAdmin('rep-assess@example.com', 'Agency Four');
    const s = await agencySetup(t, admin, [['Grace', 'Hopper']]);
    const person = s.people[0]!;
    // The setup put the candidate in the job: the answer names that application.
    const app = await t.call('POST', `${API}/jobs/${s.job.id}/applications`, { token: admin.token, body: { candidate_id: person.id } });
    const applicationId = app.json.error.details.existing_id as string;
    const test = await t.call('POST', `${API}/assessments`, { token: admin.token, body: { title: 'SQL <b>screen</b>', pass_mark: 50, questions: [{ kind: 'single', prompt: 'Pick', options: ['A', 'B'], correct: [0], points: 4 }] } });
    expect(test.status, test.text).toBe(201);
    const invited = await t.call('POST', `${API}/assessments/${test.json.data.id}/invitations`, { token: admin.token, body: { application_ids: [applicationId] } });
    expect(invited.json.data?.invited, invited.text).toHaveLength(1);
    // The candidate's side is proven in assessments.test.ts; here the attempt is simply marked as taken.
    await t.db.update(assessmentAttempts).set({ status: 'submitted', score: 3, passed: true, submittedAt: new Date() }).where(eq(assessmentAttempts.id, invited.json.data.invited[0].attempt_id));
    const report = (options: Record<string, unknown>) => t.call('POST', `${API}/candidate-reports`, { token: admin.token, body: { candidate_id: person.id, job_id: s.job.id, options } });
    const shown = await report({ assessments: true });
    expect(shown.json.data.options.assessments).toBe(true);
    const html = (await page(tokenIn(shown.json.data.url))).text;
    expect(html).toContain('<h2>Assessments</h2>');
    expect(html).toContain('SQL &lt;b&gt;screen&lt;/b&gt;: 75%, passed');
    const hidden = await report({ assessments: false });
    expect((await page(tokenIn(hidden.json.data.url))).text).not.toContain('SQL &lt;b&gt;screen');
  });

  it('an anonymised submission names the candidate nowhere: not in the email, the page or the JSON', async () => {
    const admin = await t.newAdmin('rep-anon@example.com', 'Agency Three');
    const s = await agencySetup(t, admin, [['Ada', 'Lovelace']]);
    const p = s.people[0]!;
    // The parsed work history names an employer the page must not show.
    await t.db.insert(resumes).values({
      id: newId(), orgId: admin.orgId, candidateId: p.id, fileName: 'ada.pdf', contentType: 'application/pdf', size: 1, sha256: 'a'.repeat(64), storageKey: 'k', status: 'parsed',
      parsed: { experience: [{ title: 'Analyst', company: 'Babbage Engines Secretco', start: '2019', end: null }], education: [] },
    });
    const anonymous = { anonymised: true, contact_details: true, profile: true };
    const named = await t.call('POST', `${API}/submissions`, { token: admin.token, body: submitBody(s.job.id, [p.id], [s.contact.id], anonymous) });
    expect(named.status).toBe(422);
    expect(named.json.error.details).toEqual([expect.objectContaining({ path: 'body', field: 'candidate.first_name' })]);
    const body = { ...submitBody(s.job.id, [p.id], [s.contact.id], anonymous), subject: 'Candidate {{candidate.initials}} for {{job.title}}', body: 'Hi {{contact.name}}, meet {{candidate.initials}}: {{report.link}}' };
    expect((await t.call('POST', `${API}/submissions`, { token: admin.token, body })).status).toBe(201);
    const [mail] = await t.db.select().from(emails).where(and(eq(emails.orgId, admin.orgId), eq(emails.candidateId, p.id)));
    expect(await deliverEmail(t.ctx, { orgId: admin.orgId, emailId: mail!.id, lastAttempt: false })).toBe('sent');
    const delivered = sink.messages.find((m) => m.subject === 'Candidate A. L. for Staff Engineer');
    expect(delivered?.text).toContain('meet A. L.:');
    for (const text of [mail!.subject, mail!.body, delivered!.subject, delivered!.text]) {
      for (const hidden of [p.first, p.last, p.email, p.phone]) expect(text).not.toContain(hidden);
    }
    const token = tokenIn(mail!.body);
    const html = (await page(token)).text;
    expect(html).toContain('A. L.');
    expect(html).toContain('Analyst');
    for (const hidden of [p.first, p.last, p.email, p.phone, p.company, 'linkedin.com', 'Babbage Engines Secretco']) expect(html).not.toContain(hidden);
    const json = (await t.call('GET', `/api/v1/public/reports/${token}`)).text;
    for (const hidden of [p.first, p.last, p.email, p.phone, p.company, 'Babbage Engines Secretco']) expect(json).not.toContain(hidden);
    const withFile = await t.call('POST', `${API}/candidate-reports`, { token: admin.token, body: { candidate_id: p.id, options: { anonymised: true, resume_id: 'x' } } });
    expect(withFile.status).toBe(422);
  });

  it('serves the chosen resume file only through the token, as a nosniff attachment', async () => {
    const admin = await t.newAdmin('rep-file@example.com', 'Agency Four');
    const s0 = await agencySetup(t, admin, [['Eve', 'Stone']]);
    const key = storageKey(admin.orgId, 'resumes');
    const bytes = new TextEncoder().encode('%PDF-1.4 resume of Eve');
    await t.ctx.storage.put(key, bytes);
    const resumeId = newId();
    await t.db.insert(resumes).values({ id: resumeId, orgId: admin.orgId, candidateId: s0.people[0]!.id, fileName: 'eve.pdf', contentType: 'application/pdf', size: bytes.length, sha256: 'x'.repeat(64), storageKey: key, status: 'parsed' });
    const other = await t.newAdmin('rep-file-b@example.com', 'Agency Five');
    const foreign = await t.call('POST', `${API}/candidate-reports`, { token: other.token, body: { candidate_id: s0.people[0]!.id, options: { resume_id: resumeId } } });
    expect(foreign.status).toBe(404);
    const created = await t.call('POST', `${API}/candidate-reports`, { token: admin.token, body: { candidate_id: s0.people[0]!.id, job_id: s0.job.id, options: { resume_id: resumeId } } });
    expect(created.status).toBe(201);
    const token = tokenIn(created.json.data.url);
    const file = await t.app.request(`/api/v1/public/reports/${token}/resume`);
    expect(file.status).toBe(200);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="eve.pdf"/);
    expect(new TextDecoder().decode(await file.arrayBuffer())).toBe('%PDF-1.4 resume of Eve');
    expect((await page(token)).text).toContain(`/api/v1/public/reports/${token}/resume`);
    await t.call('POST', `${API}/candidate-reports/${created.json.data.id}/revoke`, { token: admin.token });
    expect((await t.app.request(`/api/v1/public/reports/${token}/resume`)).status).toBe(404);
    const noFile = tokenIn((await t.call('POST', `${API}/candidate-reports`, { token: admin.token, body: { candidate_id: s0.people[0]!.id } })).json.data.url);
    expect((await t.app.request(`/api/v1/public/reports/${noFile}/resume`)).status).toBe(404);

    // Submitting, the chosen file goes with the report even when a newer one exists; only this candidate's files can be chosen.
    await t.db.insert(resumes).values({ id: newId(), orgId: admin.orgId, candidateId: s0.people[0]!.id, fileName: 'eve-newer.pdf', contentType: 'application/pdf', size: 1, sha256: 'y'.repeat(64), storageKey: key, status: 'parsed' });
    const submit = (resumeIds: Record<string, string>) =>
      t.call('POST', `${API}/submissions`, { token: admin.token, body: { ...submitBody(s0.job.id, [s0.people[0]!.id], [s0.contact.id]), include_resume: true, resume_ids: resumeIds } });
    const s1 = await agencySetup(t, admin, [['Finn', 'Moss']]);
    expect((await submit({ [s1.people[0]!.id]: resumeId })).status).toBe(422);
    const foreignFile = await submit({ [s0.people[0]!.id]: 'not-a-resume' });
    expect(foreignFile.status).toBe(422);
    expect(foreignFile.json.error.details).toEqual([expect.objectContaining({ path: 'resume_id' })]);
    const sent = await submit({ [s0.people[0]!.id]: resumeId });
    expect(sent.status, sent.text).toBe(201);
    const link = sent.json.data.report_links[0];
    expect(link.submission_id).toBe(sent.json.data.submissions[0].id);
    const chosen = await t.app.request(`/api/v1/public/reports/${tokenIn(link.url)}/resume`);
    expect(chosen.headers.get('content-disposition')).toMatch(/filename="eve.pdf"/);
  });
});
