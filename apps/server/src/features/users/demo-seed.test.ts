import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, applications, assessmentAttempts, candidateDuplicates, candidates, emails, emailTemplates, interviews, jobRequirements, jobs, notes, organizations, outboxMessages, resumes, schedulingRequests, scorecards, scoutRecords } from '../../db/schema';
import { matchSkills } from '../assessments/bank';
import { extractText } from '../ingestion/extract-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ORG, DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo-seed';

const API = '/api/v1/recruiter';
let t: TestApp;
let orgId: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  await seedDemo(t.auth, t.db, t.ctx.storage, { env: t.env });
  console.info(`demo seed: ${Math.round(performance.now() - started)} ms`);
  [{ id: orgId }] = (await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORG))) as [{ id: string }];
  token = await t.token(await t.signIn(DEMO_USERS[0]!.email, DEMO_PASSWORD), orgId);
}, 120_000);
afterAll(async () => t?.close());

const get = async (path: string) => {
  const res = await t.call('GET', `${API}${path}`, { token });
  expect(res.status, path).toBe(200);
  return res.json;
};

describe('the demo organization', () => {
  it('is on a paid Scale plan for 8 seats, with its jobs and candidates counted in Billing', async () => {
    const { data } = await get('/billing');
    expect(data.subscription).toMatchObject({ plan: 'scale', status: 'active', active: true, seat_limit: 8, seats_used: DEMO_USERS.length });
    expect(data.subscription.current_period_end).not.toBeNull();
    expect(data.usage.open_jobs).toBeGreaterThan(0);
    expect(data.usage.candidates).toBeGreaterThan(20);
  });

  it('has support tickets: the admin’s waiting for an answer, the recruiter’s answered by support', async () => {
    expect((await get('/support/tickets')).data).toMatchObject([{ subject: 'Can the careers page use our own domain?', status: 'open', messages: 1 }]);
    const rec = await t.token(await t.signIn(DEMO_USERS[2]!.email, DEMO_PASSWORD), orgId);
    const [ticket] = (await t.call('GET', `${API}/support/tickets`, { token: rec })).json.data;
    const thread = (await t.call('GET', `${API}/support/tickets/${ticket.id}`, { token: rec })).json.data.thread;
    expect(ticket.status).toBe('answered');
    expect(thread.map((m: { author: string }) => m.author)).toEqual(['member', 'operator']);
  });

  it('has interviews last week and ahead, the past ones completed and scored', async () => {
    const now = Date.now();
    const rows = await t.db.select().from(interviews).where(eq(interviews.orgId, orgId));
    const past = rows.filter((i) => i.endsAt.getTime() <= now);
    const ahead = rows.filter((i) => i.startsAt.getTime() > now);
    expect(past.length).toBeGreaterThan(5);
    expect(ahead.length).toBeGreaterThan(5);
    expect(past.every((i) => i.status === 'completed')).toBe(true);
    expect(ahead.every((i) => i.status === 'scheduled')).toBe(true);
    expect(rows.every((i) => Math.abs(i.startsAt.getTime() - now) < 16 * 24 * 3600_000)).toBe(true);
    // Held in working hours where the job is, on weekdays.
    const local = (i: (typeof rows)[number], part: 'hour' | 'weekday') =>
      new Intl.DateTimeFormat('en-US', { timeZone: i.timezone, hour: 'numeric', hourCycle: 'h23', weekday: 'short' }).formatToParts(i.startsAt).find((p) => p.type === part)!.value;
    expect(rows.filter((i) => Number(local(i, 'hour')) < 9 || Number(local(i, 'hour')) > 16 || ['Sat', 'Sun'].includes(local(i, 'weekday')))).toEqual([]);
    const cards = await t.db.select().from(scorecards).where(eq(scorecards.orgId, orgId));
    const scored = new Set(cards.map((c) => c.interviewId));
    expect(past.every((i) => scored.has(i.id))).toBe(true);
    expect(ahead.some((i) => scored.has(i.id))).toBe(false);

    expect((await get('/interviews?scope=upcoming')).meta.total).toBe(ahead.length);
    expect((await get('/interviews?scope=past')).meta.total).toBe(past.length);
  });

  it('has parsed PDF and DOCX resumes whose files are stored and open', async () => {
    const list = await get('/resumes?page_size=100');
    expect(list.meta.total).toBeGreaterThanOrEqual(10);
    const rows = await t.db.select().from(resumes).where(eq(resumes.orgId, orgId));
    expect(new Set(rows.map((r) => r.contentType)).size).toBe(2);
    expect(rows.every((r) => r.status === 'parsed' && r.candidateId && r.parsed)).toBe(true);
    for (const kind of ['pdf', 'docx'] as const) {
      const row = rows.find((r) => r.fileName.endsWith(`.${kind}`))!;
      const file = await t.app.request(`${API}/resumes/${row.id}/file`, { headers: { authorization: `Bearer ${token}` } });
      expect(file.status).toBe(200);
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect(bytes.byteLength).toBe(row.size);
      // The stored text is what the file really says.
      const read = await extractText(bytes, kind);
      expect(read.text).toContain(row.text.split('\n')[0]);
    }
    // They came in through uploads into the resume database, as the operation log shows.
    // (Besides those sourcing partners sent with candidates the organization accepted.)
    const scouted = new Set((await t.db.select({ key: scoutRecords.resumeStorageKey }).from(scoutRecords).where(eq(scoutRecords.orgId, orgId))).map((r) => r.key));
    const uploaded = rows.filter((r) => !scouted.has(r.storageKey));
    const uploads = (await get('/operations')).data as { kind: string; status: string; total: number }[];
    expect(uploads.every((o) => o.kind === 'resume_upload' && o.status === 'completed')).toBe(true);
    expect(uploads.reduce((n, o) => n + o.total, 0)).toBe(uploaded.length);
    // A candidate is as recent as their resume, not as the seeding.
    const owners = await t.db.select().from(candidates).where(inArray(candidates.id, uploaded.map((r) => r.candidateId!)));
    expect(owners.every((c) => c.updatedAt.getTime() === uploaded.find((r) => r.candidateId === c.id)!.createdAt.getTime())).toBe(true);
    const docx = rows.find((r) => r.fileName.endsWith('.docx'))!;
    expect((await get(`/resumes/${docx.id}/html`)).data.html).toContain(docx.text.split('\n')[0]);
  });

  it('has sourcing partners and their records in every status, with duplicates flagged and accepted ones on their job', async () => {
    const partners = (await get('/talent-scout/partners')).data as { status: string; jobs: unknown[]; submitted: number }[];
    expect(partners.map((p) => p.status).sort()).toEqual(['active', 'active', 'invited']);
    expect(partners.every((p) => p.jobs.length > 0)).toBe(true);
    const records = (await get('/talent-scout/records')).data as { id: string; status: string; duplicate_count: number }[];
    expect(new Set(records.map((r) => r.status))).toEqual(new Set(['submitted', 'info_requested', 'accepted', 'rejected']));
    expect(records.filter((r) => r.duplicate_count > 0).length).toBeGreaterThanOrEqual(2);
    const accepted = (await get(`/talent-scout/records/${records.find((r) => r.status === 'accepted')!.id}`)).data;
    expect((await get(`/applications/${accepted.application_id}`)).data.candidate.id).toBe(accepted.candidate_id);
    const file = await t.app.request(`${API}/talent-scout/records/${accepted.id}/resume`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
  });

  it('has email templates, and sent mail on timelines that went through the outbox', async () => {
    expect((await t.db.select().from(emailTemplates).where(eq(emailTemplates.orgId, orgId))).length).toBeGreaterThanOrEqual(3);
    const sent = await t.db.select().from(emails).where(eq(emails.orgId, orgId));
    expect(sent.length).toBeGreaterThan(10);
    expect(sent.every((e) => e.status === 'sent' && e.sentAt && !e.body.includes('{{'))).toBe(true);
    const outbox = await t.db.select().from(outboxMessages).where(and(eq(outboxMessages.orgId, orgId), eq(outboxMessages.kind, 'candidate_email')));
    expect(outbox.map((o) => o.to).sort()).toEqual(sent.map((e) => e.toEmail).sort());
    expect(outbox.every((o) => o.status === 'sent')).toBe(true);
    const one = sent[0]!;
    const timeline = await get(`/emails?candidate_id=${one.candidateId}`);
    expect(timeline.data.map((e: { id: string }) => e.id)).toContain(one.id);
  });

  it('has a retired API key and a webhook endpoint whose log shows deliveries', async () => {
    const keys = (await get('/api-keys')).data;
    expect(keys).toMatchObject([{ name: 'Payroll export (retired)', revoked_at: expect.any(String) }]);
    const [endpoint] = (await get('/webhooks')).data;
    expect(endpoint).toMatchObject({ url: 'https://hooks.example.com/hirebase', enabled: false, disabled_reason: 'Deliveries kept failing for 24 hours' });
    const log = (await get(`/webhooks/${endpoint.id}/deliveries`)).data;
    expect(log.map((d: { status: string; attempts: number }) => `${d.status} ${d.attempts}`)).toEqual(['failed 10', 'failed 12', 'succeeded 3', 'succeeded 1']);
  });

  it('has Naukri connected, two complete jobs in its feed and applicants who came from it', async () => {
    const page = (await get('/portals/naukri')).data;
    expect(page).toMatchObject({ connected: true, settings: { employer_id: 'HB-DEMO-1042' } });
    const inFeed = page.jobs.filter((j: { in_feed: boolean }) => j.in_feed);
    expect(inFeed).toHaveLength(2);
    expect(page.applicants.length).toBeGreaterThan(0);
    const feed = await t.app.request(new URL(page.feed_url).pathname);
    expect(feed.status).toBe(200);
    expect((await feed.text()).split('<job>')).toHaveLength(3);
  });

  it('has an open scheduling link a candidate was mailed, whose page offers next week’s free times', async () => {
    const [row] = await t.db.select().from(schedulingRequests).where(eq(schedulingRequests.orgId, orgId));
    expect(row).toMatchObject({ status: 'sent', title: 'First interview', durationMinutes: 45 });
    const [link] = (await get(`/applications/${row!.applicationId}/scheduling-links`)).data;
    expect(link).toMatchObject({ status: 'sent', view_count: 1, interview: null });
    const [mail] = await t.db.select().from(emails).where(and(eq(emails.orgId, orgId), eq(emails.candidateId, row!.candidateId), eq(emails.subject, `Pick a time for your interview — ${link.job.title}`)));
    const url = new URL(/(https?:\/\/\S+)/.exec(mail!.body)![1]!);
    const page = await t.app.request(url.pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="slot"');
  });

  it('has notes on candidates', async () => {
    const rows = await t.db.select().from(notes).where(and(eq(notes.orgId, orgId), eq(notes.entityType, 'candidate')));
    expect(rows.length).toBeGreaterThan(10);
  });

  it('places remote jobs in a region, never a city, and lists open jobs first', async () => {
    const rows = await t.db.select().from(jobs).where(eq(jobs.orgId, orgId));
    const remote = rows.filter((j) => j.workplace === 'remote');
    expect(remote.length).toBeGreaterThan(0);
    expect(remote.every((j) => /^Remote \(.+\)$/.test(j.location ?? ''))).toBe(true);
    expect(rows.filter((j) => j.workplace !== 'remote').every((j) => j.location && !j.location.startsWith('Remote'))).toBe(true);

    const listed = (await get('/jobs?page_size=100')).data as { status: string }[];
    const firstClosed = listed.findIndex((j) => j.status === 'closed' || j.status === 'filled');
    expect(listed[0]!.status).toBe('open');
    expect(listed.slice(firstClosed).every((j) => j.status === 'closed' || j.status === 'filled')).toBe(true);
  });

  it('has refined open jobs whose recommendations rank the database with every score explained', async () => {
    const refined = await t.db.select().from(jobRequirements).where(eq(jobRequirements.orgId, orgId));
    const open = await t.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.orgId, orgId), eq(jobs.status, 'open')));
    expect(refined.map((r) => r.jobId).sort()).toEqual(open.map((j) => j.id).sort());
    // Each job's description has its own requirements; a clinical "GCP" is not Google Cloud.
    const skills = refined.map((r) => r.requirements.must_have_skills.map((s) => s.name).join(', '));
    expect(new Set(skills).size).toBeGreaterThan(3);
    expect(refined.flatMap((r) => [...r.requirements.must_have_skills, ...r.requirements.nice_to_have_skills]).map((s) => s.name)).not.toContain('Google Cloud');
    const recs = await get(`/jobs/${refined[0]!.jobId}/recommendations`);
    expect(recs.meta.complete).toBe(true);
    expect(recs.data.length).toBe(25);
    expect(recs.data[0].score).toBeGreaterThan(recs.data[24].score);
    expect(recs.data[0].why.matched_skills.length).toBeGreaterThan(0);
  });

  it('has assessments for jobs the bank covers, each attempt left as taking and grading one leaves it', async () => {
    const rows = await t.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.orgId, orgId));
    const jobRows = await t.db.select().from(jobs).where(inArray(jobs.id, [...new Set(rows.map((a) => a.jobId))]));
    expect(jobRows).toHaveLength(3);
    for (const j of jobRows) expect(matchSkills({ title: j.title, description: '', required: j.requiredSkills, nice: j.niceToHaveSkills }).length, `${j.title} ${j.requiredSkills} ${j.niceToHaveSkills}`).toBeGreaterThanOrEqual(2);
    expect(rows.some((a) => a.status === 'in_progress')).toBe(false);
    expect(rows.filter((a) => a.timedOut)).toHaveLength(3);
    const grades = await t.db.select().from(activityLog).where(and(eq(activityLog.orgId, orgId), eq(activityLog.action, 'grade')));
    for (const a of rows) {
      if (a.status === 'invited') {
        expect(a.startedAt).toBeNull();
        expect(a.expiresAt!.getTime()).toBeGreaterThan(Date.now());
        continue;
      }
      expect(a.deadlineAt!.getTime() - a.startedAt!.getTime()).toBe(a.timeLimitMinutes! * 60_000);
      if (a.timedOut) expect(a.submittedAt).toEqual(a.deadlineAt);
      else expect(a.submittedAt!.getTime()).toBeLessThanOrEqual(a.deadlineAt!.getTime());
      const manual = Object.values(a.grades).filter((g) => g.source === 'manual');
      expect(grades.filter((e) => e.entityId === a.applicationId)).toHaveLength(manual.length);
      expect(manual.every((g) => grades.some((e) => e.entityId === a.applicationId && e.actorId === g.graded_by!.id))).toBe(true);
    }
    expect(rows.flatMap((a) => a.questions).filter((q) => q.rubric).every((q) => q.rubric!.model_answer)).toBe(true);
  });

  it('sends client submissions with report links that open, some already viewed; placements are hired and fill their jobs', async () => {
    const subs = (await get('/submissions?page_size=100')).data as { id: string; status: string; job: { id: string }; candidate: { id: string } }[];
    expect(subs.length).toBeGreaterThan(5);
    const detail = (await get(`/submissions/${subs[0]!.id}`)).data;
    expect(detail.custom_fields.client_requisition).toMatch(/^REQ-\d+$/);
    const placed = (await get(`/submissions/${subs.find((s) => s.status === 'placed')!.id}`)).data;
    expect(placed.placement.custom_fields).toMatchObject({ purchase_order: expect.stringMatching(/^PO-\d+$/), onboarding_owner: expect.any(String) });
    const link = /\/reports\/candidate-report\/([\w-]+)/.exec(detail.emails[0].body);
    expect(link, detail.emails[0].body).not.toBeNull();
    expect((await t.call('GET', `/reports/candidate-report/${link![1]}`)).status).toBe(200);
    const reports = await Promise.all(subs.map(async (s) => (await get(`/submissions/${s.id}`)).data.report as { views: unknown[] }));
    expect(reports.filter((r) => r.views.length > 0).length).toBeGreaterThan(1);
    const history = (await get(`/activity?entity_id=${subs.find((s) => s.status === 'placed')!.id}`)).data as { action: string; changes: { status?: { after: string } } }[];
    expect(history.some((a) => a.action === 'update' && a.changes.status?.after === 'placed')).toBe(true);
    for (const s of subs.filter((x) => x.status === 'placed')) {
      const [app] = await t.db.select().from(applications).where(and(eq(applications.jobId, s.job.id), eq(applications.candidateId, s.candidate.id)));
      expect(app!.status).toBe('hired');
      const [job] = await t.db.select().from(jobs).where(eq(jobs.id, s.job.id));
      const placed = subs.filter((x) => x.job.id === s.job.id && x.status === 'placed').length;
      expect(job!.status === 'filled').toBe(placed >= job!.openings);
    }
  });

  it('keeps the possible duplicates and seeds only once', async () => {
    expect((await t.db.select().from(candidateDuplicates).where(eq(candidateDuplicates.orgId, orgId))).length).toBe(2);
    const before = await t.db.select({ id: interviews.id }).from(interviews).where(eq(interviews.orgId, orgId));
    await seedDemo(t.auth, t.db, t.ctx.storage);
    const after = await t.db.select({ id: interviews.id }).from(interviews).where(eq(interviews.orgId, orgId));
    expect(after.map((i) => i.id).sort()).toEqual(before.map((i) => i.id).sort());
  });
});
