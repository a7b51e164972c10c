import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOUT_LINK_INVALID, SCOUT_MAGIC_LINK_SENT } from '@hirebase/shared';
import { candidates, capabilityLinks, domainEvents, outboxMessages, scoutRecords, subscriptions } from '../../db/schema';
import { deliverEvent } from '../../lib/events';
import { SUBSCRIBERS } from '../../subscribers';
import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdf } from '../careers/careers-test-helper';
import { findDuplicates } from './records.service';

const API = '/api/v1/recruiter';
const SCOUT = '/api/v1/scout';
let t: TestApp;
let admin: { token: string; orgId: string };
const job: Record<'one' | 'two' | 'hidden', string> = { one: '', two: '', hidden: '' };

async function call(method: string, path: string, body?: unknown, token = admin.token) {
  return t.call(method, path, { token, body });
}

async function openJob(title: string) {
  const res = await call('POST', `${API}/jobs`, { title, status: 'open', location: 'Berlin', salary_min: 60000, salary_max: 80000, salary_currency: 'EUR', description: '<p>Build &amp; ship compilers.</p><ul><li>Rust</li><li>LLVM</li></ul>' });
  if (res.status !== 201) throw new Error(`job: ${res.status} ${res.text}`);
  return res.json.data.id as string;
}

async function invite(email: string, name: string, jobIds: string[]) {
  const res = await call('POST', `${API}/talent-scout/partners`, { email, name, company: `${name} Search`, commission_terms: '15% of first-year salary', jobs: jobIds.map((job_id) => ({ job_id, notes: 'Senior only', show_salary: true })) });
  if (res.status !== 201) throw new Error(`invite: ${res.status} ${res.text}`);
  return res.json.data;
}

/** The token of the last sign-in link mailed to the address. */
async function linkTokenFor(email: string) {
  const mail = await t.lastMailTo(email);
  return new URL(t.linkIn(mail!.text)).searchParams.get('token')!;
}

async function signInAs(email: string) {
  const res = await t.call('POST', `${SCOUT}/auth/verify`, { body: { token: await linkTokenFor(email) } });
  if (res.status !== 200) throw new Error(`verify: ${res.status} ${res.text}`);
  return res.json.data.token as string;
}

let files = 0;
async function submit(token: string, jobId: string, person: { first_name?: string; last_name?: string; email: string; phone?: string; note?: string }, bytes?: Uint8Array | null) {
  const form = new FormData();
  form.append('first_name', person.first_name ?? 'Grace');
  form.append('last_name', person.last_name ?? 'Hopper');
  form.append('email', person.email);
  if (person.phone) form.append('phone', person.phone);
  form.append('note', person.note ?? 'Strong compiler background');
  const file = bytes === undefined ? await pdf([`${person.first_name ?? 'Grace'} ${person.last_name ?? 'Hopper'}`, person.email, `Compilers engineer ${files++}`]) : bytes;
  if (file) form.append('resume', new Blob([Buffer.from(file)], { type: 'application/pdf' }), 'resume.pdf');
  const res = await t.app.request(`${SCOUT}/jobs/${jobId}/submissions`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' } });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, text };
}

let ada: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_ACCOUNT: '4' });
  admin = await t.newAdmin('scout-admin@example.com', 'Scout Org');
  job.one = await openJob('Compiler Engineer');
  job.two = await openJob('Platform Engineer');
  job.hidden = await openJob('Secret Director');
  await invite('ada@partners.example', 'Ada Agency', [job.one, job.two]);
  await invite('bob@partners.example', 'Bob Sourcing', [job.one]);
  ada = await signInAs('ada@partners.example');
  bob = await signInAs('bob@partners.example');
});
afterAll(() => t.close());

