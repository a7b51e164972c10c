import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cli/commands';
import { notifications, outboxMessages } from '../../db/schema';
import { hitRateLimit } from '../../lib/rate-limit';
import { minimalDocx } from '../../test/fixtures/resumes/make';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { SUPPORT_MESSAGES_PER_HOUR } from './support.routes';

const API = '/api/v1/recruiter';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@hirebase.example' });
});
afterAll(() => t.close());

function send(path: string, token: string, form: FormData) {
  return t.app.request(`${API}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, origin: ORIGIN },
    body: form,
  });
}

function ticketForm(fields: Record<string, string>, files: { name: string; bytes: Uint8Array }[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('attachments', new Blob([f.bytes]), f.name);
  return form;
}

describe('support tickets', () => {
  it('files a ticket with checked attachments, mails support, shows an operator’s CLI reply and reopens on a follow-up', async () => {
    const admin = await t.newAdmin('support-admin@example.com', 'Northwind Talent');
    const rec = await t.addMember(admin, 'support-rec@example.com', 'recruiter');

    const invalid = await t.call('POST', `${API}/support/tickets`, {
      token: rec.token,
      body: { subject: 'x', category: 'nope', message: 'short' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.text).toContain('subject');
    expect(invalid.text).toContain('category');
    expect(invalid.text).toContain('message');

    const refused = await send(
      '/support/tickets',
      rec.token,
      ticketForm({ subject: 'Upload fails', category: 'problem', message: 'The upload panel stops at 40 percent.' }, [
        { name: 'notes.txt', bytes: new TextEncoder().encode('plain text') },
      ]),
    );
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('attachments.0');
    expect((await t.call('GET', `${API}/support/tickets`, { token: rec.token })).json.data).toEqual([]);

    const res = await send(
      '/support/tickets',
      rec.token,
      ticketForm(
        {
          subject: 'Upload fails',
          category: 'problem',
          message: 'The upload panel stops at 40 percent.',
          page: '/jobs/abc',
        },
        [
          { name: 'screen.png', bytes: PNG },
          { name: 'cv.docx', bytes: minimalDocx({ paragraphs: ['Jane Doe', 'jane@example.com'] }) },
        ],
      ),
    );
    expect(res.status).toBe(201);
    const ticket = ((await res.json()) as { data: any }).data;
    expect(ticket).toMatchObject({
      subject: 'Upload fails',
      category: 'problem',
      status: 'open',
      page: '/jobs/abc',
      org_name: 'Northwind Talent',
    });
    expect(ticket.thread).toHaveLength(1);
    expect(
      ticket.thread[0].attachments.map((a: { file_name: string; content_type: string }) => [
        a.file_name,
        a.content_type,
      ]),
    ).toEqual([
      ['screen.png', 'image/png'],
      ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]);
    expect(JSON.stringify(ticket)).not.toContain('storage_key');

    const mail = await t.lastMailTo('help@hirebase.example');
    expect(mail).toMatchObject({ subject: '[Support] Upload fails', kind: 'support_ticket' });
    expect(mail!.text).toContain('Organization: Northwind Talent');
    expect(mail!.text).toContain('Page: /jobs/abc');
    expect(mail!.text).toContain('support-rec@example.com');

    const file = await t.call(
      'GET',
      `${API}/support/tickets/${ticket.id}/attachments/${ticket.thread[0].attachments[0].id}`,
      { token: rec.token },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toContain('attachment');

    // Tickets are the filer's own: the organization's admin does not read them.
    expect((await t.call('GET', `${API}/support/tickets/${ticket.id}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('GET', `${API}/support/tickets`, { token: admin.token })).json.data).toEqual([]);
    // Another organization's member gets 404 for the ticket, its attachment and a reply to it.
    const stranger = await t.newAdmin('support-stranger@example.com');
    const attachment = `${API}/support/tickets/${ticket.id}/attachments/${ticket.thread[0].attachments[0].id}`;
    expect((await t.call('GET', `${API}/support/tickets/${ticket.id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.call('GET', attachment, { token: stranger.token })).status).toBe(404);
    expect((await t.call('POST', `${API}/support/tickets/${ticket.id}/messages`, { token: stranger.token, body: { message: 'Not mine' } })).status).toBe(404);

    const listed = await runCommand({ auth: t.auth, db: t.db, env: t.env }, { command: 'support-tickets', values: {} });
    expect(listed.stdout).toContain(ticket.id);
    expect(listed.stdout).toContain('Northwind Talent · support-rec@example.com');
    const replied = await runCommand(
      { auth: t.auth, db: t.db, env: t.env },
      {
        command: 'support-reply',
        values: { ticket: ticket.id, message: 'Thanks — fixed in the next release.', name: 'Robin from support' },
      },
    );
    expect(replied).toMatchObject({ exitCode: 0, stdout: 'Replied to "Upload fails"; the ticket is now answered.' });
    expect(
      (
        await runCommand(
          { auth: t.auth, db: t.db, env: t.env },
          { command: 'support-reply', values: { ticket: 'nope', message: 'x' } },
        )
      ).exitCode,
    ).toBe(1);

    const after = await t.call('GET', `${API}/support/tickets/${ticket.id}`, { token: rec.token });
    expect(after.json.data.status).toBe('answered');
    expect(
      after.json.data.thread.map((m: { author: string; author_name: string }) => [m.author, m.author_name]),
    ).toEqual([
      ['member', 'Test User'],
      ['operator', 'Robin from support'],
    ]);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.kind, 'support_reply'));
    expect(note).toMatchObject({ title: 'Support answered: Upload fails', link: `/support?ticket=${ticket.id}` });

    const followUp = await t.call('POST', `${API}/support/tickets/${ticket.id}/messages`, {
      token: rec.token,
      body: { message: 'It works now, thank you!' },
    });
    expect(followUp.status).toBe(201);
    expect(followUp.json.data).toMatchObject({ status: 'open', messages: 3 });
    const list = await t.call('GET', `${API}/support/tickets`, { token: rec.token });
    expect(list.json.data).toMatchObject([{ id: ticket.id, status: 'open', messages: 3 }]);
    expect(
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'help@hirebase.example'))).length,
    ).toBe(2);
  });

  it('answers 429 once a member has sent the hour’s messages', async () => {
    const admin = await t.newAdmin('support-busy@example.com');
    const me = await t.call('GET', `${API}/user/profile`, { token: admin.token });
    for (let i = 0; i < SUPPORT_MESSAGES_PER_HOUR; i++)
      await hitRateLimit(t.db, `support:${me.json.data.id}`, SUPPORT_MESSAGES_PER_HOUR, 3600);
    const res = await t.call('POST', `${API}/support/tickets`, {
      token: admin.token,
      body: { subject: 'One more', category: 'question', message: 'Is there a limit on tickets?' },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});
