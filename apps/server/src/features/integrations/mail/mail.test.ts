/**
 * Gmail and Outlook mailboxes against fakes of their documented HTTP APIs on loopback (test/fake-gmail.ts,
 * test/fake-graph-mail.ts on the OAuth fakes): connecting, syncing candidate mail in once, resuming
 * after a crash, history that Google forgot, refreshed and revoked tokens, 429 back-off, sending with
 * threading, bounces and private threads.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationState } from '@hirebase/shared';
import { activityLog, emails, integrationAccounts } from '../../../db/schema';
import { fakeGoogleEnv, startFakeGoogle } from '../../../test/fake-google';
import { mountFakeGmail } from '../../../test/fake-gmail';
import { mountFakeGraphMail } from '../../../test/fake-graph-mail';
import { fakeMicrosoftEnv, startFakeMicrosoft } from '../../../test/fake-microsoft';
import { connectThroughFake } from '../../../test/fake-oauth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { deliverEmail } from '../../email/send-email.job';
import { accountById } from '../accounts';
import { MAIL_SYNC_QUEUE, runMailSync, type MailSyncJob } from '../imap/sync.job';
import type { ImapCursor } from '../imap/sync';

const API = '/api/v1/recruiter';
const GMAIL_USER = 'rec@gmail.test';
const OUTLOOK_USER = 'rec@contoso.test';

let t: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let microsoft: Awaited<ReturnType<typeof startFakeMicrosoft>>;
let gmail: ReturnType<typeof mountFakeGmail>;
let graph: ReturnType<typeof mountFakeGraphMail>;
let admin: { token: string; orgId: string };
let other: { token: string; orgId: string };
let jane: string;
let lee: string;

async function candidate(token: string, first: string, email: string) {
  const res = await t.call('POST', `${API}/candidates`, { token, body: { first_name: first, last_name: 'Doe', email } });
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

/** A message as a mail program writes it. */
function mail(m: { from: string; to: string; subject: string; id: string; inReplyTo?: string; html?: string; daysAgo?: number }): string {
  const headers = [`From: ${m.from}`, `To: ${m.to}`, `Subject: ${m.subject}`, `Message-ID: ${m.id}`, `Date: ${new Date(Date.now() - (m.daysAgo ?? 0) * 86_400_000).toUTCString()}`, 'MIME-Version: 1.0'];
  if (m.inReplyTo) headers.push(`In-Reply-To: ${m.inReplyTo}`, `References: ${m.inReplyTo}`);
  if (!m.html) return `${headers.join('\n')}\nContent-Type: text/plain; charset=utf-8\n\nHello from ${m.from}\n`;
  return `${headers.join('\n')}\nContent-Type: multipart/alternative; boundary="alt"\n\n--alt\nContent-Type: text/plain; charset=utf-8\n\nHello from ${m.from}\n--alt\nContent-Type: text/html; charset=utf-8\n\n${m.html}\n--alt--\n`;
}

