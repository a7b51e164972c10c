import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, domainEvents, emails, jobs } from '../../db/schema';
import { deliverEvent } from '../../lib/events';
import { STAGE_ENTERED_QUEUE, type StageEnteredJob } from '../automations/automations.service';
import { ensureTriggerQueues, handleStageEntered } from '../automations/trigger-runs.job';
import { SUBSCRIBERS } from '../../subscribers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { agencySetup, API, submitBody, tokenIn } from './agency-fixtures.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { queue: true });
  await ensureTriggerQueues(t.ctx);
});
afterAll(() => t.close());

const feedback = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', `/api/v1/public/reports/${token}/feedback`, { body, headers });

async function tokensOf(orgId: string) {
  const rows = await t.db.select().from(emails).where(eq(emails.orgId, orgId));
  return new Map(rows.map((r) => [r.candidateId, tokenIn(r.body)]));
}

describe('submissions', () => {
  it('a recruiter submits two candidates; a second live submission is refused until the first is withdrawn', async () => {
    const admin = await t.newAdmin('sub-flow@example.com', 'Flow Agency');
    const recruiter = await t.addMember(admin, 'sub-flow-rec@example.com', 'recruiter');
    const { job, contact, people, client } = await agencySetup(t, admin, [['Ada', 'Byron'], ['Bo', 'Chen']]);
    const ids = people.map((p) => p.id);
    const res = await t.call('POST', `${API}/submissions`, { token: recruiter.token, body: submitBody(job.id, ids, [contact.id]) });
    expect(res.status).toBe(201);
    expect(res.json.data.emails_queued).toBe(2);
    expect(res.json.data.submissions.map((s: { status: string }) => s.status)).toEqual(['submitted', 'submitted']);

    const again = await t.call('POST', `${API}/submissions`, { token: recruiter.token, body: submitBody(job.id, [ids[0]!], [contact.id]) });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toMatch(/already submitted/);
    const first = res.json.data.submissions.find((s: { candidate: { id: string } }) => s.candidate.id === ids[0]);
    expect((await t.call('POST', `${API}/submissions/${first.id}/withdraw`, { token: recruiter.token, body: { reason: 'Took another offer' } })).json.data.status).toBe('withdrawn');
    expect((await t.call('POST', `${API}/submissions`, { token: recruiter.token, body: submitBody(job.id, [ids[0]!], [contact.id]) })).status).toBe(201);

    const list = await t.call('GET', `${API}/submissions?client_id=${client.id}&status=submitted`, { token: recruiter.token });
    expect(list.json.meta.total).toBe(2);
    expect((await t.call('GET', `${API}/submissions?status=withdrawn&job_id=${job.id}`, { token: admin.token })).json.meta.total).toBe(1);
    expect((await t.call('GET', `${API}/submissions?sort=secret`, { token: admin.token })).status).toBe(422);

    // Unknown merge fields, missing contacts and candidates outside the job are refused before anything is sent.
    const other = await agencySetup(t, admin, [['Cy', 'Dunn']]);
    expect((await t.call('POST', `${API}/submissions`, { token: admin.token, body: { ...submitBody(other.job.id, [other.people[0]!.id], [other.contact.id]), body: '{{nope}}' } })).status).toBe(422);
    expect((await t.call('POST', `${API}/submissions`, { token: admin.token, body: submitBody(other.job.id, [ids[1]!], [other.contact.id]) })).status).toBe(422);
    expect((await t.call('POST', `${API}/submissions`, { token: admin.token, body: submitBody(other.job.id, [other.people[0]!.id], [contact.id]) })).status).toBe(404);
  });

  it("the client's answers move the submission, reach the recruiter and the timeline; one answer per minute; comments stay text", async () => {
    const admin = await t.newAdmin('sub-fb@example.com', 'Feedback Agency');
    const recruiter = await t.addMember(admin, 'sub-fb-rec@example.com', 'recruiter');
    const { job, contact, people } = await agencySetup(t, admin, [['Ann', 'Ray'], ['Ben', 'Fox']]);
    const interview = job.stages.find((s) => s.kind === 'interview')!;
    expect((await t.call('PUT', `${API}/jobs/${job.id}/submission-stages`, { token: recruiter.token, body: { mapping: { interview_requested: interview.id } } })).status).toBe(200);
    const made = (await t.call('POST', `${API}/submissions`, { token: recruiter.token, body: submitBody(job.id, people.map((p) => p.id), [contact.id]) })).json.data.submissions;
    const tokens = await tokensOf(admin.orgId);
    const [ann, ben] = [made.find((s: { candidate: { id: string } }) => s.candidate.id === people[0]!.id), made.find((s: { candidate: { id: string } }) => s.candidate.id === people[1]!.id)];

    const hostile = '<script>alert(1)</script> Tuesday?';
    const form = await t.app.request(`/api/v1/public/reports/${tokens.get(people[0]!.id)}/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ verdict: 'request_interview', comment: hostile }).toString(),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`/reports/candidate-report/${tokens.get(people[0]!.id)}?answered=1`);
    expect((await feedback(tokens.get(people[1]!.id)!, { verdict: 'not_a_fit' })).status).toBe(200);

    const limited = await feedback(tokens.get(people[1]!.id)!, { verdict: 'interested' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await feedback(tokens.get(people[0]!.id)!, { verdict: 'maybe' })).status).toBe(422);

    const annDetail = (await t.call('GET', `${API}/submissions/${ann.id}`, { token: recruiter.token })).json.data;
    expect(annDetail).toMatchObject({ status: 'interview_requested', verdict: 'request_interview', feedback: hostile });
    expect(annDetail.history.at(-1)).toMatchObject({ source: 'client', actor: null, from_status: 'submitted', to_status: 'interview_requested' });
    expect((await t.call('GET', `${API}/submissions/${ben.id}`, { token: recruiter.token })).json.data.status).toBe('rejected');
    const page = await t.call('GET', `/reports/candidate-report/${tokens.get(people[0]!.id)}`);
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.text).not.toContain('<script>alert(1)');

    // The mapped stage: Ann's application moved to Interview.
    const [app] = await t.db.select().from(applications).where(and(eq(applications.jobId, job.id), eq(applications.candidateId, people[0]!.id)));
    expect(app!.stageId).toBe(interview.id);

    const timeline = await t.call('GET', `${API}/activity?entity_id=${people[0]!.id}`, { token: recruiter.token });
    expect(timeline.json.data.some((a: { entity_type: string; changes: Record<string, { after: unknown }> }) => a.entity_type === 'submission' && a.changes.client_feedback?.after === 'request_interview')).toBe(true);

    // The queue hands each status event to the subscribers; here they are delivered in the test, twice (at least once).
    const events = await t.db.select({ id: domainEvents.id }).from(domainEvents).where(and(eq(domainEvents.orgId, admin.orgId), eq(domainEvents.type, 'submission.status_changed')));
    expect(events).toHaveLength(2);
    for (const e of [...events, ...events]) await deliverEvent(t.ctx, SUBSCRIBERS, e.id);
    const bell = (await t.call('GET', `${API}/notifications`, { token: recruiter.token })).json.data.filter((n: { kind: string }) => n.kind === 'submission');
    expect(bell.map((n: { title: string }) => n.title).sort()).toEqual([`Globex answered “Not a fit” for Ben Fox`, `Globex answered “Request interview” for Ann Ray`]);
    expect(bell.find((n: { title: string }) => n.title.includes('Ann'))).toMatchObject({ body: hostile, link: `/clients/${annDetail.client.id}/submission/${ann.id}` });
    // A closed submission takes no more answers.
    expect((await t.call('POST', `${API}/submissions/${ben.id}/status`, { token: recruiter.token, body: { status: 'offered' } })).status).toBe(409);
  });

  it("a recruiter's status change moves the application to the mapped stage, which fires that stage's trigger", async () => {
    const admin = await t.newAdmin('sub-trig@example.com', 'Trigger Agency');
    const recruiter = await t.addMember(admin, 'sub-trig-rec@example.com', 'recruiter');
    const { job, contact, people } = await agencySetup(t, admin, [['Gus', 'Hale']]);
    const offer = job.stages.find((s) => s.kind === 'offer')!;
    const members = (await t.call('GET', `${API}/team/members`, { token: admin.token })).json.data as { email: string; user_id: string }[];
    const recruiterId = members.find((m) => m.email === 'sub-trig-rec@example.com')!.user_id;
    const trigger = await t.call('POST', `${API}/jobs/${job.id}/triggers`, { token: admin.token, body: { stage_id: offer.id, action: 'notify', config: { user_ids: [recruiterId] } } });
    expect(trigger.status, trigger.text).toBe(201);
    await t.call('PUT', `${API}/jobs/${job.id}/submission-stages`, { token: admin.token, body: { mapping: { offered: offer.id } } });
    const [sub] = (await t.call('POST', `${API}/submissions`, { token: recruiter.token, body: submitBody(job.id, [people[0]!.id], [contact.id]) })).json.data.submissions;
    expect(await t.ctx.queue.boss.fetch<StageEnteredJob>(STAGE_ENTERED_QUEUE, { batchSize: 10 })).toHaveLength(0);

    expect((await t.call('POST', `${API}/submissions/${sub.id}/status`, { token: recruiter.token, body: { status: 'offered' } })).json.data.status).toBe('offered');
    const queued = await t.ctx.queue.boss.fetch<StageEnteredJob>(STAGE_ENTERED_QUEUE, { batchSize: 10, includeMetadata: true });
    const [app] = await t.db.select().from(applications).where(and(eq(applications.jobId, job.id), eq(applications.candidateId, people[0]!.id)));
    expect(app!.stageId).toBe(offer.id);
    expect(queued.map((j) => j.data.application_id)).toEqual([app!.id]);
    for (const j of queued) await handleStageEntered(t.ctx, j);
    const bell = (await t.call('GET', `${API}/notifications`, { token: recruiter.token })).json.data.filter((n: { kind: string }) => n.kind === 'trigger');
    expect(bell.map((n: { title: string }) => n.title)).toEqual([`Gus Hale entered ${offer.name}`]);
  });

  it('only managers place and edit fees; a placement fills the job; the dashboard counts it', async () => {
    const admin = await t.newAdmin('sub-place@example.com', 'Placing Agency');
    const manager = await t.addMember(admin, 'sub-place-mgr@example.com', 'manager');
    const recruiter = await t.addMember(admin, 'sub-place-rec@example.com', 'recruiter');
    const { job, contact, people } = await agencySetup(t, admin, [['Cat', 'Ng']]);
    const [sub] = (await t.call('POST', `${API}/submissions`, { token: recruiter.token, body: submitBody(job.id, [people[0]!.id], [contact.id]) })).json.data.submissions;
    expect((await t.call('POST', `${API}/submissions/${sub.id}/status`, { token: recruiter.token, body: { status: 'offered', reason: 'Verbal yes' } })).json.data.status).toBe('offered');
    expect((await t.call('POST', `${API}/submissions/${sub.id}/status`, { token: recruiter.token, body: { status: 'placed' } })).status).toBe(422);

    const terms = { start_date: '2026-12-01', salary: 100_000, currency: 'usd', fee_type: 'percent', fee_percent: 20 };
    expect((await t.call('POST', `${API}/submissions/${sub.id}/placement`, { token: recruiter.token, body: terms })).status).toBe(403);
    expect((await t.call('POST', `${API}/submissions/${sub.id}/placement`, { token: manager.token, body: { ...terms, salary: null } })).status).toBe(422);
    const placed = await t.call('POST', `${API}/submissions/${sub.id}/placement`, { token: manager.token, body: terms });
    expect(placed.status).toBe(201);
    expect(placed.json.data).toMatchObject({ fee_amount: 20_000, currency: 'USD', guarantee_days: 90, guarantee_ends: '2027-03-01', invoice_status: 'not_invoiced' });
    const [filled] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
    expect(filled!.status).toBe('filled');

    const pid = placed.json.data.id;
    expect((await t.call('PATCH', `${API}/placements/${pid}`, { token: recruiter.token, body: { invoice_status: 'invoiced' } })).status).toBe(403);
    const edited = await t.call('PATCH', `${API}/placements/${pid}`, { token: manager.token, body: { fee_type: 'flat', fee_amount: 15_000, invoice_status: 'invoiced', invoice_ref: 'INV-7' } });
    expect(edited.json.data).toMatchObject({ fee_amount: 15_000, fee_percent: null, invoice_ref: 'INV-7' });
    expect((await t.call('PATCH', `${API}/placements/${pid}`, { token: manager.token, body: { fee_type: 'flat', fee_amount: null } })).status).toBe(422);

    const dash = (await t.call('GET', `${API}/submissions/agency-dashboard`, { token: recruiter.token })).json.data;
    expect(dash).toMatchObject({ has_clients: true, submissions_this_week: 1, conversion: { submitted: 1, placed: 1 } });
    expect(dash.per_recruiter).toEqual([expect.objectContaining({ count: 1 })]);
    expect(dash.fees.month).toEqual([{ currency: 'USD', amount: 15_000 }]);
    expect((await t.call('GET', `${API}/submissions?placed_from=${dash.month_start}`, { token: recruiter.token })).json.meta.total).toBe(1);
  });

  it("another organization's submission, report and placement ids are not found", async () => {
    const a = await t.newAdmin('sub-iso-a@example.com', 'Org A');
    const b = await t.newAdmin('sub-iso-b@example.com', 'Org B');
    const { job, contact, people } = await agencySetup(t, a, [['Dee', 'Orr']]);
    const [sub] = (await t.call('POST', `${API}/submissions`, { token: a.token, body: submitBody(job.id, [people[0]!.id], [contact.id]) })).json.data.submissions;
    const placement = (await t.call('POST', `${API}/submissions/${sub.id}/placement`, { token: a.token, body: { start_date: '2026-12-01', currency: 'EUR', fee_type: 'flat', fee_amount: 9000 } })).json.data;
    const calls: [string, string, unknown?][] = [
      ['GET', `${API}/submissions/${sub.id}`],
      ['POST', `${API}/submissions/${sub.id}/status`, { status: 'offered' }],
      ['POST', `${API}/submissions/${sub.id}/withdraw`, {}],
      ['POST', `${API}/submissions/${sub.id}/placement`, { start_date: '2026-12-01', currency: 'EUR', fee_type: 'flat', fee_amount: 1 }],
      ['GET', `${API}/placements/${placement.id}`],
      ['PATCH', `${API}/placements/${placement.id}`, { invoice_status: 'paid' }],
      ['POST', `${API}/candidate-reports/${sub.report_id}/revoke`],
      ['GET', `${API}/candidate-reports?candidate_id=${people[0]!.id}`],
      ['POST', `${API}/candidate-reports`, { candidate_id: people[0]!.id }],
      ['GET', `${API}/jobs/${job.id}/submission-stages`],
      ['POST', `${API}/submissions`, submitBody(job.id, [people[0]!.id], [contact.id])],
    ];
    for (const [method, path, body] of calls) expect([method, path, (await t.call(method, path, { token: b.token, body })).status]).toEqual([method, path, 404]);
    expect((await t.call('GET', `${API}/submissions`, { token: b.token })).json.meta.total).toBe(0);
  });
});
