/**
 * The IMAP/SMTP mailbox against a real Dovecot (test/dovecot.ts) and an SMTP server that checks the
 * sign-in (test/smtp-sink.ts): connecting, syncing candidate mail in, crashing a sync and sending.
 * Skipped, saying why, on a machine without the dovecot binary; CI installs it (.ci/run).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationState } from '@hirebase/shared';
import { emails, integrationAccounts, outboxMessages } from '../../../db/schema';
import { dovecotBinary, NO_DOVECOT, startDovecot, type Dovecot } from '../../../test/dovecot';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { deliverEmail } from '../../email/send-email.job';
import { sweepOrphanFiles } from '../../ingestion/sweep-files';
import { accountById } from '../accounts';
import { MAIL_SYNC_QUEUE, runMailSync, startMailSyncWorker, type MailSyncJob } from './sync.job';
import type { ImapCursor } from './sync';

const API = '/api/v1/recruiter';
const USER = 'rec@mail.test';
const PASSWORD = 'app-password-1';
const USER2 = 'second@mail.test';

let dovecot: Dovecot;
let smtp: SmtpSink;
/** The SMTP server's accounts, read at each sign-in. */
const smtpUsers: Record<string, string> = { [USER]: PASSWORD, [USER2]: PASSWORD };
let t: TestApp;
let admin: { token: string; orgId: string };
let other: { token: string; orgId: string };
let jane: string;

async function candidate(token: string, first: string, email: string) {
  const res = await t.call('POST', `${API}/candidates`, { token, body: { first_name: first, last_name: 'Doe', email } });
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

/** A message as a mail program would put it in the folder: through the IMAP server itself. */
async function deliver(folder: string, m: { from: string; to: string; subject: string; id: string; inReplyTo?: string; html?: string; attachment?: string; minutesAgo?: number }, user = USER) {
  const boundary = 'b-' + m.id.replace(/\W/g, '');
  const headers = [`From: ${m.from}`, `To: ${m.to}`, `Subject: ${m.subject}`, `Message-ID: ${m.id}`, `Date: ${new Date(Date.now() - (m.minutesAgo ?? 0) * 60_000).toUTCString()}`, 'MIME-Version: 1.0'];
  if (m.inReplyTo) headers.push(`In-Reply-To: ${m.inReplyTo}`, `References: ${m.inReplyTo}`);
  const parts = [`--${boundary}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nHello from ${m.from}\r\n`];
  if (m.html) parts.push(`--${boundary}\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${m.html}\r\n`);
  if (m.attachment) parts.push(`--${boundary}\r\nContent-Type: text/plain; name="notes.txt"\r\nContent-Disposition: attachment; filename="notes.txt"\r\n\r\n${m.attachment}\r\n`);
  const raw = `${headers.join('\r\n')}\r\nContent-Type: multipart/${m.html && !m.attachment ? 'alternative' : 'mixed'}; boundary="${boundary}"\r\n\r\n${parts.join('')}--${boundary}--\r\n`;
  const client = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, auth: { user, pass: PASSWORD }, logger: false });
  await client.connect();
  await client.append(folder, raw);
  await client.logout();
}

async function folderMessageIds(folder: string): Promise<string[]> {
  const client = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, auth: { user: USER, pass: PASSWORD }, logger: false });
  await client.connect();
  await client.mailboxOpen(folder);
  const ids: string[] = [];
  for await (const m of client.fetch('1:*', { envelope: true })) ids.push(m.envelope?.messageId ?? '');
  await client.logout();
  return ids;
}

const connectBody = (over: Record<string, unknown> = {}) => ({
  host: dovecot.host,
  port: dovecot.port,
  secure: false,
  username: USER,
  password: PASSWORD,
  smtp_host: '127.0.0.1',
  smtp_port: Number(new URL(smtp.url).port),
  smtp_secure: false,
  ...over,
});

const imapState = async (token: string): Promise<IntegrationState> => (await t.call('GET', `${API}/integrations`, { token })).json.data.find((p: IntegrationState) => p.provider === 'imap');

const janeEmails = async () => (await t.call('GET', `${API}/emails?candidate_id=${jane}`, { token: admin.token })).json.data as { subject: string; direction: string; from: string; has_html: boolean; attachments: unknown[]; to: string }[];

/** The job the account's chain expects next, as pg-boss hands it to the worker. */
async function nextJob(accountId: string): Promise<MailSyncJob> {
  const account = (await accountById(t.db, admin.orgId, accountId))!;
  return { org_id: admin.orgId, account_id: accountId, run: (account.cursor as ImapCursor).run! };
}

