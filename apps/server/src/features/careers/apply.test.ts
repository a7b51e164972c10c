import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_APPLIED } from '@hirebase/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apply, pdf, publishedJob } from './careers-test-helper';
import { startCareersWorkers } from './careers-parse.job';

let t: TestApp;
let admin: { token: string; orgId: string };
let slug: string;
const QUESTIONS = [
  { id: 'auth', kind: 'yes_no', label: 'Are you authorised to work in the EU?', required: true, options: [], knockout_answers: ['No'] },
  { id: 'stack', kind: 'multiple_choice', label: 'Which do you use?', required: false, options: ['TypeScript', 'Go', 'Rust'], knockout_answers: [] },
  { id: 'why', kind: 'long_text', label: 'Why us?', required: false, options: [], knockout_answers: [] },
];

beforeAll(async () => {
  process.env.INGEST_THREADS = '0';
  t = await createTestApp({ TRUST_PROXY: '1' }, {}, { queue: true });
  await startCareersWorkers(t.ctx);
  admin = await t.newAdmin('careers-apply@example.com', 'Contoso Hiring');
  slug = (await t.call('GET', '/api/v1/recruiter/career-page', { token: admin.token })).json.data.slug;
});
afterAll(() => t.close());

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 120; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('condition not reached');
}

async function board(jobId: string) {
  return (await t.call('GET', `/api/v1/recruiter/jobs/${jobId}/applications`, { token: admin.token })).json.data as any[];
}

