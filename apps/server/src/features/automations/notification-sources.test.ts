import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countItem } from '../ingestion/operations.service';

const API = '/api/v1/recruiter';
let t: TestApp;
let admin: { token: string; orgId: string; userId: string };
let member: { token: string; userId: string };
let manager: { token: string; userId: string };

const bell = async (token: string) => (await t.call('GET', `${API}/notifications`, { token })).json;

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.newAdmin('notif-admin@example.com', 'Notif Org');
  const m = await t.addMember(a, 'notif-member@example.com', 'recruiter');
  const g = await t.addMember(a, 'notif-manager@example.com', 'manager');
  const members = (await t.call('GET', `${API}/team/members`, { token: a.token })).json.data as { email: string; user_id: string }[];
  const idOf = (email: string) => members.find((x) => x.email === email)!.user_id;
  admin = { ...a, userId: idOf('notif-admin@example.com') };
  member = { token: m.token, userId: idOf('notif-member@example.com') };
  manager = { token: g.token, userId: idOf('notif-manager@example.com') };
});
afterAll(() => t.close());

describe('mention notifications', () => {
  it('notify the people mentioned in a note, not its author, once per person', async () => {
    const cand = await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Nia', last_name: 'Note' } });
    const candidateId = cand.json.data.id;
    const body = `Can you call her, @[Member](${member.userId})? cc @[Me](${admin.userId})`;
    const note = await t.call('POST', `${API}/candidates/${candidateId}/notes`, { token: admin.token, body: { body } });
    expect(note.status).toBe(201);

    const mine = await bell(member.token);
    expect(mine.meta.unread).toBe(1);
    expect(mine.data[0]).toMatchObject({
      kind: 'mention',
      title: 'Test Admin mentioned you in a note',
      body: 'Can you call her, @Member? cc @Me',
      link: `/database/candidate/${candidateId}`,
      read_at: null,
    });
    expect((await bell(admin.token)).data.filter((n: { kind: string }) => n.kind === 'mention')).toHaveLength(0);

    // Editing adds the manager: only the newcomer hears about it.
    const edited = await t.call('PATCH', `${API}/notes/${note.json.data.id}`, { token: admin.token, body: { body: `${body} and @[Boss](${manager.userId})` } });
    expect(edited.status).toBe(200);
    expect((await bell(member.token)).data).toHaveLength(1);
    expect((await bell(manager.token)).data.map((n: { kind: string }) => n.kind)).toEqual(['mention']);

    const read = await t.call('POST', `${API}/notifications/read`, { token: member.token, body: { ids: [mine.data[0].id] } });
    expect(read.json.data.updated).toBe(1);
    expect((await bell(member.token)).meta.unread).toBe(0);
  });
});

describe('finished operations', () => {
  it('notify the creator once when the last item is counted, linking to the operation log', async () => {
    const id = newId();
    await t.db.insert(operations).values({ id, orgId: admin.orgId, kind: 'resume_upload', status: 'running', total: 2, createdBy: admin.userId });
    await t.db.transaction((tx) => countItem(tx, { orgId: admin.orgId, operationId: id, ok: true }));
    expect((await bell(admin.token)).data.filter((n: { kind: string }) => n.kind === 'operation_finished')).toHaveLength(0);
    await t.db.transaction((tx) => countItem(tx, { orgId: admin.orgId, operationId: id, ok: false }));
    // A retried item finishing the operation a second time adds nothing.
    await t.db.transaction((tx) => countItem(tx, { orgId: admin.orgId, operationId: id, ok: true }));

    const done = (await bell(admin.token)).data.filter((n: { kind: string }) => n.kind === 'operation_finished');
    expect(done).toEqual([
      expect.objectContaining({ title: 'Resume upload finished', body: '1 succeeded, 1 failed', link: `/settings/operation-log/${id}` }),
    ]);
    expect((await bell(member.token)).data.filter((n: { kind: string }) => n.kind === 'operation_finished')).toHaveLength(0);
  });

  it('say so when nothing succeeded', async () => {
    const id = newId();
    await t.db.insert(operations).values({ id, orgId: admin.orgId, kind: 'import', status: 'running', total: 1, createdBy: member.userId });
    await t.db.transaction((tx) => countItem(tx, { orgId: admin.orgId, operationId: id, ok: false }));
    const [n] = (await bell(member.token)).data.filter((x: { kind: string }) => x.kind === 'operation_finished');
    expect(n).toMatchObject({ title: 'Import failed', body: '0 succeeded, 1 failed' });
  });
});
