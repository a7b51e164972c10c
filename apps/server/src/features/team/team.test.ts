import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API = '/api/v1/recruiter';

describe('invitations', () => {
  it('invites by email, mails a link, and the new user joins with the role', async () => {
    const admin = await t.newAdmin('boss@example.com', 'Team Org');
    const invited = await t.call('POST', `${API}/team/invitations`, {
      token: admin.token,
      body: { email: 'Newbie@Example.com', role: 'recruiter' },
    });
    expect(invited.status).toBe(201);
    expect(invited.json.data).toMatchObject({ email: 'newbie@example.com', role: 'recruiter', status: 'pending' });

    const mail = await t.lastMailTo('newbie@example.com');
    expect(mail?.subject).toContain('Team Org');
    const link = t.linkIn(mail!.text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/invitations\/[A-Za-z0-9_-]{43}$/);
    const inviteToken = link.split('/invitations/')[1]!;

    const preview = await t.call('GET', `/api/v1/public/invitations/${inviteToken}`);
    expect(preview.json.data).toMatchObject({ org_name: 'Team Org', email: 'newbie@example.com', role: 'recruiter', has_account: false });

    const cookie = await t.signUp('newbie@example.com');
    const orgLess = await t.token(cookie);
    const accepted = await t.call('POST', `${API}/invitations/accept`, { token: orgLess, body: { token: inviteToken } });
    expect(accepted.status).toBe(200);
    expect(accepted.json.data.org_id).toBe(admin.orgId);

    const memberToken = await t.token(cookie);
    const info = await t.call('GET', `${API}/org/info`, { token: memberToken });
    expect(info.json.data).toMatchObject({ id: admin.orgId, role: 'recruiter', member_count: 2 });

    const again = await t.call('POST', `${API}/invitations/accept`, { token: orgLess, body: { token: inviteToken } });
    expect(again.status).toBe(409);
  });

  it('refuses an invitation accepted by another email address', async () => {
    const admin = await t.newAdmin('boss2@example.com');
    await t.call('POST', `${API}/team/invitations`, { token: admin.token, body: { email: 'right@example.com', role: 'manager' } });
    const inviteToken = t.linkIn((await t.lastMailTo('right@example.com'))!.text).split('/invitations/')[1]!;
    const intruder = await t.token(await t.signUp('intruder@example.com'));
    const res = await t.call('POST', `${API}/invitations/accept`, { token: intruder, body: { token: inviteToken } });
    expect(res.status).toBe(403);
  });

  it('refuses duplicates, and a revoked invitation no longer works', async () => {
    const admin = await t.newAdmin('boss3@example.com');
    const first = await t.call('POST', `${API}/team/invitations`, { token: admin.token, body: { email: 'dup@example.com', role: 'recruiter' } });
    const dup = await t.call('POST', `${API}/team/invitations`, { token: admin.token, body: { email: 'dup@example.com', role: 'recruiter' } });
    expect(dup.status).toBe(409);
    const self = await t.call('POST', `${API}/team/invitations`, { token: admin.token, body: { email: 'boss3@example.com', role: 'recruiter' } });
    expect(self.status).toBe(409);

    const inviteToken = t.linkIn((await t.lastMailTo('dup@example.com'))!.text).split('/invitations/')[1]!;
    const revoked = await t.call('DELETE', `${API}/team/invitations/${first.json.data.id}`, { token: admin.token });
    expect(revoked.status).toBe(200);
    expect(revoked.json.data).toEqual([]);
    const user = await t.token(await t.signUp('dup@example.com'));
    expect((await t.call('POST', `${API}/invitations/accept`, { token: user, body: { token: inviteToken } })).status).toBe(409);
  });

  it('validates the invitation body', async () => {
    const admin = await t.newAdmin('boss4@example.com');
    const res = await t.call('POST', `${API}/team/invitations`, { token: admin.token, body: { email: 'not-an-email', role: 'owner' } });
    expect(res.status).toBe(422);
    expect(res.json.error.details.length).toBeGreaterThan(0);
  });
});