/** A delivery-status notification (RFC 3464) for one of our messages. */
function dsn(m: { to: string; daemon: string; original: string; recipient: string }): string {
  return [
    `From: Mail Delivery Subsystem <${m.daemon}>`,
    `To: ${m.to}`,
    'Subject: Delivery Status Notification (Failure)',
    `Message-ID: <dsn-${Math.random().toString(36).slice(2)}@mx.test>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="r"',
    '',
    '--r',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Your message wasn't delivered to ${m.recipient} because the address couldn't be found.`,
    '--r',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.test',
    '',
    `Final-Recipient: rfc822; ${m.recipient}`,
    'Action: failed',
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550 5.1.1 The email account that you tried to reach does not exist.',
    '--r',
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: ${m.original}`,
    `To: ${m.recipient}`,
    'Subject: Interview',
    '--r--',
    '',
  ].join('\n');
}

const stateOf = async (token: string, provider: string): Promise<IntegrationState> => (await t.call('GET', `${API}/integrations`, { token })).json.data.find((p: IntegrationState) => p.provider === provider);
const emailsOf = async (candidateId: string) => (await t.call('GET', `${API}/emails?candidate_id=${candidateId}`, { token: admin.token })).json.data as { id: string; subject: string; direction: string; from: string; status: string; error: string | null; has_html: boolean }[];

async function nextJob(accountId: string): Promise<MailSyncJob> {
  const account = (await accountById(t.db, admin.orgId, accountId))!;
  return { org_id: account.orgId, account_id: accountId, run: (account.cursor as ImapCursor).run! };
}
const sync = async (accountId: string, opts?: Parameters<typeof runMailSync>[2]) => runMailSync(t.ctx, await nextJob(accountId), opts);

async function connectOAuth(token: string, provider: 'google_mail' | 'microsoft_mail', email: string): Promise<string> {
  const res = await connectThroughFake(t, provider === 'google_mail' ? google : microsoft, token, provider, email);
  expect(res.status).toBe(200);
  expect(res.json.data).toMatchObject({ syncs: true, account: { status: 'connected', label: email } });
  return res.json.data.account.id as string;
}

/** Sends Jane an email from Hirebase as the admin and delivers it; the row after. */
async function sendToJane(subject: string) {
  const sent = await t.call('POST', `${API}/emails`, { token: admin.token, body: { subject, body: 'See you Tuesday', candidate_ids: [jane] } });
  expect(sent.status).toBe(201);
  const [row] = await t.db.select().from(emails).where(eq(emails.batchId, sent.json.data.batch_id));
  expect(await deliverEmail(t.ctx, { orgId: admin.orgId, emailId: row!.id, lastAttempt: false })).toBe('sent');
  return (await t.db.select().from(emails).where(eq(emails.id, row!.id)))[0]!;
}

beforeAll(async () => {
  google = await startFakeGoogle();
  gmail = mountFakeGmail(google);
  microsoft = await startFakeMicrosoft();
  graph = mountFakeGraphMail(microsoft);
  t = await createTestApp({ ...fakeGoogleEnv(google.url), ...fakeMicrosoftEnv(microsoft.url), INTEGRATIONS_SYNC_MINUTES: '5' }, {}, { queue: true });
  admin = await t.newAdmin('rec@hirebase.test', 'Mail Org');
  other = await t.newAdmin('other@hirebase.test', 'Other Org');
  jane = await candidate(admin.token, 'Jane', 'jane@cand.test');
  lee = await candidate(admin.token, 'Lee', 'lee@cand.test');
  await candidate(other.token, 'Bob', 'bob@cand.test');
});
afterAll(async () => {
  await t?.close();
  await google?.close();
  await microsoft?.close();
});

describe('Gmail', () => {
  let accountId: string;
  let janeReply: string;

  it('connects, queues the first sync, and brings in only mail with the organization’s candidates, once over two syncs', async () => {
    await gmail.deliver(GMAIL_USER, mail({ from: `Rec <${GMAIL_USER}>`, to: 'Jane Doe <jane@cand.test>', subject: 'Interview', id: '<g0@gmail.test>', daysAgo: 2 }), ['SENT']);
    const reply = await gmail.deliver(GMAIL_USER, mail({ from: 'Jane Doe <Jane@Cand.test>', to: GMAIL_USER, subject: 'Re: Interview', id: '<g1@cand.test>', inReplyTo: '<g0@gmail.test>', html: '<p>Thanks!</p><script>alert(1)</script><img src="http://tracker.example/p.png">' }));
    janeReply = reply.id;
    const stranger = await gmail.deliver(GMAIL_USER, mail({ from: 'news@else.test', to: GMAIL_USER, subject: 'Newsletter', id: '<g2@else.test>' }));
    const bob = await gmail.deliver(GMAIL_USER, mail({ from: 'bob@cand.test', to: GMAIL_USER, subject: 'Other org candidate', id: '<g3@cand.test>' }));
    await gmail.deliver(GMAIL_USER, mail({ from: 'jane@cand.test', to: GMAIL_USER, subject: 'Long ago', id: '<g-old@cand.test>', daysAgo: 400 }));

    accountId = await connectOAuth(admin.token, 'google_mail', GMAIL_USER);
    const jobs = await t.ctx.queue.boss.fetch<MailSyncJob>(MAIL_SYNC_QUEUE);
    expect(jobs.map((j) => j.data)).toContainEqual(await nextJob(accountId));
    for (const j of jobs) await t.ctx.queue.boss.complete(MAIL_SYNC_QUEUE, j.id);

    const first = await sync(accountId);
    expect(first).toMatchObject({ state: 'synced', result: { imported: 2 } });
    expect(await sync(accountId)).toMatchObject({ state: 'synced', result: { imported: 0 } });
    const list = await emailsOf(jane);
    expect(list.map((e) => [e.subject, e.direction]).sort()).toEqual([
      ['Interview', 'outbound'],
      ['Re: Interview', 'inbound'],
    ]);
    // Only the candidates' messages were downloaded; the rest were read as headers at most.
    expect(gmail.rawReads.map((r) => r.id)).not.toContain(stranger.id);
    expect(gmail.rawReads.map((r) => r.id)).not.toContain(bob.id);
    expect(await t.db.select().from(emails).where(inArray(emails.messageId, ['<g2@else.test>', '<g3@cand.test>', '<g-old@cand.test>']))).toEqual([]);

    const [stored] = await t.db.select().from(emails).where(eq(emails.messageId, '<g1@cand.test>'));
    expect(stored).toMatchObject({ providerMessageId: reply.id, integrationAccountId: accountId });
    expect(stored!.htmlBody).toContain('Thanks!');
    expect(stored!.htmlBody).not.toMatch(/script|<img|tracker/);
    const html = await t.call('GET', `${API}/emails/${stored!.id}/html`, { token: admin.token });
    expect(html.json.data.html).toContain('<p>Thanks!</p>');
    expect(html.json.data.html).not.toMatch(/script|<img/);
    expect((await stateOf(admin.token, 'google_mail')).account).toMatchObject({ status: 'connected', error: null, last_synced_at: expect.any(String) });
  });

  it('reads new mail from the history, and a run that crashed mid-way stores nothing twice when it runs again', async () => {
    for (const n of [4, 5, 6]) await gmail.deliver(GMAIL_USER, mail({ from: 'jane@cand.test', to: GMAIL_USER, subject: `Follow-up ${n}`, id: `<g${n}@cand.test>` }));
    const job = await nextJob(accountId);
    const crashed = await runMailSync(t.ctx, job, {
      afterStored: () => {
        throw new Error('process killed');
      },
    });
    expect(crashed).toMatchObject({ state: 'failed' });
    expect((await emailsOf(jane)).filter((e) => e.subject.startsWith('Follow-up'))).toHaveLength(1);
    // The lost job is run again by the queue: same run token, the history read again from where it stood.
    const cursor = (await accountById(t.db, admin.orgId, accountId))!.cursor;
    await t.db.update(integrationAccounts).set({ cursor: { ...cursor, run: job.run } }).where(eq(integrationAccounts.id, accountId));
    expect(await runMailSync(t.ctx, job)).toMatchObject({ state: 'synced', result: { imported: 2 } });
    expect((await emailsOf(jane)).filter((e) => e.subject.startsWith('Follow-up')).map((e) => e.subject).sort()).toEqual(['Follow-up 4', 'Follow-up 5', 'Follow-up 6']);
    const rows = await t.db.select({ id: emails.messageId }).from(emails).where(eq(emails.orgId, admin.orgId));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('starts a bounded full sync again when Google no longer has the stored history id', async () => {
    gmail.expireHistory(GMAIL_USER);
    await gmail.deliver(GMAIL_USER, mail({ from: 'lee@cand.test', to: GMAIL_USER, subject: 'Hello from Lee', id: '<g7@cand.test>' }));
    expect(await sync(accountId)).toMatchObject({ state: 'synced', result: { imported: 1 } });
    expect((await emailsOf(lee)).map((e) => e.subject)).toEqual(['Hello from Lee']);
    expect(await sync(accountId)).toMatchObject({ state: 'synced', result: { imported: 0 } });
  });

  it('refreshes an expired access token; waits for Retry-After on a 429', async () => {
    google.expireAccessTokens();
    expect(await sync(accountId)).toMatchObject({ state: 'synced' });
    google.throttleNext(1, 7);
    const throttled = await sync(accountId);
    expect(throttled).toMatchObject({ state: 'failed', next_in_seconds: 7 });
    expect((await stateOf(admin.token, 'google_mail')).account).toMatchObject({ status: 'connected', error: null });
    const [queued] = await t.ctx.queue.boss.fetch<MailSyncJob>(MAIL_SYNC_QUEUE);
    expect(queued).toBeUndefined(); // not before its start time
    expect(await sync(accountId)).toMatchObject({ state: 'synced' });
  });

  it('sends candidate email through users.messages.send in the thread it answers, with its Message-ID and In-Reply-To', async () => {
    const row = await sendToJane('Re: Interview');
    expect(row).toMatchObject({ status: 'sent', integrationAccountId: accountId, fromEmail: GMAIL_USER, messageId: `<${row.id}@gmail.test>` });
    const out = gmail.sent.at(-1)!;
    expect(out.user).toBe(GMAIL_USER);
    expect(out.threadId).toBe(gmail.message(GMAIL_USER, janeReply)!.threadId);
    expect(out.raw).toContain(`Message-ID: <${row.id}@gmail.test>`);
    expect(out.raw).toMatch(/In-Reply-To: <g\d+@cand\.test>/);
    expect(await t.lastMailTo('jane@cand.test')).toBeNull();
    const before = (await emailsOf(jane)).length;
    expect(await sync(accountId)).toMatchObject({ state: 'synced', result: { imported: 0 } });
    expect((await emailsOf(jane)).length).toBe(before);
  });

  it('marks the sent email bounced with the reason when a delivery report comes back, and keeps the report out', async () => {
    const row = await sendToJane('Interview');
    const report = await gmail.deliver(GMAIL_USER, dsn({ to: GMAIL_USER, daemon: 'mailer-daemon@googlemail.com', original: row.messageId!, recipient: 'jane@cand.test' }));
    expect(await sync(accountId)).toMatchObject({ state: 'synced', result: { bounces: 1, imported: 0 } });
    const [after] = await t.db.select().from(emails).where(eq(emails.id, row.id));
    expect(after).toMatchObject({ status: 'bounced', error: expect.stringContaining('550 5.1.1') });
    expect((await emailsOf(jane)).find((e) => e.id === row.id)).toMatchObject({ status: 'bounced' });
    const timeline = await t.call('GET', `${API}/activity?entity_id=${jane}`, { token: admin.token });
    expect(timeline.json.data.find((a: { changes: { status?: { after: unknown } } }) => a.changes?.status?.after === 'bounced')).toMatchObject({ changes: { reason: { after: expect.stringContaining('does not exist') } } });
    expect(await t.db.select().from(emails).where(eq(emails.providerMessageId, report.id))).toEqual([]);
  });

  it('a thread labelled Private (any case) leaves the timeline on the next sync, and its later messages stay out', async () => {
    const before = (await emailsOf(jane)).filter((e) => e.subject.includes('Interview') && e.direction === 'inbound');
    expect(before.length).toBeGreaterThan(0);
    const label = gmail.createLabel(GMAIL_USER, 'PRIVATE');
    gmail.addLabel(GMAIL_USER, janeReply, label);
    const res = await sync(accountId);
    expect(res).toMatchObject({ state: 'synced' });
    expect((res as { result: { removed: number } }).result.removed).toBeGreaterThan(0);
    const [gone] = await t.db.select().from(emails).where(and(eq(emails.orgId, admin.orgId), eq(emails.messageId, '<g1@cand.test>')));
    expect(gone).toBeUndefined();
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.entityId, jane));
    expect(entries.some((a) => (a.changes as { subject?: { after: string } } | null)?.subject?.after === 'Re: Interview' && (a.changes as { direction?: unknown }).direction)).toBe(false);
    // Mail written in Hirebase stays; a new reply in the private thread is not imported.
    expect((await emailsOf(jane)).some((e) => e.direction === 'outbound' && e.subject === 'Re: Interview')).toBe(true);
    await gmail.deliver(GMAIL_USER, mail({ from: 'jane@cand.test', to: GMAIL_USER, subject: 'Re: Interview', id: '<g8@cand.test>', inReplyTo: '<g1@cand.test>' }));
    expect(await sync(accountId)).toMatchObject({ state: 'synced', result: { imported: 0 } });
    expect(await t.db.select().from(emails).where(eq(emails.messageId, '<g8@cand.test>'))).toEqual([]);
  });

  it('user A’s token reads only A’s mailbox: a member’s own Gmail brings in their mail, on their account', async () => {
    const member = await t.addMember(admin, 'member@hirebase.test', 'recruiter');
    await gmail.deliver('member@gmail.test', mail({ from: 'lee@cand.test', to: 'member@gmail.test', subject: 'For the member', id: '<m-1@cand.test>' }));
    const memberAccount = await connectOAuth(member.token, 'google_mail', 'member@gmail.test');
    const adminBefore = google.requests.length;
    await sync(accountId);
    expect(google.requests.slice(adminBefore).every((r) => r.user === GMAIL_USER)).toBe(true);
    expect(await t.db.select().from(emails).where(eq(emails.messageId, '<m-1@cand.test>'))).toEqual([]);
    const memberBefore = google.requests.length;
    expect(await runMailSync(t.ctx, { org_id: admin.orgId, account_id: memberAccount, run: ((await accountById(t.db, admin.orgId, memberAccount))!.cursor as ImapCursor).run! })).toMatchObject({ state: 'synced', result: { imported: 1 } });
    expect(google.requests.slice(memberBefore).every((r) => r.user === 'member@gmail.test')).toBe(true);
    const [row] = await t.db.select().from(emails).where(eq(emails.messageId, '<m-1@cand.test>'));
    expect(row).toMatchObject({ integrationAccountId: memberAccount, candidateId: lee });
  });

  it('a revoked grant stops the syncs and asks for a reconnect', async () => {
    google.revokeGrants(GMAIL_USER);
    expect(await sync(accountId)).toMatchObject({ state: 'failed', next_in_seconds: null });
    expect((await stateOf(admin.token, 'google_mail')).account).toMatchObject({ status: 'error', error: expect.stringMatching(/reconnect/) });
    expect((await t.call('POST', `${API}/integrations/google_mail/sync`, { token: admin.token })).status).toBe(409);
    await connectOAuth(admin.token, 'google_mail', GMAIL_USER);
    expect(await sync(accountId)).toMatchObject({ state: 'synced', result: { imported: 0 } });
  });
});

describe('Outlook (Microsoft Graph)', () => {
  let accountId: string;
  let owner: { token: string; orgId: string };
  let ann: string;

  beforeAll(async () => {
    owner = await t.newAdmin('outlook-owner@hirebase.test', 'Outlook Org');
    ann = await candidate(owner.token, 'Ann', 'ann@cand.test');
    await candidate(owner.token, 'Jane', 'jane@cand.test');
  });
  const annEmails = async () => (await t.call('GET', `${API}/emails?candidate_id=${ann}`, { token: owner.token })).json.data as { id: string; subject: string; direction: string; status: string }[];
  const run = async () => {
    const account = (await accountById(t.db, owner.orgId, accountId))!;
    return runMailSync(t.ctx, { org_id: owner.orgId, account_id: accountId, run: (account.cursor as ImapCursor).run! });
  };

  it('syncs Inbox and Sent Items by delta, page by page, only the candidates’ mail, once', async () => {
    await graph.deliver(OUTLOOK_USER, mail({ from: OUTLOOK_USER, to: 'ann@cand.test', subject: 'Your application', id: '<o0@contoso.test>', daysAgo: 1 }), 'sentitems');
    for (let n = 1; n <= 12; n++) await graph.deliver(OUTLOOK_USER, mail({ from: `noise${n}@else.test`, to: OUTLOOK_USER, subject: `Noise ${n}`, id: `<noise${n}@else.test>` }));
    const reply = await graph.deliver(OUTLOOK_USER, mail({ from: 'Ann <ann@cand.test>', to: OUTLOOK_USER, subject: 'Re: Your application', id: '<o1@cand.test>', inReplyTo: '<o0@contoso.test>' }));
    await graph.deliver(OUTLOOK_USER, mail({ from: 'bob@cand.test', to: OUTLOOK_USER, subject: 'Other org', id: '<o2@cand.test>' }));
    graph.limits.pageSize = 5;
    accountId = await connectOAuthFor(owner.token);
    const requests = microsoft.requests.length;
    expect(await run()).toMatchObject({ state: 'synced', result: { imported: 2, scanned: 15 } });
    expect(microsoft.requests.slice(requests).filter((r) => r.path.endsWith('/messages/delta')).length).toBe(4);
    expect(await run()).toMatchObject({ state: 'synced', result: { imported: 0, scanned: 0 } });
    expect((await annEmails()).map((e) => [e.subject, e.direction]).sort()).toEqual([
      ['Re: Your application', 'inbound'],
      ['Your application', 'outbound'],
    ]);
    expect(graph.valueReads.map((r) => r.id)).toContain(reply.id);
    expect(graph.valueReads).toHaveLength(2);
    expect(await t.db.select().from(emails).where(inArray(emails.messageId, ['<o2@cand.test>', '<noise1@else.test>']))).toEqual([]);
    const cursor = (await accountById(t.db, owner.orgId, accountId))!.cursor as { mailbox: { links: Record<string, string> } };
    expect(cursor.mailbox.links.inbox).toMatch(/(\$|%24)deltatoken=/);
    expect(cursor.mailbox.links.sentitems).toMatch(/(\$|%24)deltatoken=/);
  });

  it('a run that died after storing one of two new replies stores the other, and only it, when the job runs again', async () => {
    for (const n of [4, 5]) await graph.deliver(OUTLOOK_USER, mail({ from: 'ann@cand.test', to: OUTLOOK_USER, subject: `Note ${n}`, id: `<o${n}@cand.test>` }));
    const account = (await accountById(t.db, owner.orgId, accountId))!;
    const job = { org_id: owner.orgId, account_id: accountId, run: (account.cursor as ImapCursor).run! };
    const crashed = await runMailSync(t.ctx, job, {
      afterStored: () => {
        throw new Error('process killed');
      },
    });
    expect(crashed).toMatchObject({ state: 'failed' });
    expect((await annEmails()).filter((e) => e.subject.startsWith('Note'))).toHaveLength(1);
    const cursor = (await accountById(t.db, owner.orgId, accountId))!.cursor;
    await t.db.update(integrationAccounts).set({ cursor: { ...cursor, run: job.run } }).where(eq(integrationAccounts.id, accountId));
    expect(await runMailSync(t.ctx, job)).toMatchObject({ state: 'synced', result: { imported: 1 } });
    expect((await annEmails()).filter((e) => e.subject.startsWith('Note')).map((e) => e.subject).sort()).toEqual(['Note 4', 'Note 5']);
  });

  it('sends through /me/sendMail as MIME with threading headers; a 429 waits for Retry-After', async () => {
    const sent = await t.call('POST', `${API}/emails`, { token: owner.token, body: { subject: 'Re: Your application', body: 'Friday works', candidate_ids: [ann] } });
    const [row] = await t.db.select().from(emails).where(eq(emails.batchId, sent.json.data.batch_id));
    expect(await deliverEmail(t.ctx, { orgId: owner.orgId, emailId: row!.id, lastAttempt: false })).toBe('sent');
    const out = graph.sent.at(-1)!;
    expect(out.user).toBe(OUTLOOK_USER);
    expect(out.raw).toContain(`Message-ID: <${row!.id}@contoso.test>`);
    expect(out.raw).toContain('In-Reply-To: <o1@cand.test>');
    expect(out.raw).toContain('References: <o0@contoso.test> <o1@cand.test>');
    microsoft.throttleNext(1, 4);
    expect(await run()).toMatchObject({ state: 'failed', next_in_seconds: 4 });
    expect(await run()).toMatchObject({ state: 'synced', result: { imported: 0 } });
    expect((await annEmails()).filter((e) => e.subject === 'Re: Your application')).toHaveLength(2);
  });

  it('marks a bounce from an Undeliverable report, and a Private category takes the conversation back', async () => {
    const [ours] = await t.db.select().from(emails).where(and(eq(emails.orgId, owner.orgId), eq(emails.candidateId, ann), eq(emails.direction, 'outbound'), eq(emails.status, 'sent'), eq(emails.subject, 'Re: Your application')));
    await graph.deliver(OUTLOOK_USER, dsn({ to: OUTLOOK_USER, daemon: 'postmaster@contoso.test', original: ours!.messageId!, recipient: 'ann@cand.test' }).replace('Subject: Delivery Status Notification (Failure)', 'Subject: Undeliverable: Re: Your application'));
    expect(await run()).toMatchObject({ state: 'synced', result: { bounces: 1 } });
    expect((await annEmails()).find((e) => e.id === ours!.id)).toMatchObject({ status: 'bounced' });

    const reply = graph.messages(OUTLOOK_USER).find((m) => m.internetMessageId === '<o1@cand.test>')!;
    graph.categorize(OUTLOOK_USER, reply.id, 'private');
    const res = await run();
    expect(res).toMatchObject({ state: 'synced', result: { removed: 2 } });
    // The synced messages of the conversation are gone; what was written in Hirebase stays.
    expect((await annEmails()).map((e) => e.subject).sort()).toEqual(['Note 4', 'Note 5', 'Re: Your application']);
    await graph.deliver(OUTLOOK_USER, mail({ from: 'ann@cand.test', to: OUTLOOK_USER, subject: 'Re: Your application', id: '<o3@cand.test>', inReplyTo: '<o1@cand.test>' }));
    expect(await run()).toMatchObject({ state: 'synced', result: { imported: 0 } });
  });

  async function connectOAuthFor(token: string) {
    const start = await t.call('POST', `${API}/integrations/microsoft_mail/connect`, { token });
    microsoft.signInAs(OUTLOOK_USER);
    const back = await microsoft.approve(start.json.data.authorization_url);
    const res = await t.call('POST', `${API}/integrations/microsoft_mail/callback`, { token, body: { code: back.code, state: back.state } });
    expect(res.json.data.account).toMatchObject({ status: 'connected', label: OUTLOOK_USER });
    return res.json.data.account.id as string;
  }
});
