import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertJob } from '../candidates/fixtures.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API = '/api/v1/recruiter';

describe('clients', () => {
  it('creates, lists, reads, edits and deletes a client; its jobs stay without a client', async () => {
    const admin = await t.newAdmin('cli-admin@example.com');
    const tag = (await t.call('POST', `${API}/tags`, { token: admin.token, body: { name: 'Key account', feature: 'clients' } })).json.data;
    const candTag = (await t.call('POST', `${API}/tags`, { token: admin.token, body: { name: 'Wrong feature', feature: 'candidates' } })).json.data;
    const created = await t.call('POST', `${API}/clients`, {
      token: admin.token,
      body: { name: 'Globex', website: 'https://globex.example', industry: 'Energy', tag_ids: [tag.id], org_id: 'x', id: 'y' },
    });
    expect(created.status).toBe(201);
    const client = created.json.data;
    expect(client).toMatchObject({ name: 'Globex', status: 'active', open_jobs: 0, contacts: [], tags: [{ id: tag.id }], owner: null });
    expect(client.id).not.toBe('y');
    expect((await t.call('POST', `${API}/clients`, { token: admin.token, body: { name: 'X', tag_ids: [candTag.id] } })).status).toBe(422);

    const job = await insertJob(t.db, { orgId: admin.orgId, title: 'Plant manager' });
    await t.db.update(jobs).set({ clientId: client.id }).where(eq(jobs.id, job.id));
    await t.call('POST', `${API}/clients`, { token: admin.token, body: { name: 'Acme', status: 'prospect' } });

    const got = await t.call('GET', `${API}/clients/${client.id}`, { token: admin.token });
    expect(got.json.data.open_jobs).toBe(1);

    const list = await t.call('GET', `${API}/clients`, { token: admin.token });
    expect(list.json.meta).toMatchObject({ total: 2, page: 1 });
    expect(list.json.data.map((c: { name: string }) => c.name)).toEqual(['Acme', 'Globex']);
    const names = async (qs: string) => (await t.call('GET', `${API}/clients?${qs}`, { token: admin.token })).json.data.map((c: { name: string }) => c.name);
    expect(await names('q=glob')).toEqual(['Globex']);
    expect(await names('status=prospect')).toEqual(['Acme']);
    expect(await names(`tag_id=${tag.id}`)).toEqual(['Globex']);
    expect(await names('sort=-name')).toEqual(['Globex', 'Acme']);
    expect((await t.call('GET', `${API}/clients?sort=secret`, { token: admin.token })).status).toBe(422);
    expect((await t.call('GET', `${API}/clients?status=gone`, { token: admin.token })).status).toBe(422);

    const patched = await t.call('PATCH', `${API}/clients/${client.id}`, { token: admin.token, body: { industry: 'Nuclear' } });
    expect(patched.json.data).toMatchObject({ industry: 'Nuclear', website: 'https://globex.example', tags: [{ id: tag.id }] });
    expect((await t.call('PATCH', `${API}/clients/${client.id}`, { token: admin.token, body: { website: 'ftp://x' } })).status).toBe(422);
    expect((await t.call('PATCH', `${API}/clients/${client.id}`, { token: admin.token, body: { owner_id: 'nobody' } })).status).toBe(422);

    const log = await t.call('GET', `${API}/activity?entity_id=${client.id}`, { token: admin.token });
    expect(log.json.data[0]).toMatchObject({ action: 'update', entity_label: 'Globex', changes: { industry: { before: 'Energy', after: 'Nuclear' } } });

    expect((await t.call('DELETE', `${API}/clients/${client.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', `${API}/clients/${client.id}`, { token: admin.token })).status).toBe(404);
    const [kept] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(kept!.clientId).toBeNull();
  });

  it('validates the body (422) and keeps hostile strings as data', async () => {
    const admin = await t.newAdmin('cli-valid@example.com');
    expect((await t.call('POST', `${API}/clients`, { token: admin.token, body: {} })).status).toBe(422);
    expect((await t.call('POST', `${API}/clients`, { token: admin.token, body: { name: 'A', website: 'javascript:alert(1)' } })).status).toBe(422);
    const hostile = '<img src=x onerror=alert(1)>';
    const res = await t.call('POST', `${API}/clients`, { token: admin.token, body: { name: hostile, description: `"; DROP TABLE clients; --` } });
    expect(res.json.data).toMatchObject({ name: hostile, description: `"; DROP TABLE clients; --` });
  });

  it('manages contacts with one primary per client', async () => {
    const admin = await t.newAdmin('cli-contacts@example.com');
    const client = (await t.call('POST', `${API}/clients`, { token: admin.token, body: { name: 'Initech' } })).json.data;
    const url = `${API}/clients/${client.id}/contacts`;
    const bill = await t.call('POST', url, { token: admin.token, body: { name: 'Bill', email: 'BILL@initech.example', is_primary: true } });
    expect(bill.status).toBe(201);
    expect(bill.json.data).toMatchObject({ name: 'Bill', email: 'bill@initech.example', is_primary: true, title: null });
    const peter = await t.call('POST', url, { token: admin.token, body: { name: 'Peter', is_primary: true } });
    let contacts = (await t.call('GET', url, { token: admin.token })).json.data;
    expect(contacts.map((c: { name: string; is_primary: boolean }) => [c.name, c.is_primary])).toEqual([
      ['Peter', true],
      ['Bill', false],
    ]);
    const edited = await t.call('PATCH', `${API}/contacts/${bill.json.data.id}`, { token: admin.token, body: { title: 'VP' } });
    expect(edited.json.data).toMatchObject({ title: 'VP', is_primary: false });
    await t.call('PATCH', `${API}/contacts/${bill.json.data.id}`, { token: admin.token, body: { is_primary: true } });
    contacts = (await t.call('GET', url, { token: admin.token })).json.data;
    expect(contacts.filter((c: { is_primary: boolean }) => c.is_primary).map((c: { name: string }) => c.name)).toEqual(['Bill']);
    expect((await t.call('GET', `${API}/clients/${client.id}`, { token: admin.token })).json.data.contacts).toHaveLength(2);
    expect((await t.call('POST', url, { token: admin.token, body: { name: '' } })).status).toBe(422);
    expect((await t.call('POST', url, { token: admin.token, body: { name: 'x', email: 'nope' } })).status).toBe(422);
    expect((await t.call('DELETE', `${API}/contacts/${peter.json.data.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', url, { token: admin.token })).json.data).toHaveLength(1);
    const log = await t.call('GET', `${API}/activity?entity_type=contact`, { token: admin.token });
    expect(log.json.data.map((r: { action: string }) => r.action).sort()).toEqual(['create', 'create', 'delete', 'update', 'update']);
  });

  it('a recruiter cannot delete (403); another organization’s ids are 404', async () => {
    const admin = await t.newAdmin('cli-roles@example.com');
    const recruiter = await t.addMember(admin, 'cli-rec@example.com', 'recruiter');
    const manager = await t.addMember(admin, 'cli-man@example.com', 'manager');
    const mine = (await t.call('POST', `${API}/clients`, { token: recruiter.token, body: { name: 'Mine' } })).json.data;
    expect((await t.call('DELETE', `${API}/clients/${mine.id}`, { token: recruiter.token })).status).toBe(403);

    const other = await t.newAdmin('cli-other@example.com', 'Other Org');
    const theirs = (await t.call('POST', `${API}/clients`, { token: other.token, body: { name: 'Theirs' } })).json.data;
    const contact = (await t.call('POST', `${API}/clients/${theirs.id}/contacts`, { token: other.token, body: { name: 'Them' } })).json.data;
    const tok = admin.token;
    expect((await t.call('GET', `${API}/clients/${theirs.id}`, { token: tok })).status).toBe(404);
    expect((await t.call('PATCH', `${API}/clients/${theirs.id}`, { token: tok, body: { name: 'x' } })).status).toBe(404);
    expect((await t.call('DELETE', `${API}/clients/${theirs.id}`, { token: tok })).status).toBe(404);
    expect((await t.call('GET', `${API}/clients/${theirs.id}/contacts`, { token: tok })).status).toBe(404);
    expect((await t.call('POST', `${API}/clients/${theirs.id}/contacts`, { token: tok, body: { name: 'x' } })).status).toBe(404);
    expect((await t.call('PATCH', `${API}/contacts/${contact.id}`, { token: tok, body: { name: 'x' } })).status).toBe(404);
    expect((await t.call('DELETE', `${API}/contacts/${contact.id}`, { token: tok })).status).toBe(404);
    expect((await t.call('GET', `${API}/clients`, { token: tok })).json.data.map((c: { name: string }) => c.name)).toEqual(['Mine']);

    expect((await t.call('DELETE', `${API}/clients/${mine.id}`, { token: manager.token })).status).toBe(200);
  });
});