describe('members', () => {
  it('changes roles, and never removes or demotes the last admin', async () => {
    const admin = await t.newAdmin('chief@example.com');
    await t.addMember(admin, 'helper@example.com', 'recruiter');
    const list = await t.call('GET', `${API}/team/members`, { token: admin.token });
    const me = list.json.data.find((m: { email: string }) => m.email === 'chief@example.com');
    const helper = list.json.data.find((m: { email: string }) => m.email === 'helper@example.com');

    expect((await t.call('PATCH', `${API}/team/members/${me.id}`, { token: admin.token, body: { role: 'manager' } })).status).toBe(409);
    const lastAdmin = await t.call('POST', `${API}/team/members/${me.id}/deactivate`, { token: admin.token });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.json.error.message).toBe('An organization needs at least one active admin');

    const promoted = await t.call('PATCH', `${API}/team/members/${helper.id}`, { token: admin.token, body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect((await t.call('PATCH', `${API}/team/members/${me.id}`, { token: admin.token, body: { role: 'manager', id: 'x' } })).status).toBe(200);
  });

  it('deactivation ends the member’s access at once', async () => {
    const admin = await t.newAdmin('head@example.com');
    const member = await t.addMember(admin, 'leaver@example.com', 'recruiter');
    expect((await t.call('GET', `${API}/org/info`, { token: member.token })).status).toBe(200);
    const list = await t.call('GET', `${API}/team/members`, { token: admin.token });
    const leaver = list.json.data.find((m: { email: string }) => m.email === 'leaver@example.com');
    expect((await t.call('POST', `${API}/team/members/${leaver.id}/deactivate`, { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', `${API}/org/info`, { token: member.token })).status).toBe(401);
    const exchange = await t.call('POST', `${API}/auth/token`, { cookie: member.cookie, body: { org_id: admin.orgId } });
    expect(exchange.status).toBe(404);
    expect((await t.call('POST', `${API}/team/members/${leaver.id}/reactivate`, { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', `${API}/org/info`, { token: member.token })).status).toBe(200);
  });

  it('a recruiter or manager cannot manage the team (403); another organization’s ids are 404', async () => {
    const admin = await t.newAdmin('owner-x@example.com');
    const recruiter = await t.addMember(admin, 'rec-x@example.com', 'recruiter');
    const manager = await t.addMember(admin, 'man-x@example.com', 'manager');
    const list = await t.call('GET', `${API}/team/members`, { token: recruiter.token });
    expect(list.status).toBe(200);
    const someone = list.json.data[0].id;
    for (const token of [recruiter.token, manager.token]) {
      expect((await t.call('GET', `${API}/team/invitations`, { token })).status).toBe(403);
      expect((await t.call('POST', `${API}/team/invitations`, { token, body: { email: 'z@example.com', role: 'admin' } })).status).toBe(403);
      expect((await t.call('PATCH', `${API}/team/members/${someone}`, { token, body: { role: 'admin' } })).status).toBe(403);
      expect((await t.call('POST', `${API}/team/members/${someone}/deactivate`, { token })).status).toBe(403);
      expect((await t.call('PATCH', `${API}/org`, { token, body: { name: 'Hijacked' } })).status).toBe(403);
    }

    const other = await t.newAdmin('owner-y@example.com', 'Other Org');
    const inv = await t.call('POST', `${API}/team/invitations`, { token: other.token, body: { email: 'q@example.com', role: 'recruiter' } });
    const otherMembers = await t.call('GET', `${API}/team/members`, { token: other.token });
    const foreignMember = otherMembers.json.data[0].id;
    expect((await t.call('PATCH', `${API}/team/members/${foreignMember}`, { token: admin.token, body: { role: 'recruiter' } })).status).toBe(404);
    expect((await t.call('POST', `${API}/team/members/${foreignMember}/deactivate`, { token: admin.token })).status).toBe(404);
    expect((await t.call('DELETE', `${API}/team/invitations/${inv.json.data.id}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('POST', `${API}/team/invitations/${inv.json.data.id}/resend`, { token: admin.token })).status).toBe(404);
  });
});
