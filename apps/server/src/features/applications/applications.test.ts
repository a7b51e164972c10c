import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSchema } from '@hirebase/shared';
import { activityLog, applications, applicationStageHistory, candidates, entityTags, tags } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/api/v1/recruiter';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Who = { token: string; orgId: string };
type Stage = { id: string; name: string; kind: string };

async function candidate(orgId: string, first = 'Ada', last = 'Lovelace') {
  const id = newId();
  await t.db.insert(candidates).values({ id, orgId, firstName: first, lastName: last, currentTitle: 'Engineer', currentCompany: 'Analytical', location: 'London' });
  return id;
}
async function job(who: Who, title = 'Engineer') {
  const res = await t.call('POST', `${API}/jobs`, { token: who.token, body: { title, status: 'open' } });
  return res.json.data as { id: string; stages: Stage[] };
}
async function add(who: Who, jobId: string, candidateId: string, stageId?: string) {
  return t.call('POST', `${API}/jobs/${jobId}/applications`, { token: who.token, body: { candidate_id: candidateId, stage_id: stageId } });
}
const stage = (j: { stages: Stage[] }, kind: string) => j.stages.find((s) => s.kind === kind)!;

describe('applications', () => {
  it('adds a candidate to a job once (409 with the existing id), into the first or a chosen stage', async () => {
    const admin = await t.newAdmin('a1@example.com');
    const j = await job(admin);
    const c1 = await candidate(admin.orgId);
    const res = await add(admin, j.id, c1);
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      job_id: j.id,
      candidate: { id: c1, name: 'Ada Lovelace', current_title: 'Engineer', current_company: 'Analytical', location: 'London', tags: [] },
      stage_id: j.stages[0]!.id,
      stage_kind: 'sourced',
      status: 'active',
      days_in_stage: 0,
    });
    expect(res.json.data.history).toMatchObject([{ from_stage: null, to_stage: 'Sourced', moved_by: 'Test Admin' }]);
    const dup = await add(admin, j.id, c1);
    expect(dup.status).toBe(409);
    expect(dup.json.error.details).toEqual({ existing_id: res.json.data.id });

    const c2 = await candidate(admin.orgId, 'Grace', 'Hopper');
    const chosen = await add(admin, j.id, c2, stage(j, 'interview').id);
    expect(chosen.json.data.stage_kind).toBe('interview');
    const [log] = await t.db.select().from(activityLog).where(and(eq(activityLog.entityId, chosen.json.data.id), eq(activityLog.action, 'create')));
    expect(log?.entityType).toBe('application');

    const other = await t.newAdmin('a1o@example.com', 'Other');
    const foreign = await candidate(other.orgId);
    expect((await add(admin, j.id, foreign)).status).toBe(404);
    const otherJob = await job(other);
    expect((await add(admin, j.id, await candidate(admin.orgId, 'New', 'One'), otherJob.stages[0]!.id)).status).toBe(422);
    expect((await add(admin, otherJob.id, c2)).status).toBe(404);
    expect((await t.call('POST', `${API}/jobs/${j.id}/applications`, { token: admin.token, body: {} })).status).toBe(422);
  });

  it('lists a job’s applications with candidate details, tags, sorting and filters', async () => {
    const admin = await t.newAdmin('a2@example.com');
    const j = await job(admin);
    const tagId = newId();
    await t.db.insert(tags).values({ id: tagId, orgId: admin.orgId, name: 'Star', feature: 'candidates', colorFg: '#000', colorBg: '#fff' });
    const names = [['Zed', 'Zulu'], ['Amy', 'Alpha'], ['Bob', 'Bravo']];
    const ids: string[] = [];
    for (const [first, last] of names) {
      const c = await candidate(admin.orgId, first, last);
      ids.push((await add(admin, j.id, c, first === 'Bob' ? stage(j, 'offer').id : undefined)).json.data.id);
    }
    const [alpha] = await t.db.select({ id: candidates.id }).from(candidates).where(eq(candidates.lastName, 'Alpha'));
    await t.db.insert(entityTags).values({ orgId: admin.orgId, tagId, entityId: alpha!.id });

    const list = (qs = '') => t.call('GET', `${API}/jobs/${j.id}/applications${qs}`, { token: admin.token });
    const byName = await list('?sort=name');
    expect(byName.status).toBe(200);
    expect(byName.json.meta).toEqual({ total: 3, page: 1, page_size: 100, next_cursor: null });
    expect(byName.json.data.map((a: { candidate: { name: string } }) => a.candidate.name)).toEqual(['Amy Alpha', 'Bob Bravo', 'Zed Zulu']);
    expect(byName.json.data[0].candidate.tags).toEqual([{ id: tagId, name: 'Star', color_fg: '#000', color_bg: '#fff' }]);
    // The database writes the list's items: each is the record's shape, instants as toISOString writes them.
    const [first] = byName.json.data as { id: string; stage_entered_at: string; created_at: string; days_in_stage: number }[];
    const { custom_fields: _custom, history: _history, ...record } = (await t.call('GET', `${API}/applications/${first!.id}`, { token: admin.token })).json.data;
    expect(first).toEqual(record);
    expect(applicationSchema.strict().safeParse(first).success).toBe(true);
    expect(new Date(first!.created_at).toISOString()).toBe(first!.created_at);
    await t.db.update(applications).set({ stageEnteredAt: new Date(Date.now() - 3.5 * 86_400_000) }).where(eq(applications.id, first!.id));
    expect((await list('?sort=name')).json.data[0].days_in_stage).toBe(3);
    expect((await list('?sort=-stage')).json.data[0].candidate.name).toBe('Bob Bravo');
    expect((await list(`?stage_id=${stage(j, 'offer').id}`)).json.meta.total).toBe(1);
    expect((await list('?status=rejected')).json.meta.total).toBe(0);
    expect((await list('?sort=salary')).status).toBe(422);
    expect((await list('?page_size=101')).status).toBe(422);
    expect((await list('?page_size=2&page=2')).json.data).toHaveLength(1);

    const other = await t.newAdmin('a2o@example.com', 'Other');
    expect((await t.call('GET', `${API}/jobs/${j.id}/applications`, { token: other.token })).status).toBe(404);
    for (const [method, path] of [['GET', `/applications/${ids[0]}`], ['PATCH', `/applications/${ids[0]}`], ['DELETE', `/applications/${ids[0]}`]] as const) {
      const body = method === 'PATCH' ? { stage_id: j.stages[1]!.id } : undefined;
      expect((await t.call(method, `${API}${path}`, { token: other.token, body })).status, `${method} ${path}`).toBe(404);
    }
  });

  it('moves between stages with history and activity; hired stage hires; reject moves to the rejected stage', async () => {
    const admin = await t.newAdmin('a3@example.com');
    const j = await job(admin);
    const app = (await add(admin, j.id, await candidate(admin.orgId))).json.data;
    const patch = (body: unknown) => t.call('PATCH', `${API}/applications/${app.id}`, { token: admin.token, body });

    const moved = await patch({ stage_id: stage(j, 'interview').id });
    expect(moved.status).toBe(200);
    expect(moved.json.data.stage_kind).toBe('interview');
    expect(moved.json.data.history.map((h: { from_stage: string | null; to_stage: string }) => [h.from_stage, h.to_stage])).toEqual([
      [null, 'Sourced'],
      ['Sourced', 'Interview'],
    ]);
    const [move] = await t.db.select().from(activityLog).where(and(eq(activityLog.entityId, app.id), eq(activityLog.action, 'move')));
    expect(move?.changes).toEqual({ stage: { before: 'Sourced', after: 'Interview' } });

    expect((await patch({ stage_id: 'nope' })).status).toBe(422);
    expect((await patch({ status: 'rejected' })).status).toBe(422);
    expect((await patch({ status: 'bogus' })).status).toBe(422);
    expect((await patch({ stage_id: stage(j, 'offer').id, status: 'active' })).status).toBe(422);

    const rejected = await patch({ status: 'rejected', rejection_reason: 'Salary expectations' });
    expect(rejected.json.data).toMatchObject({ status: 'rejected', rejection_reason: 'Salary expectations', stage_kind: 'rejected' });
    const [rejectLog] = await t.db.select().from(activityLog).where(and(eq(activityLog.entityId, app.id), eq(activityLog.action, 'move'))).orderBy(activityLog.createdAt).offset(1);
    expect(rejectLog?.changes).toMatchObject({ status: { before: 'active', after: 'rejected' }, rejection_reason: { before: null, after: 'Salary expectations' } });

    const reopened = await patch({ status: 'active' });
    expect(reopened.json.data).toMatchObject({ status: 'active', rejection_reason: null, stage_kind: 'interview' });

    const hired = await patch({ stage_id: stage(j, 'hired').id });
    expect(hired.json.data).toMatchObject({ status: 'hired', stage_kind: 'hired' });
    const kinds = await t.db.select({ k: applicationStageHistory.toStageKind }).from(applicationStageHistory).where(eq(applicationStageHistory.applicationId, app.id));
    expect(kinds.map((k) => k.k)).toEqual(['sourced', 'interview', 'rejected', 'interview', 'hired']);

    const job2 = await t.call('GET', `${API}/jobs/${j.id}`, { token: admin.token });
    expect(job2.json.data.stages.find((s: Stage) => s.kind === 'hired').count).toBe(0);
  });

  it('bulk moves, rejects and tags in one transaction; another organization’s id fails the whole call', async () => {
    const admin = await t.newAdmin('a4@example.com');
    const j = await job(admin);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await add(admin, j.id, await candidate(admin.orgId, `C${i}`, 'X'))).json.data.id);
    const bulk = (body: unknown, token = admin.token) => t.call('POST', `${API}/applications/bulk`, { token, body });

    const move = await bulk({ action: 'move', application_ids: ids, stage_id: stage(j, 'screening').id });
    expect(move.status).toBe(200);
    expect(move.json.data).toEqual({ updated: 3 });
    const moves = await t.db.select().from(activityLog).where(and(inArray(activityLog.entityId, ids), eq(activityLog.action, 'move')));
    expect(moves).toHaveLength(3);

    const other = await t.newAdmin('a4o@example.com', 'Other');
    const otherJob = await job(other);
    const foreign = (await add(other, otherJob.id, await candidate(other.orgId))).json.data.id;
    const mixed = await bulk({ action: 'reject', application_ids: [ids[0], foreign], rejection_reason: 'Withdrew' });
    expect(mixed.status).toBe(404);
    expect((await t.call('GET', `${API}/applications/${ids[0]}`, { token: admin.token })).json.data.status).toBe('active');
    expect((await bulk({ action: 'reject', application_ids: ids, rejection_reason: '' })).status).toBe(422);
    expect((await bulk({ action: 'explode', application_ids: ids })).status).toBe(422);

    const reject = await bulk({ action: 'reject', application_ids: ids.slice(0, 2), rejection_reason: 'Position filled' });
    expect(reject.json.data).toEqual({ updated: 2 });
    const list = await t.call('GET', `${API}/jobs/${j.id}/applications?status=rejected`, { token: admin.token });
    expect(list.json.data.map((a: { rejection_reason: string; stage_kind: string }) => [a.rejection_reason, a.stage_kind])).toEqual([
      ['Position filled', 'rejected'],
      ['Position filled', 'rejected'],
    ]);

    const tagId = newId();
    await t.db.insert(tags).values({ id: tagId, orgId: admin.orgId, name: 'Shortlist', feature: 'candidates', colorFg: '#000', colorBg: '#fff' });
    const tagged = await bulk({ action: 'tag', application_ids: ids, tag_id: tagId });
    expect(tagged.json.data).toEqual({ updated: 3 });
    const all = await t.call('GET', `${API}/jobs/${j.id}/applications`, { token: admin.token });
    expect(all.json.data.every((a: { candidate: { tags: { id: string }[] } }) => a.candidate.tags.some((x) => x.id === tagId))).toBe(true);
    const foreignTag = newId();
    await t.db.insert(tags).values({ id: foreignTag, orgId: other.orgId, name: 'Theirs', feature: 'candidates', colorFg: '#000', colorBg: '#fff' });
    expect((await bulk({ action: 'tag', application_ids: ids, tag_id: foreignTag })).status).toBe(404);

    const recruiter = await t.addMember(admin, 'a4r@example.com', 'recruiter');
    expect((await bulk({ action: 'move', application_ids: ids, stage_id: stage(j, 'offer').id }, recruiter.token)).status).toBe(200);
  });

  it('hiring by status moves into the hired stage; withdrawn keeps the stage; dragging out of rejected reopens', async () => {
    const admin = await t.newAdmin('a6@example.com');
    const j = await job(admin);
    const patch = (id: string, body: unknown) => t.call('PATCH', `${API}/applications/${id}`, { token: admin.token, body });
    const a = (await add(admin, j.id, await candidate(admin.orgId, 'H', 'Ired'))).json.data;
    expect((await patch(a.id, { status: 'hired' })).json.data).toMatchObject({ status: 'hired', stage_kind: 'hired' });
    const b = (await add(admin, j.id, await candidate(admin.orgId, 'W', 'Ithdrawn'), stage(j, 'screening').id)).json.data;
    expect((await patch(b.id, { status: 'withdrawn', rejection_reason: 'Took another offer' })).json.data).toMatchObject({
      status: 'withdrawn',
      stage_kind: 'screening',
      rejection_reason: 'Took another offer',
    });
    const c = (await add(admin, j.id, await candidate(admin.orgId, 'R', 'Ejected'))).json.data;
    await patch(c.id, { status: 'rejected', rejection_reason: 'No response' });
    expect((await patch(c.id, { stage_id: stage(j, 'applied').id })).json.data).toMatchObject({ status: 'active', rejection_reason: null, stage_kind: 'applied' });
    expect((await patch(c.id, { org_id: 'x', stage_id: stage(j, 'offer').id })).status).toBe(422);
  });

  it('removes a person from a job', async () => {
    const admin = await t.newAdmin('a5@example.com');
    const j = await job(admin);
    const c = await candidate(admin.orgId);
    const app = (await add(admin, j.id, c)).json.data;
    expect((await t.call('DELETE', `${API}/applications/${app.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', `${API}/applications/${app.id}`, { token: admin.token })).status).toBe(404);
    const [log] = await t.db.select().from(activityLog).where(and(eq(activityLog.entityId, app.id), eq(activityLog.action, 'delete')));
    expect(log).toBeDefined();
    expect((await add(admin, j.id, c)).status).toBe(201);
  });
});
