/**
 * The job portal against a real database: connecting Naukri, publishing jobs after the portal's
 * required fields are checked, the public feed (only this organization's published open jobs, mapped,
 * escaped), importing its CSV and XLSX exports with the one dedupe policy, the plan flag and the roles.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, capabilityLinks, subscriptions } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';

const API = '/api/v1/recruiter';
let t: TestApp;
let admin: { token: string; orgId: string };
let manager: { token: string };
let recruiter: { token: string };
let other: { token: string; orgId: string };

const COMPLETE = {
  title: 'Senior Backend Engineer',
  status: 'open',
  location: 'Bengaluru, Karnataka, India',
  description: '<p>Build APIs & services for <b>hiring</b>.</p>',
  experience_min: 4,
  experience_max: 8,
  salary_min: 2_500_000,
  salary_max: 4_000_000,
  salary_currency: 'INR',
  required_skills: ['Node.js', 'PostgreSQL'],
};
const VALUES = { industry: 'Software Product', functional_area: 'Engineering - Software & QA' };

async function job(token: string, body: Record<string, unknown>) {
  const res = await t.call('POST', `${API}/jobs`, { token, body });
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

const connect = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', `${API}/integrations/naukri/connect`, { token, body: { employer_id: 'EMP-20931', account_email: 'Hiring@Acme.test', ...body } });

const overview = async (token: string) => {
  const res = await t.call('GET', `${API}/portals/naukri`, { token });
  expect(res.status).toBe(200);
  return res.json.data;
};

async function feed(url: string) {
  const res = await t.app.request(new URL(url).pathname);
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
}

const csv = (lines: string[]) => new TextEncoder().encode(lines.join('\r\n'));

async function xlsx(rows: (string | number)[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Responses');
  for (const r of rows) ws.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

async function preview(token: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const res = await t.app.request(`${API}/portals/naukri/imports/preview`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, json: (await res.json()) as any };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newAdmin('portal-admin@example.com', 'Acme <Hiring> & Co');
  manager = await t.addMember(admin, 'portal-manager@example.com', 'manager');
  recruiter = await t.addMember(admin, 'portal-recruiter@example.com', 'recruiter');
  other = await t.newAdmin('portal-other@example.com', 'Other Org');
});
afterAll(() => t?.close());

describe('connecting Naukri', () => {
  it('is for administrators, checks the form without leaving the machine, and issues the feed address', async () => {
    expect((await connect(manager.token)).status).toBe(403);
    const bad = await connect(admin.token, { employer_id: 'x', account_email: 'nope' });
    expect(bad.status).toBe(422);
    expect(bad.json.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['account_email', 'employer_id']);
    const badDefault = await connect(admin.token, { defaults: { industry: 'Knitting' } });
    expect(badDefault.status).toBe(422);
    expect(badDefault.json.error.details).toEqual([expect.objectContaining({ path: 'defaults.industry' })]);
    const noMailbox = await connect(admin.token, { mailbox_user_id: 'someone' });
    expect(noMailbox.json.error.details).toEqual([expect.objectContaining({ path: 'mailbox_user_id' })]);

    const res = await connect(admin.token, { defaults: { industry: 'Software Product' } });
    expect(res.status).toBe(200);
    expect(res.json.data.account).toMatchObject({ status: 'connected', label: 'Employer EMP-20931 (hiring@acme.test)', settings: { employer_id: 'EMP-20931', defaults: { industry: 'Software Product' } } });
    const page = await overview(admin.token);
    expect(page.feed_url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/public\/portals\/naukri\/feeds\/[A-Za-z0-9_-]{43}\.xml$/);
    expect(JSON.stringify(res.json)).not.toContain(page.feed_url.split('/').pop().replace('.xml', ''));
    // Members see the page but not the feed's address; a reconnect keeps the address.
    expect((await overview(recruiter.token)).feed_url).toBeNull();
    expect((await connect(admin.token, { defaults: { industry: 'Software Product' } })).status).toBe(200);
    expect((await overview(admin.token)).feed_url).toBe(page.feed_url);
  });

  it('keeps the settings to administrators', async () => {
    expect((await t.call('PUT', `${API}/portals/naukri/settings`, { token: manager.token, body: { defaults: {} } })).status).toBe(403);
    const res = await t.call('PUT', `${API}/portals/naukri/settings`, { token: admin.token, body: { defaults: { industry: 'Software Product', role_category: 'Software Development' } } });
    expect(res.status).toBe(200);
    expect(res.json.data.settings.defaults).toEqual({ industry: 'Software Product', role_category: 'Software Development' });
  });
});

describe('publishing to the feed', () => {
  let complete: string;
  let closed: string;
  let hostile: string;

  it('refuses a job missing the portal’s required fields with 422 naming each, and shows them on the page', async () => {
    const bare = await job(admin.token, { title: 'Data Analyst', status: 'open', description: '' });
    const res = await t.call('PUT', `${API}/portals/naukri/jobs/${bare}`, { token: manager.token, body: { values: {} } });
    expect(res.status).toBe(422);
    expect(res.json.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['city', 'description', 'experience_max', 'experience_min', 'functional_area', 'skills']);
    expect(res.json.error.message).toMatch(/Functional area is required by Naukri/);
    const listed = (await overview(recruiter.token)).jobs.find((j: { job_id: string }) => j.job_id === bare);
    expect(listed).toMatchObject({ published: false, in_feed: false });
    expect(listed.missing.map((m: { key: string }) => m.key)).toContain('functional_area');
    // A choice field takes one of the portal's values; a recruiter cannot publish at all.
    const wrong = await t.call('PUT', `${API}/portals/naukri/jobs/${bare}`, { token: manager.token, body: { values: { functional_area: 'Juggling' } } });
    expect(wrong.json.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'functional_area', message: 'Functional area must be one of Naukri’s values' })]));
    expect((await t.call('PUT', `${API}/portals/naukri/jobs/${bare}`, { token: recruiter.token, body: { values: VALUES } })).status).toBe(403);
  });

  it('publishes complete open jobs; the feed serves only those, mapped and escaped', async () => {
    complete = await job(admin.token, COMPLETE);
    closed = await job(admin.token, { ...COMPLETE, title: 'Closed Role' });
    hostile = await job(admin.token, { ...COMPLETE, title: 'QA ]]> <script>alert(1)</script> & "Lead"\u0007', description: '<p>Tea &amp; ]]><evil/></p><script>x()</script>' });
    const draft = await job(admin.token, { ...COMPLETE, title: 'Unpublished Role' });
    for (const id of [complete, closed, hostile]) {
      const res = await t.call('PUT', `${API}/portals/naukri/jobs/${id}`, { token: manager.token, body: { values: { functional_area: VALUES.functional_area } } });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data).toMatchObject({ published: true, in_feed: true, missing: [] });
    }
    expect((await t.call('PUT', `${API}/portals/naukri/jobs/${draft}`, { token: manager.token, body: { values: VALUES, publish: false } })).json.data).toMatchObject({ published: false });
    expect((await t.call('PATCH', `${API}/jobs/${closed}`, { token: admin.token, body: { status: 'closed' } })).status).toBe(200);

    // Another organization's published job never shows in this feed.
    expect((await connect(other.token, { employer_id: 'OTHER-1' })).status).toBe(200);
    const theirs = await job(other.token, { ...COMPLETE, title: 'Their Secret Role' });
    expect((await t.call('PUT', `${API}/portals/naukri/jobs/${theirs}`, { token: other.token, body: { values: VALUES } })).status).toBe(200);
    // Nor can this organization publish theirs.
    expect((await t.call('PUT', `${API}/portals/naukri/jobs/${theirs}`, { token: admin.token, body: { values: VALUES } })).status).toBe(404);

    const { feed_url } = await overview(admin.token);
    const res = await feed(feed_url);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/xml; charset=utf-8');
    const xml = res.text;
    expect(xml).toContain('<jobs portal="naukri" employer="EMP-20931">');
    expect(xml).toContain('<publisher>Acme &#60;Hiring&#62; &#38; Co</publisher>');
    const jobs = xml.split('<job>').slice(1);
    expect(jobs).toHaveLength(2);
    expect(xml).not.toMatch(/Closed Role|Unpublished Role|Their Secret Role|Data Analyst/);
    const entry = jobs.find((j) => j.includes(complete))!;
    for (const [element, value] of [
      ['referencenumber', complete],
      ['title', 'Senior Backend Engineer'],
      ['company', 'Acme <Hiring> & Co'],
      ['location', 'Bengaluru'],
      ['state', 'Karnataka'],
      ['country', 'IN'],
      ['jobtype', 'Full Time'],
      ['minexperience', '4'],
      ['maxexperience', '8'],
      ['minsalary', '2500000'],
      ['maxsalary', '4000000'],
      ['currency', 'INR'],
      ['industry', 'Software Product'],
      ['functionalarea', 'Engineering - Software & QA'],
      ['rolecategory', 'Software Development'],
      ['keyskills', 'Node.js, PostgreSQL'],
    ]) {
      expect(entry, element).toContain(`<${element}><![CDATA[${value}]]></${element}>`);
    }
    // The hostile job is one well-formed entry: no element escapes its CDATA, no forbidden character survives.
    const bad = jobs.find((j) => j.includes(hostile))!;
    expect(bad).toContain('<title><![CDATA[QA ]]]]><![CDATA[> <script>alert(1)</script> & "Lead"]]></title>');
    expect(bad).not.toContain('\u0007');
    expect(bad).not.toContain('x()');
    expect(xml.match(/<job>/g)).toHaveLength(2);
    expect(xml.match(/<\/job>/g)).toHaveLength(2);
    const stripped = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
    expect(stripped).not.toMatch(/<script|<evil/);
  });

  it('unpublishing takes a job out of the feed; a wrong or revoked token, a lapsed plan or a disconnect answer 404', async () => {
    const { feed_url } = await overview(admin.token);
    expect((await t.call('DELETE', `${API}/portals/naukri/jobs/${hostile}`, { token: manager.token })).json.data).toMatchObject({ published: false, in_feed: false });
    expect((await feed(feed_url)).text).not.toContain(hostile);
    expect((await feed(feed_url)).text).toContain(complete);
    expect((await feed(feed_url.replace(/[A-Za-z0-9_-]{43}\.xml$/, `${'A'.repeat(43)}.xml`))).status).toBe(404);

    await t.db.update(subscriptions).set({ plan: 'starter' }).where(eq(subscriptions.orgId, admin.orgId));
    try {
      expect((await feed(feed_url)).status).toBe(404);
      const page = await t.call('GET', `${API}/portals/naukri`, { token: admin.token });
      expect(page.status).toBe(403);
      expect(page.json.error.code).toBe('feature_disabled');
      expect((await t.call('PUT', `${API}/portals/naukri/jobs/${complete}`, { token: admin.token, body: { values: VALUES } })).status).toBe(403);
      expect((await connect(admin.token)).status).toBe(403);
      const preview = await t.call('POST', `${API}/portals/naukri/imports`, { token: admin.token, body: { file_key: 'x', mapping: {} } });
      expect(preview.json.error.code).toBe('feature_disabled');
    } finally {
      await t.db.update(subscriptions).set({ plan: 'scale' }).where(eq(subscriptions.orgId, admin.orgId));
    }
    expect((await feed(feed_url)).status).toBe(200);

    // The other organization disconnects: its feed is gone with its link, this one's stays.
    const theirs = (await overview(other.token)).feed_url;
    expect((await t.call('DELETE', `${API}/integrations/naukri`, { token: other.token })).status).toBe(200);
    expect((await feed(theirs)).status).toBe(404);
    expect((await t.db.select().from(capabilityLinks).where(eq(capabilityLinks.orgId, other.orgId)))[0]!.revokedAt).not.toBeNull();
    expect((await feed(feed_url)).status).toBe(200);
    expect((await t.call('PUT', `${API}/portals/naukri/jobs/${complete}`, { token: other.token, body: { values: VALUES } })).status).toBe(409);
  });
});

describe('importing an export', () => {
  let jobId: string;
  let secondJob: string;
  let existing: string;

  beforeAll(async () => {
    jobId = await job(admin.token, { ...COMPLETE, title: 'Frontend Engineer' });
    secondJob = await job(admin.token, { ...COMPLETE, title: 'Platform Engineer' });
    const made = await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Priya', last_name: 'Sharma', email: 'priya.sharma@example.in', current_title: 'Staff Engineer' } });
    existing = made.json.data.id;
  });

  it('suggests Naukri’s columns, creates new people, matches the known one without changing them, and says why rows were skipped', async () => {
    const file = csv([
      'Name,Email ID,Phone No.,Current Location,Total Experience,Current Company Name,Current Designation,Key Skills,Job Title',
      'Rahul Verma,rahul.verma@example.in,+91 98450 12345,Pune,6 Year(s) 2 Month(s),Infosys,Senior Developer,"React, TypeScript",Frontend Engineer',
      'Priya Sharma,PRIYA.SHARMA@example.in,,Bengaluru,9,Acme,Lead,Go,Frontend Engineer',
      '=HYPERLINK("http://evil.test"),hyper@example.in,,,,,,,Frontend Engineer',
      'No Email Person,not-an-email,,,,,,,Frontend Engineer',
      'Anita Rao,anita.rao@example.in,,,,,,,Chief Astronaut',
    ]);
    const p = await preview(recruiter.token, 'naukri-responses.csv', file);
    expect(p.status).toBe(200);
    expect(p.json.data.suggested_mapping).toEqual({
      Name: 'full_name',
      'Email ID': 'email',
      'Phone No.': 'phone',
      'Current Location': 'location',
      'Total Experience': 'years_experience',
      'Current Company Name': 'current_company',
      'Current Designation': 'current_title',
      'Key Skills': 'skills',
      'Job Title': 'job',
    });
    const res = await t.call('POST', `${API}/portals/naukri/imports`, { token: recruiter.token, body: { file_key: p.json.data.file_key, mapping: p.json.data.suggested_mapping } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ total: 5, created: 2, matched: 1, skipped: 2 });
    const rows = res.json.data.rows;
    expect(rows.find((r: { name: string }) => r.name === 'Priya Sharma')).toMatchObject({ outcome: 'matched', candidate_id: existing });
    expect(rows.find((r: { line: number }) => r.line === 5)).toMatchObject({ outcome: 'skipped', reason: 'Invalid email: not-an-email' });
    expect(rows.find((r: { line: number }) => r.line === 6)).toMatchObject({ outcome: 'skipped', reason: 'No job matches “Chief Astronaut”' });

    // The known person is unchanged and now applied through Naukri; the formula cell stayed text.
    const priya = (await t.call('GET', `${API}/candidates/${existing}`, { token: admin.token })).json.data;
    expect(priya).toMatchObject({ current_title: 'Staff Engineer', email: 'priya.sharma@example.in' });
    const apps = await t.db.select().from(applications).where(eq(applications.jobId, jobId));
    expect(apps).toHaveLength(3);
    expect(apps.every((a) => a.source === 'naukri')).toBe(true);
    const hyper = rows.find((r: { line: number }) => r.line === 4);
    const hyperCandidate = (await t.call('GET', `${API}/candidates/${hyper.candidate_id}`, { token: admin.token })).json.data;
    expect(hyperCandidate.first_name + hyperCandidate.last_name).toContain('=HYPERLINK');
    expect(hyperCandidate.source).toBe('Naukri');
    const rahul = (await t.call('GET', `${API}/candidates/${rows[0].candidate_id}`, { token: admin.token })).json.data;
    expect(rahul).toMatchObject({ years_experience: 6, current_company: 'Infosys', location: 'Pune', skills: ['React', 'TypeScript'] });

    // The same file again: everyone is in the job already.
    const again = await t.call('POST', `${API}/portals/naukri/imports`, { token: recruiter.token, body: { file_key: p.json.data.file_key, mapping: p.json.data.suggested_mapping } });
    expect(again.json.data).toMatchObject({ created: 0, matched: 0, skipped: 5 });
    expect(again.json.data.rows[0].reason).toBe('Already in this job');

    const page = await overview(recruiter.token);
    expect(page.applicants.slice(0, 5).every((a: { channel: string }) => a.channel === 'file')).toBe(true);
    expect(page.applicants.find((a: { name: string; outcome: string }) => a.name === 'Rahul Verma' && a.outcome === 'created')).toMatchObject({ job_title: 'Frontend Engineer' });
    // Ten rows, each its own transaction with the candidate's search vectors: slow on a loaded machine.
  }, 60_000);

  it('imports an XLSX for a chosen job, deduplicating against the existing candidate', async () => {
    const bytes = await xlsx([
      ['Candidate Name', 'Email', 'Mobile No.', 'Key Skills'],
      ['Priya Sharma', 'priya.sharma@example.in', '', 'Go'],
      ['Meera Iyer', 'meera.iyer@example.in', '+91 90000 11111', 'Kotlin'],
    ]);
    const p = await preview(recruiter.token, 'responses.xlsx', bytes);
    expect(p.status).toBe(200);
    expect(p.json.data.suggested_mapping).toMatchObject({ 'Candidate Name': 'full_name', Email: 'email', 'Mobile No.': 'phone' });
    const noJob = await t.call('POST', `${API}/portals/naukri/imports`, { token: recruiter.token, body: { file_key: p.json.data.file_key, mapping: p.json.data.suggested_mapping } });
    expect(noJob.status).toBe(422);
    expect(noJob.json.error.details).toEqual([expect.objectContaining({ path: 'job_id' })]);
    const foreign = await t.call('POST', `${API}/portals/naukri/imports`, { token: other.token, body: { file_key: p.json.data.file_key, mapping: p.json.data.suggested_mapping, job_id: secondJob } });
    expect(foreign.status).toBe(409);
    const res = await t.call('POST', `${API}/portals/naukri/imports`, { token: recruiter.token, body: { file_key: p.json.data.file_key, mapping: p.json.data.suggested_mapping, job_id: secondJob } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ total: 2, created: 1, matched: 1, skipped: 0 });
    expect(res.json.data.rows[0]).toMatchObject({ outcome: 'matched', candidate_id: existing });
    const apps = await t.db.select().from(applications).where(eq(applications.jobId, secondJob));
    expect(apps.map((a) => a.source)).toEqual(['naukri', 'naukri']);
  });
});
