import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertJob } from '../candidates/fixtures.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API = '/api/v1/recruiter';

async function userIdOf(token: string, email: string) {
  const list = await t.call('GET', `${API}/team/members`, { token });
  return list.json.data.find((m: { email: string }) => m.email === email).user_id as string;
}

describe('notes', () => {
  it('adds notes with mentions to candidates, clients and jobs; author or manager edits and deletes', async () => {
    const admin = await t.newAdmin('notes-admin@example.com');
    const rec = await t.addMember(admin, 'notes-rec@example.com', 'recruiter');
    const rec2 = await t.addMember(admin, 'notes-rec2@example.com', 'recruiter');
    const recId = await userIdOf(admin.token, 'notes-rec@example.com');
    const cand = (await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Noted' } })).json.data;
    const client = (await t.call('POST', `${API}/clients`, { token: admin.token, body: { name: 'Noted Co' } })).json.data;
    const job = await insertJob(t.db, { orgId: admin.orgId });

    const body = `Great call — @[Test User](${recId}) please follow up. <script>alert(1)</script>`;
    const created = await t.call('POST', `${API}/candidates/${cand.id}/notes`, { token: admin.token, body: { body, author_id: recId, id: 'forced' } });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ body, mentions: [{ id: recId, name: 'Test User' }], author: { name: 'Test Admin' } });
    expect(created.json.data.id).not.toBe('forced');
    expect(created.json.data.author.id).not.toBe(recId);

    for (const path of [`clients/${client.id}`, `jobs/${job.id}`]) {
      expect((await t.call('POST', `${API}/${path}/notes`, { token: rec.token, body: { body: `On ${path}` } })).status).toBe(201);
      const list = await t.call('GET', `${API}/${path}/notes`, { token: admin.token });
      expect(list.json).toMatchObject({ data: [{ body: `On ${path}` }], meta: { total: 1, page: 1 } });
    }
    await t.call('POST', `${API}/candidates/${cand.id}/notes`, { token: rec.token, body: { body: 'Second' } });
    const list = await t.call('GET', `${API}/candidates/${cand.id}/notes`, { token: rec.token });
    expect(list.json.data.map((n: { body: string }) => n.body)).toEqual(['Second', body]);
    expect((await t.call('GET', `${API}/candidates/${cand.id}/notes?sort=created_at`, { token: rec.token })).json.data[0].body).toBe(body);
    expect((await t.call('GET', `${API}/candidates/${cand.id}/notes?sort=body`, { token: rec.token })).status).toBe(422);

    const recNote = list.json.data[0].id;
    // Another recruiter may not touch it; the author and a manager or admin may.
    expect((await t.call('PATCH', `${API}/notes/${recNote}`, { token: rec2.token, body: { body: 'Hijack' } })).status).toBe(403);
    expect((await t.call('DELETE', `${API}/notes/${recNote}`, { token: rec2.token })).status).toBe(403);
    const edited = await t.call('PATCH', `${API}/notes/${recNote}`, { token: rec.token, body: { body: 'Second, edited' } });
    expect(edited.status).toBe(200);
    expect(edited.json.data.body).toBe('Second, edited');
    expect((await t.call('PATCH', `${API}/notes/${created.json.data.id}`, { token: rec.token, body: { body: 'Not mine' } })).status).toBe(403);
    expect((await t.call('DELETE', `${API}/notes/${recNote}`, { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', `${API}/candidates/${cand.id}/notes`, { token: rec.token })).json.meta.total).toBe(1);

    // The candidate's timeline shows its notes' activity.
    const timeline = await t.call('GET', `${API}/activity?entity_id=${cand.id}`, { token: rec.token });
    expect(timeline.json.data.some((r: { entity_type: string; entity_id: string }) => r.entity_type === 'note' && r.entity_id === created.json.data.id)).toBe(true);
  });

  it('refuses mentions of non-members (422), empty bodies (422) and missing parents (404)', async () => {
    const admin = await t.newAdmin('notes-valid@example.com');
    const other = await t.newAdmin('notes-valid-other@example.com', 'Other Org');
    const outsider = await userIdOf(other.token, 'notes-valid-other@example.com');
    const cand = (await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'C' } })).json.data;
    const url = `${API}/candidates/${cand.id}/notes`;
    const res = await t.call('POST', url, { token: admin.token, body: { body: `Hi @[Spy](${outsider})` } });
    expect(res.status).toBe(422);
    expect(res.json.error.details[0].path).toBe('body');
    expect((await t.call('POST', url, { token: admin.token, body: { body: 'Hi @[Ghost](no-such-user)' } })).status).toBe(422);
    expect((await t.call('POST', url, { token: admin.token, body: { body: '   ' } })).status).toBe(422);
    expect((await t.call('POST', url, { token: admin.token, body: { body: 'x'.repeat(10_001) } })).status).toBe(422);
    const note = (await t.call('POST', url, { token: admin.token, body: { body: 'ok' } })).json.data;
    expect((await t.call('PATCH', `${API}/notes/${note.id}`, { token: admin.token, body: { body: `@[Spy](${outsider})` } })).status).toBe(422);
    for (const path of ['candidates', 'clients', 'jobs']) {
      expect((await t.call('GET', `${API}/${path}/nope/notes`, { token: admin.token })).status).toBe(404);
      expect((await t.call('POST', `${API}/${path}/nope/notes`, { token: admin.token, body: { body: 'x' } })).status).toBe(404);
    }
  });

  it('another organization’s records and notes are 404', async () => {
    const admin = await t.newAdmin('notes-org@example.com');
    const other = await t.newAdmin('notes-org-other@example.com', 'Other Org');
    const cand = (await t.call('POST', `${API}/candidates`, { token: other.token, body: { first_name: 'Theirs' } })).json.data;
    const client = (await t.call('POST', `${API}/clients`, { token: other.token, body: { name: 'Theirs' } })).json.data;
    const job = await insertJob(t.db, { orgId: other.orgId });
    const note = (await t.call('POST', `${API}/candidates/${cand.id}/notes`, { token: other.token, body: { body: 'secret' } })).json.data;
    for (const path of [`candidates/${cand.id}`, `clients/${client.id}`, `jobs/${job.id}`]) {
      expect((await t.call('GET', `${API}/${path}/notes`, { token: admin.token })).status).toBe(404);
      expect((await t.call('POST', `${API}/${path}/notes`, { token: admin.token, body: { body: 'x' } })).status).toBe(404);
    }
    expect((await t.call('PATCH', `${API}/notes/${note.id}`, { token: admin.token, body: { body: 'x' } })).status).toBe(404);
    expect((await t.call('DELETE', `${API}/notes/${note.id}`, { token: admin.token })).status).toBe(404);
  });
});