const haveDovecot = dovecotBinary() !== null;
if (!haveDovecot) console.warn(NO_DOVECOT);

describe.skipIf(!haveDovecot)(haveDovecot ? 'IMAP/SMTP mailbox on a real Dovecot' : NO_DOVECOT, () => {
  let accountId: string;

  beforeAll(async () => {
    dovecot = await startDovecot();
    await dovecot.setUser(USER, PASSWORD);
    await dovecot.setUser(USER2, PASSWORD);
    smtp = await startSmtpSink(undefined, { users: smtpUsers });
    t = await createTestApp({ INTEGRATIONS_ALLOW_PRIVATE: '1', INTEGRATIONS_SYNC_MINUTES: '5' }, {}, { queue: true });
    admin = await t.newAdmin('rec@mail.test', 'Mail Sync Org');
    other = await t.newAdmin('someone@other.test', 'Other Org');
    jane = await candidate(admin.token, 'Jane', 'jane@cand.test');
    await candidate(other.token, 'Bob', 'bob@cand.test');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await dovecot?.close();
  });

  it('refuses a private host without INTEGRATIONS_ALLOW_PRIVATE, naming the field, before connecting anywhere', async () => {
    const strict = await createTestApp();
    try {
      const a = await strict.newAdmin('strict@mail.test', 'Strict Org');
      const imap = await strict.call('POST', `${API}/integrations/imap/connect`, { token: a.token, body: connectBody() });
      expect(imap.status).toBe(422);
      expect(imap.json.error.details).toEqual([expect.objectContaining({ path: 'host' })]);
      const smtpHost = await strict.call('POST', `${API}/integrations/imap/connect`, { token: a.token, body: connectBody({ host: '93.184.215.14', smtp_host: '169.254.169.254' }) });
      expect(smtpHost.status).toBe(422);
      expect(smtpHost.json.error.details).toEqual([expect.objectContaining({ path: 'smtp_host' })]);
    } finally {
      await strict.close();
    }
  });

  it('refuses a wrong password after the IMAP server says so, and saves nothing', async () => {
    const res = await t.call('POST', `${API}/integrations/imap/connect`, { token: admin.token, body: connectBody({ password: 'wrong' }) });
    expect(res.status).toBe(422);
    expect(res.json.error.details).toEqual([expect.objectContaining({ path: 'password' })]);
    expect((await imapState(admin.token)).account).toBeNull();
  });

  it('connects after signing in over IMAP and SMTP, keeps the password sealed and queues the first sync', async () => {
    const res = await t.call('POST', `${API}/integrations/imap/connect`, { token: admin.token, body: connectBody() });
    expect(res.status).toBe(200);
    expect(res.json.data.account).toMatchObject({ status: 'connected', label: USER, settings: { host: dovecot.host, username: USER, email: USER } });
    expect(res.text).not.toContain(PASSWORD);
    expect(JSON.stringify((await t.call('GET', `${API}/integrations`, { token: admin.token })).json)).not.toContain(PASSWORD);
    accountId = res.json.data.account.id;
    const [row] = await t.db.select().from(integrationAccounts).where(eq(integrationAccounts.id, accountId));
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(PASSWORD);

    // The first sync waits in the durable queue, carrying the chain's run token.
    const [job] = await t.ctx.queue.boss.fetch<MailSyncJob>(MAIL_SYNC_QUEUE);
    expect(job!.data).toEqual(await nextJob(accountId));
    await t.ctx.queue.boss.complete(MAIL_SYNC_QUEUE, job!.id);
  });

  it('imports mail with a candidate of the organization, inbound and sent, once over two syncs; nothing else', async () => {
    await deliver('Sent', { from: `Rec <${USER}>`, to: 'Jane Doe <jane@cand.test>', subject: 'Interview', id: '<m0@mail.test>', minutesAgo: 60 });
    await deliver('INBOX', {
      from: 'Jane Doe <Jane@Cand.test>',
      to: USER,
      subject: 'Re: Interview',
      id: '<m1@cand.test>',
      inReplyTo: '<m0@mail.test>',
      html: '<p>Thanks!</p><script>alert(1)</script><img src="http://tracker.example/p.png"><a href="javascript:alert(1)">x</a>',
      attachment: 'my notes',
    });
    await deliver('INBOX', { from: 'stranger@else.test', to: USER, subject: 'Newsletter', id: '<m2@else.test>' });
    await deliver('INBOX', { from: 'bob@cand.test', to: USER, subject: 'Other org candidate', id: '<m3@cand.test>' });

    const first = await runMailSync(t.ctx, await nextJob(accountId));
    expect(first).toMatchObject({ state: 'synced', result: { imported: 2, scanned: 4 }, next_in_seconds: 300 });
    const second = await runMailSync(t.ctx, await nextJob(accountId));
    expect(second).toMatchObject({ state: 'synced', result: { imported: 0 } });

    const list = await janeEmails();
    expect(list.map((e) => [e.subject, e.direction]).sort()).toEqual([
      ['Interview', 'outbound'],
      ['Re: Interview', 'inbound'],
    ]);
    const reply = list.find((e) => e.direction === 'inbound')!;
    expect(reply).toMatchObject({ from: 'jane@cand.test', has_html: true, attachments: [expect.objectContaining({ filename: 'notes.txt', size: 8 })] });
    const [stored] = await t.db.select().from(emails).where(eq(emails.messageId, '<m1@cand.test>'));
    expect(stored!.htmlBody).toContain('Thanks!');
    expect(stored!.htmlBody).not.toMatch(/script|<img|javascript:|tracker/);
    expect(Buffer.from(await t.ctx.storage.get(stored!.attachments[0]!.file_key)).toString()).toBe('my notes');
    const html = await t.call('GET', `${API}/emails/${stored!.id}/html`, { token: admin.token });
    expect(html.json.data.html).toContain('<p>Thanks!</p>');
    expect(html.json.data.html).not.toMatch(/script|<img|javascript:/);
    const file = await t.call('GET', `${API}/emails/${stored!.id}/attachments/0`, { token: admin.token });
    expect(file).toMatchObject({ status: 200, text: 'my notes' });
    expect(file.headers.get('content-disposition')).toContain('notes.txt');
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect((await t.call('GET', `${API}/emails/${stored!.id}/attachments/0`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `${API}/emails/${stored!.id}/html`, { token: other.token })).status).toBe(404);

    // The sweep keeps a stored email's attachment and removes one whose email never committed.
    const orphan = `mail/${admin.orgId}/orphan-attachment`;
    await t.ctx.storage.put(orphan, Buffer.from('left behind'));
    await sweepOrphanFiles(t.db, t.ctx.storage, { now: new Date(Date.now() + 2 * 60 * 60 * 1000) });
    await expect(t.ctx.storage.get(orphan)).rejects.toThrow();
    expect(Buffer.from(await t.ctx.storage.get(stored!.attachments[0]!.file_key)).toString()).toBe('my notes');

    // The stranger and the other organization's candidate are in no organization's mail.
    expect(await t.db.select().from(emails).where(inArray(emails.messageId, ['<m2@else.test>', '<m3@cand.test>']))).toEqual([]);

    const timeline = await t.call('GET', `${API}/activity?entity_id=${jane}`, { token: admin.token });
    expect(timeline.json.data.filter((a: { action: string; changes: { direction?: unknown } }) => a.action === 'send' && a.changes.direction)).toHaveLength(2);
    expect((await imapState(admin.token)).account).toMatchObject({ status: 'connected', error: null, last_synced_at: expect.any(String) });
  });

  it('a sync whose server dies mid-way shows the error, and the rerun (even from the start) leaves no duplicates', async () => {
    for (const n of [4, 5, 6]) await deliver('INBOX', { from: 'jane@cand.test', to: USER, subject: `Follow-up ${n}`, id: `<m${n}@cand.test>` });

    // The server is killed (SIGKILL) right after the first of the three commits.
    const crashed = await runMailSync(t.ctx, await nextJob(accountId), { afterStored: () => dovecot.kill() });
    expect(crashed).toMatchObject({ state: 'failed', next_in_seconds: 300 });
    expect((await janeEmails()).filter((e) => e.subject.startsWith('Follow-up'))).toHaveLength(1);
    const card = (await imapState(admin.token)).account!;
    expect(card.error).toMatch(/^Sync failed/);

    // As if the process had died between storing and moving the cursor: it starts the folders over.
    await dovecot.restart();
    await t.db.update(integrationAccounts).set({ cursor: { run: (await nextJob(accountId)).run } }).where(eq(integrationAccounts.id, accountId));
    const rerun = await runMailSync(t.ctx, await nextJob(accountId));
    expect(rerun).toMatchObject({ state: 'synced', result: { imported: 2 } });
    const follow = (await janeEmails()).filter((e) => e.subject.startsWith('Follow-up')).map((e) => e.subject);
    expect(follow.sort()).toEqual(['Follow-up 4', 'Follow-up 5', 'Follow-up 6']);
    const rows = await t.db.select({ id: emails.messageId }).from(emails).where(eq(emails.orgId, admin.orgId));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect((await imapState(admin.token)).account).toMatchObject({ error: null });

    // A job of an older chain (before a reconnect) does nothing.
    expect(await runMailSync(t.ctx, { org_id: admin.orgId, account_id: accountId, run: 'stale-run' })).toEqual({ state: 'stale' });
  });

  it('sends candidate email through the user’s SMTP server with threading headers, keeps it in Sent, and the sync does not import it again', async () => {
    const before = (await janeEmails()).length;
    const sent = await t.call('POST', `${API}/emails`, { token: admin.token, body: { subject: 'Re: Interview', body: 'See you Tuesday', candidate_ids: [jane] } });
    expect(sent.status).toBe(201);
    const [row] = await t.db.select().from(emails).where(and(eq(emails.batchId, sent.json.data.batch_id)));
    expect(await deliverEmail(t.ctx, { orgId: admin.orgId, emailId: row!.id, lastAttempt: false })).toBe('sent');

    const mail = smtp.messages.at(-1)!;
    expect(mail.from?.value[0]?.address).toBe(USER);
    expect(mail.messageId).toBe(`<${row!.id}@mail.test>`);
    expect(mail.inReplyTo).toBe('<m1@cand.test>');
    expect([mail.references].flat()).toEqual(['<m0@mail.test>', '<m1@cand.test>']);
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'jane@cand.test'))).toEqual([]);
    const [after] = await t.db.select().from(emails).where(eq(emails.id, row!.id));
    expect(after).toMatchObject({ status: 'sent', messageId: `<${row!.id}@mail.test>`, inReplyTo: '<m1@cand.test>', integrationAccountId: accountId, fromEmail: USER });

    expect(await folderMessageIds('Sent')).toContain(`<${row!.id}@mail.test>`);
    expect(await runMailSync(t.ctx, await nextJob(accountId))).toMatchObject({ state: 'synced', result: { imported: 0 } });
    expect((await janeEmails()).length).toBe(before + 1);
  });

  it('a member without a mailbox sends the usual way, still with a Message-ID', async () => {
    const member = await t.addMember(admin, 'plain@mail.test', 'recruiter');
    const sent = await t.call('POST', `${API}/emails`, { token: member.token, body: { subject: 'Hello', body: 'Hi', candidate_ids: [jane] } });
    const [row] = await t.db.select().from(emails).where(eq(emails.batchId, sent.json.data.batch_id));
    expect(await deliverEmail(t.ctx, { orgId: admin.orgId, emailId: row!.id, lastAttempt: false })).toBe('sent');
    const [after] = await t.db.select().from(emails).where(eq(emails.id, row!.id));
    expect(after).toMatchObject({ messageId: `<${row!.id}@hirebase.local>`, integrationAccountId: null });
    expect(await t.lastMailTo('jane@cand.test')).toMatchObject({ subject: 'Hello', kind: 'candidate_email' });
  });

  it('a delivery report in INBOX marks the sent email bounced; a Private keyword takes its thread off the timeline', async () => {
    const [sent] = await t.db.select().from(emails).where(and(eq(emails.integrationAccountId, accountId), eq(emails.status, 'sent'), eq(emails.direction, 'outbound'), eq(emails.subject, 'Re: Interview')));
    const report = [
      'From: Mail Delivery System <MAILER-DAEMON@mail.test>',
      `To: ${USER}`,
      'Subject: Undelivered Mail Returned to Sender',
      'Message-ID: <dsn-1@mail.test>',
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="r"',
      '',
      '--r',
      'Content-Type: text/plain',
      '',
      'I could not deliver your message to jane@cand.test.',
      '--r',
      'Content-Type: message/delivery-status',
      '',
      'Final-Recipient: rfc822; jane@cand.test',
      'Action: failed',
      'Status: 5.2.2',
      'Diagnostic-Code: smtp; 552 5.2.2 Mailbox full',
      '--r',
      'Content-Type: text/rfc822-headers',
      '',
      `Message-ID: ${sent!.messageId}`,
      '--r--',
      '',
    ].join('\r\n');
    const client = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, auth: { user: USER, pass: PASSWORD }, logger: false });
    await client.connect();
    await client.append('INBOX', report);
    expect(await runMailSync(t.ctx, await nextJob(accountId))).toMatchObject({ state: 'synced', result: { bounces: 1, imported: 0 } });
    const [bounced] = await t.db.select().from(emails).where(eq(emails.id, sent!.id));
    expect(bounced).toMatchObject({ status: 'bounced', error: '552 5.2.2 Mailbox full' });
    expect(await t.db.select().from(emails).where(eq(emails.messageId, '<dsn-1@mail.test>'))).toEqual([]);

    // The user marks Jane's reply with a keyword "private": the reply and the message it answers leave.
    await client.mailboxOpen('INBOX');
    const uids = (await client.search({ header: { 'message-id': '<m1@cand.test>' } }, { uid: true })) || [];
    expect(uids).toHaveLength(1);
    await client.messageFlagsAdd(uids, ['private'], { uid: true });
    await client.logout();
    const res = await runMailSync(t.ctx, await nextJob(accountId));
    expect(res).toMatchObject({ state: 'synced', result: { removed: 2 } });
    expect(await t.db.select().from(emails).where(inArray(emails.messageId, ['<m0@mail.test>', '<m1@cand.test>']))).toEqual([]);
    expect((await janeEmails()).some((e) => e.subject === 'Re: Interview' && e.direction === 'outbound')).toBe(true);
    await deliver('INBOX', { from: 'jane@cand.test', to: USER, subject: 'Re: Interview', id: '<m9@cand.test>', inReplyTo: '<m1@cand.test>' });
    expect(await runMailSync(t.ctx, await nextJob(accountId))).toMatchObject({ state: 'synced', result: { imported: 0 } });
  });

  it('a password the server no longer takes stops the syncs and asks for a reconnect, which starts them again', async () => {
    await dovecot.setUser(USER, 'changed-password');
    smtpUsers[USER] = 'changed-password';
    expect(await runMailSync(t.ctx, await nextJob(accountId))).toMatchObject({ state: 'failed', next_in_seconds: null });
    const card = (await imapState(admin.token)).account!;
    expect(card).toMatchObject({ status: 'error', error: expect.stringMatching(/reconnect/) });

    const again = await t.call('POST', `${API}/integrations/imap/connect`, { token: admin.token, body: connectBody({ password: 'changed-password' }) });
    expect(again.status).toBe(200);
    expect(again.json.data.account).toMatchObject({ id: accountId, status: 'connected', error: null });
    // The reconnect keeps where the folders were, so the next sync imports nothing again.
    expect(await runMailSync(t.ctx, await nextJob(accountId))).toMatchObject({ state: 'synced', result: { imported: 0 } });
  });

  it('the worker runs the first sync a connect queued, for another member’s mailbox', async () => {
    const member = await t.addMember(admin, USER2, 'recruiter');
    await deliver('INBOX', { from: 'jane@cand.test', to: USER2, subject: 'For the second recruiter', id: '<second-1@cand.test>' }, USER2);
    await startMailSyncWorker(t.ctx);
    const res = await t.call('POST', `${API}/integrations/imap/connect`, { token: member.token, body: connectBody({ username: USER2 }) });
    expect(res.status).toBe(200);
    const deadline = Date.now() + 25_000;
    let found = false;
    while (!found && Date.now() < deadline) {
      found = (await janeEmails()).some((e) => e.subject === 'For the second recruiter');
      if (!found) await new Promise((r) => setTimeout(r, 200));
    }
    expect(found).toBe(true);
    const card = (await imapState(member.token)).account!;
    expect(card).toMatchObject({ label: USER2, status: 'connected', error: null });

    // "Sync now" starts a fresh chain for the member's own mailbox only.
    const before = (await accountById(t.db, admin.orgId, card.id))!.cursor as ImapCursor;
    const now = await t.call('POST', `${API}/integrations/imap/sync`, { token: member.token });
    expect(now.status).toBe(200);
    expect(now.json.data).toMatchObject({ syncs: true, account: { id: card.id } });
    expect(((await accountById(t.db, admin.orgId, card.id))!.cursor as ImapCursor).run).not.toBe(before.run);
    expect((await t.call('POST', `${API}/integrations/google_mail/sync`, { token: member.token })).status).toBe(404);
  });
});
