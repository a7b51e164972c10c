import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logActivity } from '../../lib/activity';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertApplication, insertJob } from '../candidates/fixtures.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API = '/api/v1/recruiter';
type Row = { action: string; entity_type: string; entity_id: string; entity_label: string | null; actor: { id: string; name: string } | null };

describe('activity log', () => {
  it('filters by actor, entity type, action and dates, and labels each row', async () => {
    const admin = await t.newAdmin('act-admin@example.com');
    const manager = await t.addMember(admin, 'act-man@example.com', 'manager');
    const members = (await t.call('GET', `${API}/team/members`, { token: admin.token })).json.data;
    const managerUserId = members.find((m: { email: string }) => m.email === 'act-man@example.com').user_id;
    const cand = (await t.call('POST', `${API}/candidates`, { token: manager.token, body: { first_name: 'Logged', last_name: 'Person' } })).json.data;
    const tag = (await t.call('POST', `${API}/tags`, { token: admin.token, body: { name: 'Labelled', feature: 'jobs' } })).json.data;

    const all = await t.call('GET', `${API}/activity`, { token: manager.token });
    expect(all.status).toBe(200);
    const rows: Row[] = all.json.data;
    // Newest first: the tag, the candidate, then the invitation and membership rows of the setup.
    expect(rows[0]).toMatchObject({ action: 'create', entity_type: 'tag', entity_label: 'Labelled', actor: { name: 'Test Admin' } });
    expect(rows[1]).toMatchObject({ entity_type: 'candidate', entity_label: 'Logged Person', actor: { id: managerUserId } });
    expect(rows.find((r) => r.entity_type === 'invitation')?.entity_label).toBe('act-man@example.com');
    expect(all.json.meta.total).toBe(rows.length);

    const q = async (qs: string) => (await t.call('GET', `${API}/activity?${qs}`, { token: admin.token })).json.data as Row[];
    const byManager = await q(`actor_id=${managerUserId}`);
    expect(byManager.map((r) => r.entity_id)).toContain(cand.id);
    expect(byManager.every((r) => r.actor?.id === managerUserId)).toBe(true);
    expect(byManager.length).toBeLessThan(rows.length);
    expect((await q('entity_type=tag')).map((r) => r.entity_id)).toEqual([tag.id]);
    expect((await q('action=invite')).length).toBe(1);
    expect((await q('sort=created_at'))[0]!.entity_type).not.toBe('tag');
    const today = new Date().toISOString().slice(0, 10);
    expect((await q(`from=${today}&to=${today}`)).length).toBe(rows.length);
    expect(await q('to=2000-01-01')).toEqual([]);
    expect(await q(`from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);
    expect((await q('page_size=1&page=2')).length).toBe(1);

    for (const bad of ['sort=actor', 'entity_type=planet', 'action=explode', 'from=yesterday', 'page_size=101']) {
      expect((await t.call('GET', `${API}/activity?${bad}`, { token: admin.token })).status).toBe(422);
    }

    await t.call('DELETE', `${API}/tags/${tag.id}`, { token: admin.token });
    const tagRows = await q(`entity_id=${tag.id}`);
    expect(tagRows.map((r) => [r.action, r.entity_label])).toEqual([
      ['delete', null],
      ['create', null],
    ]);
  });

  it('a recruiter reads one record’s timeline but not the organization-wide log (403)', async () => {
    const admin = await t.newAdmin('act-roles@example.com');
    const recruiter = await t.addMember(admin, 'act-rec@example.com', 'recruiter');
    const cand = (await t.call('POST', `${API}/candidates`, { token: recruiter.token, body: { first_name: 'Mine' } })).json.data;
    expect((await t.call('GET', `${API}/activity`, { token: recruiter.token })).status).toBe(403);
    expect((await t.call('GET', `${API}/activity?entity_type=candidate`, { token: recruiter.token })).status).toBe(403);
    const timeline = await t.call('GET', `${API}/activity?entity_id=${cand.id}`, { token: recruiter.token });
    expect(timeline.status).toBe(200);
    expect(timeline.json.data.map((r: Row) => r.action)).toEqual(['create']);

    const other = await t.newAdmin('act-other@example.com', 'Other Org');
    const theirs = (await t.call('POST', `${API}/candidates`, { token: other.token, body: { first_name: 'Theirs' } })).json.data;
    expect((await t.call('GET', `${API}/activity?entity_id=${theirs.id}`, { token: admin.token })).json.data).toEqual([]);
    const allMine = (await t.call('GET', `${API}/activity`, { token: admin.token })).json.data as Row[];
    expect(allMine.some((r) => r.entity_id === theirs.id)).toBe(false);
  });

  it('a recruiter cannot read role changes, settings or invitees through a record’s timeline (404/403, no entries)', async () => {
    const admin = await t.newAdmin('act-leak@example.com');
    const recruiter = await t.addMember(admin, 'act-leak-r@example.com', 'recruiter');
    await t.call('PATCH', `${API}/org`, { token: admin.token, body: { name: 'Renamed Org' } });
    const invitation = (await t.call('POST', `${API}/team/invitations`, { token: admin.token, body: { email: 'secret-invitee@example.com', role: 'manager' } })).json.data;
    const members = (await t.call('GET', `${API}/team/members`, { token: admin.token })).json.data;
    const memberId = members.find((m: { email: string }) => m.email === 'act-leak-r@example.com').id;
    await t.call('PATCH', `${API}/team/members/${memberId}`, { token: admin.token, body: { role: 'recruiter' } });

    for (const [type, id] of [
      ['organization', admin.orgId],
      ['member', memberId],
      ['invitation', invitation.id],
    ] as const) {
      // The manager-level reader sees the entries, so they exist.
      expect((await t.call('GET', `${API}/activity?entity_id=${id}`, { token: admin.token })).json.data.length, type).toBeGreaterThan(0);
      const byId = await t.call('GET', `${API}/activity?entity_id=${id}`, { token: recruiter.token });
      expect(byId.status, type).toBe(404);
      expect(byId.text, type).not.toContain('secret-invitee');
      const byType = await t.call('GET', `${API}/activity?entity_id=${id}&entity_type=${type}`, { token: recruiter.token });
      expect(byType.status, type).toBe(403);
      expect(byType.json.data, type).toBeUndefined();
    }
  });

  it('a candidate’s timeline includes the rows of its applications', async () => {
    const admin = await t.newAdmin('act-timeline@example.com');
    const cand = (await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Moving', last_name: 'Along' } })).json.data;
    const job = await insertJob(t.db, { orgId: admin.orgId, title: 'Designer' });
    const appId = await insertApplication(t.db, { orgId: admin.orgId, jobId: job.id, candidateId: cand.id, stageId: job.stages[0]!.id });
    await logActivity(t.db, {
      orgId: admin.orgId,
      actorId: null,
      action: 'move',
      entityType: 'application',
      entityId: appId,
      changes: { stage_id: { before: job.stages[0]!.id, after: job.stages[1]!.id } },
    });
    await logActivity(t.db, { orgId: admin.orgId, actorId: null, action: 'create', entityType: 'job', entityId: job.id });
    const timeline = (await t.call('GET', `${API}/activity?entity_id=${cand.id}`, { token: admin.token })).json.data as Row[];
    expect(timeline.map((r) => [r.action, r.entity_type, r.entity_label])).toEqual([
      ['move', 'application', 'Moving Along — Designer'],
      ['create', 'candidate', 'Moving Along'],
    ]);
    expect(timeline[0]!.actor).toBeNull();
    const jobTimeline = (await t.call('GET', `${API}/activity?entity_id=${job.id}&entity_type=job`, { token: admin.token })).json.data as Row[];
    expect(jobTimeline.map((r) => r.entity_label)).toEqual(['Designer']);
  });
});