describe('applying on the careers site', () => {
  it('records the application in the first applied stage with its source, answers, parsed resume and a confirmation email with a deletion link', async () => {
    const job = await publishedJob(t, admin.token, { title: 'Platform Engineer', location: 'Dublin, Ireland' }, { questions: QUESTIONS });
    const resume = await pdf(['Grace Hopper', 'grace.hopper@example.com', '+1 415 555 0199', 'Skills: TypeScript, Kubernetes', 'Austin, TX']);
    const res = await apply(t, { slug, jobId: job.id }, {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'Grace.Hopper@example.com',
      phone: '+1 415 555 0199',
      source: 'linkedin',
      cover_letter: '<img src=x onerror=alert(1)> I like compilers.',
      answers: { auth: 'Yes', stack: ['TypeScript', 'Go'], why: '<script>alert("x")</script>' },
    }, { name: '<b>grace</b>.pdf', bytes: resume });
    expect(res.status).toBe(201);

    const [app] = await board(job.id);
    expect(app).toMatchObject({ status: 'active', stage_kind: 'applied', source: 'linkedin', candidate: { name: 'Grace Hopper', email: 'grace.hopper@example.com' } });
    const form = await t.call('GET', `/api/v1/recruiter/applications/${app.id}/form`, { token: admin.token });
    expect(form.json.data).toMatchObject({ source: 'linkedin', cover_letter: '<img src=x onerror=alert(1)> I like compilers.' });
    expect(form.json.data.answers.map((a: any) => a.value)).toEqual(['Yes', ['TypeScript', 'Go'], '<script>alert("x")</script>']);
    expect((await t.call('GET', `/api/v1/recruiter/jobs/${job.id}/applications?source=linkedin`, { token: admin.token })).json.data).toHaveLength(1);
    expect((await t.call('GET', `/api/v1/recruiter/jobs/${job.id}/applications?source=indeed`, { token: admin.token })).json.data).toHaveLength(0);
    // The publish page counts what came through the careers site, tracked links included, and not what was added in the app.
    const added = await t.call('POST', '/api/v1/recruiter/candidates', { token: admin.token, body: { first_name: 'Added', last_name: 'InApp', email: 'added@example.com' } });
    expect((await t.call('POST', `/api/v1/recruiter/jobs/${job.id}/applications`, { token: admin.token, body: { candidate_id: added.json.data.id } })).status).toBe(201);
    expect((await t.call('GET', `/api/v1/recruiter/jobs/${job.id}/publish`, { token: admin.token })).json.data.applications).toBe(1);

    // The resume is parsed by the queue like any upload, onto the same candidate.
    const candidate = await until(
      async () => (await t.call('GET', `/api/v1/recruiter/candidates/${app.candidate.id}`, { token: admin.token })).json.data,
      (c) => c.skills.length > 0,
    );
    expect(candidate.skills).toEqual(expect.arrayContaining(['TypeScript', 'Kubernetes']));
    const resumes = await t.call('GET', `/api/v1/recruiter/resumes?candidate_id=${app.candidate.id}`, { token: admin.token });
    // The name an applicant sends is cut to a safe display name, as for every upload (ingestion/file-name.ts).
    expect(resumes.json.data[0].file_name).toBe('b.pdf');

    const emails = await t.call('GET', `/api/v1/recruiter/emails?candidate_id=${app.candidate.id}`, { token: admin.token });
    const mail = emails.json.data[0];
    expect(mail.subject).toBe('We received your application for Platform Engineer');
    expect(mail.body).toMatch(new RegExp(`/careers/company/${slug}/data-deletion/[A-Za-z0-9_-]{43}$`));
    const activity = await t.call('GET', `/api/v1/recruiter/activity?entity_id=${app.id}`, { token: admin.token });
    expect(activity.json.data[0]).toMatchObject({ action: 'apply' });
  });

  it('answers a second application of the same person to the same job with 409 and changes nothing; merges a known person', async () => {
    const job = await publishedJob(t, admin.token, { title: 'QA Engineer' });
    const known = await t.call('POST', '/api/v1/recruiter/candidates', { token: admin.token, body: { first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com' } });
    const file = { name: 'alan.pdf', bytes: await pdf(['Alan Turing', 'alan@example.com']) };
    const first = await apply(t, { slug, jobId: job.id }, { first_name: 'Alan', last_name: 'Turing', email: 'ALAN@example.com' }, file);
    expect(first.status).toBe(201);
    const apps = await board(job.id);
    expect(apps).toHaveLength(1);
    expect(apps[0].candidate.id).toBe(known.json.data.id);

    const again = await apply(t, { slug, jobId: job.id }, { first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com' }, file);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(ALREADY_APPLIED);
    expect(await board(job.id)).toHaveLength(1);
  });

  it('puts an application whose answer knocks it out straight into the rejected stage with the reason', async () => {
    const job = await publishedJob(t, admin.token, { title: 'Field Engineer' }, { questions: QUESTIONS });
    const res = await apply(t, { slug, jobId: job.id }, { email: 'ko@example.com', answers: { auth: 'No' } }, { name: 'cv.pdf', bytes: await pdf(['KO Person']) });
    expect(res.status).toBe(201);
    const [app] = await board(job.id);
    expect(app).toMatchObject({ status: 'rejected', stage_kind: 'rejected', rejection_reason: 'knock-out: Are you authorised to work in the EU?' });
  });

  it('refuses bad fields with 422 naming them, a polyglot resume, an unpublished or foreign job with 404', async () => {
    const job = await publishedJob(t, admin.token, { title: 'Designer' }, { questions: QUESTIONS });
    const file = { name: 'cv.pdf', bytes: await pdf(['Someone']) };
    const bad = await apply(t, { slug, jobId: job.id }, { email: 'not-an-email', consent: 'no', answers: { stack: ['COBOL'] } }, file);
    expect(bad.status).toBe(422);
    expect(bad.json.error.details.map((d: any) => d.path).sort()).toEqual(['consent', 'email', 'q_auth', 'q_stack']);
    const noFile = await apply(t, { slug, jobId: job.id }, { email: 'nofile@example.com', answers: { auth: 'Yes' } }, null);
    expect(noFile.status).toBe(422);
    expect(noFile.json.error.details[0].path).toBe('resume');

    const polyglot = new TextEncoder().encode('%PDF-1.4\n<?php system($_GET["c"]); ?>\n%%EOF');
    const refused = await apply(t, { slug, jobId: job.id }, { email: 'poly@example.com', answers: { auth: 'Yes' } }, { name: 'shell.pdf', bytes: polyglot });
    expect(refused.status).toBe(415);
    expect(refused.json.error.details[0].path).toBe('resume');
    expect(await board(job.id)).toHaveLength(0);

    const draft = await t.call('POST', '/api/v1/recruiter/jobs', { token: admin.token, body: { title: 'Unpublished', status: 'open' } });
    expect((await apply(t, { slug, jobId: draft.json.data.id }, {}, file)).status).toBe(404);
    const other = await t.newAdmin('careers-apply-other@example.com', 'Elsewhere');
    const foreign = await publishedJob(t, other.token, { title: 'Their Job' });
    expect((await apply(t, { slug, jobId: foreign.id }, {}, file)).status).toBe(404);
  });

  it('allows 10 applications per address in 10 minutes and 3 per email and job a day (429 with Retry-After)', async () => {
    const job = await publishedJob(t, admin.token, { title: 'Rate Limited Role' });
    const file = { name: 'cv.pdf', bytes: await pdf(['Rate Person']) };
    const from = { 'x-forwarded-for': '203.0.113.99' };
    for (let i = 0; i < 10; i++) {
      const res = await apply(t, { slug, jobId: job.id }, { email: `rate${i}@example.com`, consent: 'no' }, file, from);
      expect(res.status).toBe(422);
    }
    const eleventh = await apply(t, { slug, jobId: job.id }, { email: 'rate10@example.com' }, file, from);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);

    // Duplicates use none of the daily three; only applications that were taken count.
    const same = () => apply(t, { slug, jobId: job.id }, { email: 'same@example.com' }, file);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await same()).status);
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (let i = 0; i < 3; i++) {
      const [taken] = await board(job.id);
      await t.call('DELETE', `/api/v1/recruiter/applications/${taken.id}`, { token: admin.token });
      statuses.push((await same()).status);
    }
    expect(statuses.slice(4)).toEqual([201, 201, 429]);
  });

  it('takes the plain form post without JavaScript and shows the confirmation, or the form again with the errors as text', async () => {
    const job = await publishedJob(t, admin.token, { title: 'Form Role' });
    const formPath = `${job.path}/apply`;
    const sent = await apply(t, { formPath }, { email: 'form@example.com', source: 'indeed' }, { name: 'cv.pdf', bytes: await pdf(['Form Person']) });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('Application sent');
    expect((await board(job.id))[0].source).toBe('indeed');
    const again = await apply(t, { formPath }, { email: 'form@example.com', first_name: '<script>alert(1)</script>' }, { name: 'cv.pdf', bytes: await pdf(['Form Person']) });
    expect(again.status).toBe(409);
    expect(again.text).toContain(ALREADY_APPLIED);
    expect(again.text).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('files a data-deletion request from the email link, and an admin’s confirmation erases the candidate and their files', async () => {
    const job = await publishedJob(t, admin.token, { title: 'Privacy Role' });
    await apply(t, { slug, jobId: job.id }, { first_name: 'Erin', last_name: 'Erase', email: 'erin@example.com' }, { name: 'erin.pdf', bytes: await pdf(['Erin Erase', 'erin@example.com']) });
    const [app] = await board(job.id);
    const mail = (await t.call('GET', `/api/v1/recruiter/emails?candidate_id=${app.candidate.id}`, { token: admin.token })).json.data[0];
    const link = new URL(/(http\S+)$/.exec(mail.body)![1]!);
    const page = await t.app.request(link.pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect((await t.app.request(link.pathname, { method: 'POST' })).status).toBe(200);
    expect(await (await t.app.request(link.pathname, { method: 'POST' })).text()).toContain('already waiting');
    expect((await t.app.request(link.pathname.replace(/[^/]+$/, 'A'.repeat(43)))).status).toBe(404);

    const member = await t.addMember(admin, 'careers-manager@example.com', 'manager');
    expect((await t.call('GET', '/api/v1/recruiter/deletion-requests', { token: member.token })).status).toBe(403);
    const requests = (await t.call('GET', '/api/v1/recruiter/deletion-requests', { token: admin.token })).json.data;
    const request = requests.find((r: any) => r.candidate_id === app.candidate.id);
    expect(request).toMatchObject({ status: 'pending', candidate_name: 'Erin Erase' });
    await until(async () => (await t.call('GET', `/api/v1/recruiter/resumes?candidate_id=${app.candidate.id}`, { token: admin.token })).json.data, (r) => r.length > 0);

    const done = await t.call('POST', `/api/v1/recruiter/deletion-requests/${request.id}/confirm`, { token: admin.token });
    expect(done.json.data).toMatchObject({ status: 'confirmed', candidate_name: 'Erased candidate', email: '' });
    expect((await t.call('GET', `/api/v1/recruiter/candidates/${app.candidate.id}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('GET', `/api/v1/recruiter/resumes?candidate_id=${app.candidate.id}`, { token: admin.token })).json.data).toHaveLength(0);
    expect((await t.call('GET', `/api/v1/recruiter/applications/${app.id}/form`, { token: admin.token })).status).toBe(404);
    // The link died with the candidate.
    expect((await t.app.request(link.pathname)).status).toBe(404);
  });

  it('exports a job’s applications with answers as CSV, formula-safe', async () => {
    const job = await publishedJob(t, admin.token, { title: 'Export Role' }, { questions: QUESTIONS });
    await apply(t, { slug, jobId: job.id }, { first_name: '=HYPERLINK("x")', email: 'export@example.com', answers: { auth: 'Yes', why: '+1 because' } }, { name: 'cv.pdf', bytes: await pdf(['Export Person']) });
    const res = await t.app.request(`/api/v1/recruiter/jobs/${job.id}/applications/export?format=csv`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('export-role-applications.csv');
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toContain('Are you authorised to work in the EU?');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain("'+1 because");
    const xlsx = await t.app.request(`/api/v1/recruiter/jobs/${job.id}/applications/export?format=xlsx`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(new Uint8Array(await xlsx.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
  });
});

describe('the bot challenge on applying', () => {
  it('refuses an application with no challenge solution, or a forged one (400)', async () => {
    const job = await publishedJob(t, admin.token, { title: 'Guarded Role' });
    const file = { name: 'cv.pdf', bytes: await pdf(['Bot Person']) };
    // The same app with ALTCHA switched on: the guard reads the setting on every request.
    t.env.botChallenge = 'altcha';
    try {
      const none = await apply(t, { slug, jobId: job.id }, { email: 'bot@example.com' }, file);
      expect(none.status).toBe(400);
      expect(none.json.error.details).toMatchObject({ field: 'altcha' });
      const forged = await apply(t, { slug, jobId: job.id }, { email: 'bot@example.com', altcha: Buffer.from('{"challenge":"x","number":1}').toString('base64') }, file);
      expect(forged.status).toBe(400);
    } finally {
      t.env.botChallenge = 'off';
    }
    expect(await board(job.id)).toHaveLength(0);
  });
});