describe('the partner portal and the organization’s review', () => {
  it('takes a submission from a shared job to the job’s first stage, with the partner as source', async () => {
    const jobs = await call('GET', `${SCOUT}/jobs`, undefined, ada);
    expect(jobs.json.data.map((j: { title: string }) => j.title)).toEqual(['Compiler Engineer', 'Platform Engineer']);
    expect(jobs.json.data[0]).toMatchObject({ notes: 'Senior only', salary: { min: 60000, max: 80000, currency: 'EUR' }, openings: 1, description: 'Build & ship compilers.\n• Rust\n• LLVM' });

    const sent = await submit(ada, job.two, { email: 'lin@example.com', first_name: 'Lin', last_name: 'Park', phone: '+1 415 555 0100' });
    expect(sent.status).toBe(201);
    expect(sent.json.data).toMatchObject({ candidate_name: 'Lin Park', status: 'submitted', job: { title: 'Platform Engineer' } });

    const list = await call('GET', `${API}/talent-scout/records?partner_id=&status=submitted&job_id=${job.two}`);
    expect(list.json.data.map((r: { candidate_name: string }) => r.candidate_name)).toEqual(['Lin Park']);
    const id = list.json.data[0].id;
    const record = await call('GET', `${API}/talent-scout/records/${id}`);
    expect(record.json.data).toMatchObject({ note: 'Strong compiler background', duplicates: [], owned_by: null, partner: { name: 'Ada Agency' } });
    expect(record.json.data.resume.text).toContain('lin@example.com');
    const file = await t.app.request(`${API}/talent-scout/records/${id}/resume`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(file.headers.get('content-type')).toBe('application/pdf');

    const accepted = await call('POST', `${API}/talent-scout/records/${id}/accept`, {});
    expect(accepted.status).toBe(200);
    expect(accepted.json.data.status).toBe('accepted');
    const app = await call('GET', `${API}/applications/${accepted.json.data.application_id}`);
    const board = await call('GET', `${API}/jobs/${job.two}`);
    expect(app.json.data.stage_id).toBe(board.json.data.stages[0].id);
    const apps = await call('GET', `${API}/jobs/${job.two}/applications`);
    expect(apps.json.data.find((a: { id: string }) => a.id === accepted.json.data.application_id)?.source).toBe('talent_scout:Ada Agency');
    const resumes = await call('GET', `${API}/resumes?candidate_id=${accepted.json.data.candidate_id}`);
    expect(resumes.json.data).toHaveLength(1);
    expect((await call('POST', `${API}/talent-scout/records/${id}/reject`, { reason: 'late' })).status).toBe(409);

    const mine = await call('GET', `${SCOUT}/submissions`, undefined, ada);
    expect(mine.json.data.find((s: { id: string }) => s.id === id)).toMatchObject({ status: 'accepted' });
    const partners = await call('GET', `${API}/talent-scout/partners`);
    expect(partners.json.data.find((p: { name: string }) => p.name === 'Ada Agency')).toMatchObject({ status: 'active', submitted: 1, accepted: 1, hired: 0 });
    // Hired in the job, the partner's hired count follows.
    expect((await call('PATCH', `${API}/applications/${accepted.json.data.application_id}`, { status: 'hired' })).status).toBe(200);
    const after = (await call('GET', `${API}/talent-scout/partners`)).json.data.find((p: { name: string }) => p.name === 'Ada Agency');
    expect(after).toMatchObject({ submitted: 1, accepted: 1, hired: 1 });
  });

  it('shows a rejection’s reason and a question to the partner, and refuses bad input with the field named', async () => {
    const sent = await submit(ada, job.one, { email: 'kim@example.com', first_name: 'Kim', last_name: 'Lee' });
    const id = sent.json.data.id;
    expect((await call('POST', `${API}/talent-scout/records/${id}/ask`, { message: 'Notice period?' })).json.data.status).toBe('info_requested');
    expect((await call('GET', `${SCOUT}/submissions/${id}`, undefined, ada)).json.data).toMatchObject({ status: 'info_requested', info_request: 'Notice period?' });
    const noReason = await call('POST', `${API}/talent-scout/records/${id}/reject`, { reason: ' ' });
    expect(noReason.status).toBe(422);
    expect(noReason.json.error.details[0].path).toBe('reason');
    await call('POST', `${API}/talent-scout/records/${id}/reject`, { reason: 'We need German speakers' });
    expect((await call('GET', `${SCOUT}/submissions/${id}`, undefined, ada)).json.data).toMatchObject({ status: 'rejected', rejection_reason: 'We need German speakers' });
    // The decision's event mails the partner once, however often it is delivered.
    const events = await t.db.select().from(domainEvents).where(eq(domainEvents.type, 'talent_scout.record_status_changed'));
    const rejected = events.find((e) => (e.payload as { record_id: string; to: string }).record_id === id && (e.payload as { to: string }).to === 'rejected')!;
    await deliverEvent(t.ctx, SUBSCRIBERS, rejected.id);
    await deliverEvent(t.ctx, SUBSCRIBERS, rejected.id);
    const mails = await t.db.select().from(outboxMessages).where(and(eq(outboxMessages.to, 'ada@partners.example'), eq(outboxMessages.kind, 'scout_status')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Kim Lee for Compiler Engineer: Rejected');
    expect(mails[0]!.text).toContain('We need German speakers');

    const missing = await submit(ada, job.one, { email: 'not-an-email' }, null);
    expect(missing.status).toBe(422);
    expect(missing.json.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['email', 'resume']);
    const notPdf = await submit(ada, job.one, { email: 'x@example.com' }, new TextEncoder().encode('just text, no resume'));
    expect(notPdf.status).toBe(415);
    const other = await t.newAdmin('scout-other@example.com', 'Other Org');
    const otherJob = (await t.call('POST', `${API}/jobs`, { token: other.token, body: { title: 'Theirs', status: 'open' } })).json.data.id;
    const foreign = await call('PATCH', `${API}/talent-scout/partners/${(await call('GET', `${API}/talent-scout/partners`)).json.data[0].id}`, { jobs: [{ job_id: otherJob }] });
    expect(foreign.status).toBe(422);
    expect(foreign.json.error.details[0].path).toBe('jobs');
  });
});

describe('duplicates and the ownership window', () => {
  it('flags the organization’s candidate and the partner who submitted first, within the window only', async () => {
    await call('POST', `${API}/candidates`, { first_name: 'Rita', last_name: 'Known', email: 'rita@example.com' });
    const known = await submit(bob, job.one, { email: 'rita@example.com', first_name: 'Rita', last_name: 'Known' });
    const rita = (await call('GET', `${API}/talent-scout/records/${known.json.data.id}`)).json.data;
    expect(rita.duplicates).toMatchObject([{ kind: 'candidate', reason: 'email', owner: { kind: 'organization' } }]);
    expect(rita.owned_by).toMatchObject({ kind: 'organization' });
    // The organization decides: accepted as the candidate it already has, not as a new person.
    const existing = rita.duplicates[0].candidate_id;
    const notADuplicate = await call('POST', `${API}/talent-scout/records/${rita.id}/accept`, { candidate_id: newId() });
    expect(notADuplicate.status).toBe(422);
    expect(notADuplicate.json.error.details[0].path).toBe('candidate_id');
    const asExisting = await call('POST', `${API}/talent-scout/records/${rita.id}/accept`, { candidate_id: existing });
    expect(asExisting.json.data).toMatchObject({ status: 'accepted', candidate_id: existing });
    expect(await t.db.select({ id: candidates.id }).from(candidates).where(and(eq(candidates.orgId, admin.orgId), eq(candidates.email, 'rita@example.com')))).toHaveLength(1);

    const first = await submit(ada, job.one, { email: 'sam@example.com', first_name: 'Sam', last_name: 'First', phone: '+1 (415) 555-0199' });
    const second = await submit(bob, job.one, { email: 'sam.other@example.com', first_name: 'Sam', last_name: 'First', phone: '+14155550199' });
    const sam = (await call('GET', `${API}/talent-scout/records/${second.json.data.id}`)).json.data;
    expect(sam.duplicates).toMatchObject([{ kind: 'record', reason: 'phone', record_id: first.json.data.id, owner: { kind: 'partner', name: 'Ada Agency' } }]);
    expect(sam.owned_by).toMatchObject({ kind: 'partner', name: 'Ada Agency' });
    expect((await call('GET', `${API}/talent-scout/records?duplicates=yes`)).json.data.map((r: { id: string }) => r.id)).toContain(sam.id);

    const bytes = await pdf(['Same file twice']);
    await submit(ada, job.one, { email: 'file-one@example.com' }, bytes);
    const byFile = await submit(bob, job.one, { email: 'file-two@example.com' }, bytes);
    expect((await call('GET', `${API}/talent-scout/records/${byFile.json.data.id}`)).json.data.duplicates[0]).toMatchObject({ reason: 'file', owner: { name: 'Ada Agency' } });

    // 181 days later Ada's claim has lapsed: Bob's new submission of Sam finds no owner.
    await t.db.update(scoutRecords).set({ createdAt: new Date(Date.now() - 181 * 86_400_000) }).where(eq(scoutRecords.id, first.json.data.id));
    const lapsed = await submit(bob, job.one, { email: 'sam@example.com', first_name: 'Sam', last_name: 'First' });
    const again = (await call('GET', `${API}/talent-scout/records/${lapsed.json.data.id}`)).json.data;
    expect(again.duplicates).toEqual([]);
    expect(again.owned_by).toBeNull();

    // The window is the configured one (TALENT_SCOUT_OWNERSHIP_DAYS): a 60-day-old claim holds under 90 days, not under 30.
    const old = await submit(ada, job.one, { email: 'window@example.com', first_name: 'Win', last_name: 'Dow' });
    await t.db.update(scoutRecords).set({ createdAt: new Date(Date.now() - 60 * 86_400_000) }).where(eq(scoutRecords.id, old.json.data.id));
    const check = (ownershipDays: number) => findDuplicates(t.db, { orgId: admin.orgId, email: 'window@example.com', phoneKey: null, sha256: 'not-a-known-file', ownershipDays });
    expect(await check(30)).toEqual([]);
    expect(await check(90)).toMatchObject([{ kind: 'record', reason: 'email', record_id: old.json.data.id, owner: { kind: 'partner', name: 'Ada Agency' } }]);
    expect(t.env.talentScoutOwnershipDays).toBe(180);
  });
});

describe('the magic link', () => {
  it('opens once, expires, and answers alike for unknown addresses; requests are rate limited like sign-in', async () => {
    await invite('cy@partners.example', 'Cy Talent', [job.one]);
    const token = await linkTokenFor('cy@partners.example');
    expect((await t.call('POST', `${SCOUT}/auth/verify`, { body: { token } })).status).toBe(200);
    const reused = await t.call('POST', `${SCOUT}/auth/verify`, { body: { token } });
    expect(reused.status).toBe(401);
    expect(reused.json.error.message).toBe(SCOUT_LINK_INVALID);

    const asked = await t.call('POST', `${SCOUT}/auth/magic-link`, { body: { email: 'CY@partners.example' } });
    expect(asked.status).toBe(202);
    expect(asked.json.data.message).toBe(SCOUT_MAGIC_LINK_SENT);
    const fresh = await linkTokenFor('cy@partners.example');
    await t.db.update(capabilityLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(capabilityLinks.purpose, 'scout_magic_link'));
    expect((await t.call('POST', `${SCOUT}/auth/verify`, { body: { token: fresh } })).status).toBe(401);

    const unknown = await t.call('POST', `${SCOUT}/auth/magic-link`, { body: { email: 'nobody@partners.example' } });
    expect(unknown.status).toBe(202);
    expect(unknown.json.data.message).toBe(SCOUT_MAGIC_LINK_SENT);
    expect(await t.lastMailTo('nobody@partners.example')).toBeNull();
    for (let i = 0; i < 3; i++) await t.call('POST', `${SCOUT}/auth/magic-link`, { body: { email: 'nobody@partners.example' } });
    const limited = await t.call('POST', `${SCOUT}/auth/magic-link`, { body: { email: 'nobody@partners.example' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stops working, with every session, when the partner is deactivated', async () => {
    await invite('dee@partners.example', 'Dee Search', [job.one]);
    const session = await signInAs('dee@partners.example');
    expect((await call('GET', `${SCOUT}/me`, undefined, session)).json.data).toMatchObject({ role: 'talent_scout', partner: { name: 'Dee Search' } });
    const partner = (await call('GET', `${API}/talent-scout/partners`)).json.data.find((p: { name: string }) => p.name === 'Dee Search');
    expect((await call('POST', `${API}/talent-scout/partners/${partner.id}/deactivate`)).json.data.status).toBe('deactivated');
    expect((await call('GET', `${SCOUT}/jobs`, undefined, session)).status).toBe(401);
    const before = (await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'dee@partners.example'))).length;
    await t.call('POST', `${SCOUT}/auth/magic-link`, { body: { email: 'dee@partners.example' } });
    expect((await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'dee@partners.example'))).length).toBe(before);
  });
});

describe('access', () => {
  it('a partner token reaches nothing under /api/v1/recruiter and only its shared jobs and own records under /api/v1/scout', async () => {
    const bobs = await submit(bob, job.one, { email: 'only-bob@example.com', first_name: 'Only', last_name: 'Bob' });
    const recordOfBob = bobs.json.data.id;
    const adas = await submit(ada, job.one, { email: 'only-ada@example.com', first_name: 'Only', last_name: 'Ada' });
    expect(adas.status).toBe(201);
    const seen = new Set<string>();
    // The app's own route table: every handler registered under the two prefixes, middleware aside.
    const routes = t.app.routes.filter((r) => r.method !== 'ALL' && (r.path.startsWith(`${API}/`) || r.path.startsWith(`${SCOUT}/`))).filter((r) => {
      const key = `${r.method} ${r.path}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
    expect(routes.length).toBeGreaterThan(150);
    const named = [
      `GET ${API}/talent-scout/partners`, `POST ${API}/talent-scout/partners`, `PATCH ${API}/talent-scout/partners/:id`, `POST ${API}/talent-scout/partners/:id/deactivate`,
      `GET ${API}/talent-scout/records`, `GET ${API}/talent-scout/records/:id`, `POST ${API}/talent-scout/records/:id/accept`, `POST ${API}/talent-scout/records/:id/reject`,
      `POST ${SCOUT}/auth/magic-link`, `POST ${SCOUT}/auth/verify`, `GET ${SCOUT}/jobs`, `GET ${SCOUT}/jobs/:jobId`, `POST ${SCOUT}/jobs/:jobId/submissions`, `GET ${SCOUT}/submissions`, `GET ${SCOUT}/submissions/:id`,
      `GET ${API}/candidates`, `GET ${API}/team/members`, `GET ${API}/jobs/:id`,
    ];
    expect(named.filter((k) => !seen.has(k))).toEqual([]);

    // With the partner's own ids the scout routes answer: the token is live, so the refusals below are about the route.
    const reachable = new Set([`GET ${SCOUT}/me`, `GET ${SCOUT}/jobs`, `GET ${SCOUT}/submissions`]);
    for (const key of reachable) expect((await call('GET', key.slice(4), undefined, ada)).status, key).toBe(200);
    expect((await call('GET', `${SCOUT}/jobs/${job.one}`, undefined, ada)).status).toBe(200);
    expect((await call('GET', `${SCOUT}/submissions/${adas.json.data.id}`, undefined, ada)).status).toBe(200);

    // Reached before any sign-in: they read a link, a cookie or a Google credential, never a bearer token.
    const beforeSignIn = new Set([`POST ${SCOUT}/auth/magic-link`, `POST ${SCOUT}/auth/verify`, `POST ${API}/auth/token`, `POST ${API}/auth/google-oauth`]);
    // Signing out ends the session it is called with; it is tried last, below.
    const signOut = `POST ${SCOUT}/auth/sign-out`;
    const failures: string[] = [];
    let tried = 0;
    for (const { method, path } of routes) {
      const key = `${method} ${path}`;
      if (reachable.has(key) || beforeSignIn.has(key) || key === signOut) continue;
      // Scout routes get what they could be tempted with: a job not shared with Ada, Bob's record; recruiter routes real ids of the same organization.
      const url = path.replace(/:jobId/g, job.hidden).replace(/:id/g, path.startsWith(SCOUT) ? recordOfBob : job.one).replace(/:[A-Za-z]+/g, () => newId());
      // The URL sent must reach this very route, not fall through to another or to the catch-all.
      const matched = (t.app.router.match(method, url)[0] as [[unknown, { method: string; path: string }], unknown][]).some(([[, r]]) => r.method === method && r.path === path);
      if (!matched) failures.push(`${key} → ${url} is routed elsewhere`);
      const res = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, ada);
      tried++;
      // A live partner session on a scout route meets only 404 for what is not theirs; the recruiter API refuses the token outright.
      const allowed = path.startsWith(SCOUT) ? [404] : [401];
      if (!allowed.includes(res.status)) failures.push(`${key} → ${res.status} ${res.text.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
    expect(tried).toBe(routes.length - reachable.size - beforeSignIn.size - 1);
    expect((await call('GET', `${SCOUT}/submissions/${recordOfBob}`, undefined, ada)).status).toBe(404);
    // The partner's own reads carry only their own rows.
    const mine = (await call('GET', `${SCOUT}/submissions`, undefined, ada)).json.data;
    expect(mine.some((s: { id: string }) => s.id === recordOfBob)).toBe(false);
    expect(JSON.stringify((await call('GET', `${SCOUT}/jobs`, undefined, ada)).json.data)).not.toContain('Secret Director');
    // A recruiter's token does not open the portal.
    expect((await call('GET', `${SCOUT}/jobs`)).status).toBe(401);
    // Signing out ends the session it is called with and no other.
    expect((await t.call('POST', `${SCOUT}/auth/magic-link`, { body: { email: 'ada@partners.example' } })).status).toBe(202);
    const second = await signInAs('ada@partners.example');
    expect((await call('POST', `${SCOUT}/auth/sign-out`, {}, second)).status).toBe(200);
    expect((await call('GET', `${SCOUT}/jobs`, undefined, second)).status).toBe(401);
    expect((await call('GET', `${SCOUT}/jobs`, undefined, ada)).status).toBe(200);
  });

  it('a job unshared after a submission leaves the job list but keeps the submission’s status', async () => {
    const sent = await submit(ada, job.one, { email: 'kept@example.com', first_name: 'Kept', last_name: 'Status' });
    await call('POST', `${API}/talent-scout/records/${sent.json.data.id}/reject`, { reason: 'Role filled internally' });
    const partner = (await call('GET', `${API}/talent-scout/partners`)).json.data.find((p: { name: string }) => p.name === 'Ada Agency');
    expect((await call('PATCH', `${API}/talent-scout/partners/${partner.id}`, { jobs: [{ job_id: job.two }] })).status).toBe(200);
    const left = (await call('GET', `${SCOUT}/jobs`, undefined, ada)).json.data;
    expect(left.map((j: { id: string }) => j.id)).toEqual([job.two]);
    // Shared again without show_salary: the salary is not shown.
    expect(left[0].salary).toBeNull();
    expect((await call('GET', `${SCOUT}/jobs/${job.one}`, undefined, ada)).status).toBe(404);
    expect((await submit(ada, job.one, { email: 'late@example.com' })).status).toBe(404);
    expect((await call('GET', `${SCOUT}/submissions/${sent.json.data.id}`, undefined, ada)).json.data).toMatchObject({ status: 'rejected', rejection_reason: 'Role filled internally', job: { title: 'Compiler Engineer' } });
  });

  it('refuses the portal and the organization’s routes when the plan lacks talent scout', async () => {
    await t.db.update(subscriptions).set({ plan: 'starter', status: 'active' }).where(eq(subscriptions.orgId, admin.orgId));
    try {
      const org = await call('GET', `${API}/talent-scout/partners`);
      expect(org.status).toBe(403);
      expect(org.json.error.code).toBe('feature_disabled');
      expect((await call('GET', `${API}/talent-scout/records`)).status).toBe(403);
      const portal = await call('GET', `${SCOUT}/jobs`, undefined, ada);
      expect(portal.status).toBe(403);
      expect(portal.json.error.code).toBe('feature_disabled');
      const before = (await t.db.select().from(capabilityLinks).where(and(eq(capabilityLinks.orgId, admin.orgId), eq(capabilityLinks.purpose, 'scout_magic_link')))).length;
      await t.call('POST', `${SCOUT}/auth/magic-link`, { body: { email: 'bob@partners.example' } });
      expect((await t.db.select().from(capabilityLinks).where(and(eq(capabilityLinks.orgId, admin.orgId), eq(capabilityLinks.purpose, 'scout_magic_link')))).length).toBe(before);
    } finally {
      await t.db.update(subscriptions).set({ plan: 'scale' }).where(eq(subscriptions.orgId, admin.orgId));
    }
  });
});
