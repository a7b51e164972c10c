import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, interviews } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertApplication, insertJob } from '../candidates/fixtures.test-helper';
import { queueTemplateEmails } from './email.service';
import { deliverEmail, startEmailWorker } from './send-email.job';

const API = '/api/v1/recruiter';
let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url }, {}, { queue: true });
  await startEmailWorker(t.ctx);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function settled(token: string, batchId: string) {
  for (let i = 0; i < 100; i++) {
    const res = await t.call('GET', `${API}/emails?batch_id=${batchId}`, { token });
    if (res.json.data.every((e: { status: string }) => e.status !== 'queued')) return res.json.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('emails still queued');
}

async function candidate(token: string, first: string, email?: string) {
  return (await t.call('POST', `${API}/candidates`, { token, body: { first_name: first, last_name: 'Lee', ...(email ? { email } : {}) } })).json.data.id as string;
}

describe('sending email', () => {
  it('sends a template to many over SMTP with the signature, skipping opted-out and address-less candidates; on each timeline', async () => {
    const admin = await t.newAdmin('mail-admin@example.com', 'Mail Org');
    await t.call('PUT', `${API}/me/email-signature`, { token: admin.token, body: { signature: 'Test Admin\nMail Org recruiting' } });
    const job = await insertJob(t.db, { orgId: admin.orgId, title: 'Platform Engineer' });
    const ids = [await candidate(admin.token, 'Ada', 'ada@example.com'), await candidate(admin.token, 'Bo', 'bo@example.com'), await candidate(admin.token, 'Cy', 'cy@example.com')];
    const noEmail = await candidate(admin.token, 'Di');
    const optedOut = await candidate(admin.token, 'Ed', 'ed@example.com');
    expect((await t.call('PUT', `${API}/candidates/${optedOut}/email-opt-out`, { token: admin.token, body: { email_opt_out: true } })).json.data).toEqual({ email_opt_out: true });
    expect((await t.call('GET', `${API}/candidates/${optedOut}/email-opt-out`, { token: admin.token })).json.data).toEqual({ email_opt_out: true });
    const tpl = (
      await t.call('POST', `${API}/email-templates`, {
        token: admin.token,
        body: { name: 'Next steps', subject: '{{job.title}} at {{org.name}}', body: 'Hi {{candidate.first_name}},\n<b>next steps</b> follow.\n{{recruiter.name}}' },
      })
    ).json.data;

    const res = await t.call('POST', `${API}/emails`, { token: admin.token, body: { template_id: tpl.id, candidate_ids: [...ids, noEmail, optedOut], job_id: job.id } });
    expect(res.status).toBe(201);
    expect(res.json.data.queued).toBe(3);
    expect(res.json.data.skipped).toEqual(
      expect.arrayContaining([
        { candidate_id: noEmail, reason: 'No email address' },
        { candidate_id: optedOut, reason: 'Opted out of email' },
      ]),
    );
    const rows = await settled(admin.token, res.json.data.batch_id);
    expect(rows.filter((e: { status: string }) => e.status === 'sent')).toHaveLength(3);
    expect(rows.filter((e: { status: string }) => e.status === 'skipped')).toHaveLength(2);

    const ada = sink.messages.find((m) => m.subject === 'Platform Engineer at Mail Org' && m.text?.startsWith('Hi Ada'))!;
    expect(ada.text).toBe('Hi Ada,\n<b>next steps</b> follow.\nTest Admin\n\n-- \nTest Admin\nMail Org recruiting\n');
    expect(ada.html).toBe(false);
    expect(ada.from?.value[0]).toMatchObject({ name: 'Test Admin (Mail Org)' });
    expect(ada.replyTo?.value[0]?.address).toBe('mail-admin@example.com');
    expect(sink.messages.some((m) => m.to && JSON.stringify(m.to).includes('ed@example.com'))).toBe(false);

    const timeline = await t.call('GET', `${API}/activity?entity_id=${ids[0]}`, { token: admin.token });
    expect(timeline.json.data[0]).toMatchObject({
      action: 'send',
      entity_type: 'candidate',
      actor: { name: 'Test Admin' },
      changes: { subject: { after: 'Platform Engineer at Mail Org' }, status: { after: 'sent' } },
    });
    const skippedLine = await t.call('GET', `${API}/activity?entity_id=${optedOut}`, { token: admin.token });
    expect(skippedLine.json.data[0].changes).toMatchObject({ status: { after: 'skipped' }, reason: { after: 'Opted out of email' } });

    const outbox = await t.call('GET', `${API}/outbox`, { token: admin.token });
    expect(outbox.json.data.filter((m: { status: string; kind: string }) => m.kind === 'candidate_email' && m.status === 'sent')).toHaveLength(3);
    const one = await t.call('GET', `${API}/emails/${rows[0].id}`, { token: admin.token });
    expect(one.json.data).toMatchObject({ id: rows[0].id, job: { title: 'Platform Engineer' }, sent_by: { name: 'Test Admin' } });

    // Sending it again is a new batch, but a retried job of a sent email sends nothing.
    const before = sink.messages.length;
    expect(await deliverEmail(t.ctx, { orgId: admin.orgId, emailId: rows[0].id, lastAttempt: false })).toBe('done');
    expect(sink.messages.length).toBe(before);
  });

  it('sends to one opted-out candidate when asked directly; refuses unknown fields, other orgs and recruiters reading the outbox', async () => {
    const admin = await t.newAdmin('mail-one@example.com', 'One Org');
    const rec = await t.addMember(admin, 'mail-one-rec@example.com', 'recruiter');
    const id = await candidate(admin.token, 'Fay', 'fay@example.com');
    await t.call('PUT', `${API}/candidates/${id}/email-opt-out`, { token: admin.token, body: { email_opt_out: true } });
    const one = await t.call('POST', `${API}/emails`, { token: rec.token, body: { subject: 'Quick question', body: 'Hi {{candidate.first_name}}', candidate_ids: [id] } });
    expect(one.json.data).toMatchObject({ queued: 1, skipped: [] });
    await settled(rec.token, one.json.data.batch_id);

    const unknown = await t.call('POST', `${API}/emails`, { token: rec.token, body: { subject: 'Hi {{candidate.nickname}}', body: 'x', candidate_ids: [id] } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.details).toEqual({ unknown_fields: ['candidate.nickname'] });
    const noJob = await t.call('POST', `${API}/emails`, { token: rec.token, body: { subject: 'About {{job.title}}', body: 'x', candidate_ids: [id] } });
    expect(noJob.status).toBe(422);
    expect((await t.call('GET', `${API}/emails?batch_id=${unknown.json?.data?.batch_id ?? 'none'}`, { token: rec.token })).json.data).toEqual([]);

    const other = await t.newAdmin('mail-other@example.com', 'Other Org');
    const otherTpl = (await t.call('POST', `${API}/email-templates`, { token: other.token, body: { name: 'Theirs', subject: 's', body: 'b' } })).json.data;
    expect((await t.call('POST', `${API}/emails`, { token: other.token, body: { subject: 's', body: 'b', candidate_ids: [id] } })).status).toBe(404);
    expect((await t.call('POST', `${API}/emails`, { token: admin.token, body: { template_id: otherTpl.id, candidate_ids: [id] } })).status).toBe(404);
    expect((await t.call('POST', `${API}/emails`, { token: admin.token, body: { template_id: otherTpl.id, subject: 's', body: 'b', candidate_ids: [id] } })).status).toBe(404);
    expect((await t.call('GET', `${API}/emails?candidate_id=${id}`, { token: other.token })).json.data).toEqual([]);
    expect((await t.call('GET', `${API}/outbox`, { token: rec.token })).status).toBe(403);
    expect((await t.call('GET', `${API}/outbox`, { token: other.token })).json.data.every((m: { to: string }) => m.to !== 'fay@example.com')).toBe(true);
  });

  it('fills {{interview.time}} in the organizer’s zone, and skips candidates without a scheduled interview', async () => {
    const admin = await t.newAdmin('mail-int@example.com', 'Int Org');
    const job = await insertJob(t.db, { orgId: admin.orgId });
    const [withInterview, without] = [await candidate(admin.token, 'Gus', 'gus@example.com'), await candidate(admin.token, 'Hal', 'hal@example.com')];
    const applicationId = await insertApplication(t.db, { orgId: admin.orgId, jobId: job.id, candidateId: withInterview, stageId: job.stages[2]!.id });
    const startsAt = new Date(Date.UTC(2099, 2, 3, 13, 0));
    await t.db.insert(interviews).values({
      id: newId(),
      orgId: admin.orgId,
      applicationId,
      candidateId: withInterview,
      jobId: job.id,
      title: 'Panel',
      type: 'video',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3600_000),
      timezone: 'Europe/Berlin',
      icsUid: newId(),
    });
    const res = await t.call('POST', `${API}/emails`, {
      token: admin.token,
      body: { subject: 'Your interview', body: 'See you {{interview.time}}.', candidate_ids: [withInterview, without], job_id: job.id },
    });
    expect(res.json.data).toMatchObject({ queued: 1, skipped: [{ candidate_id: without, reason: 'No scheduled interview for {{interview.time}}' }] });
    const [sent] = (await settled(admin.token, res.json.data.batch_id)).filter((e: { status: string }) => e.status === 'sent');
    expect(sent.body).toBe('See you Tuesday, March 3, 2099 at 2:00 PM GMT+1.');
  });
});

describe('automations', () => {
  it('queue a template inside the caller’s transaction, honouring opt-out and skipping what they cannot fill', async () => {
    const admin = await t.newAdmin('mail-auto@example.com', 'Auto Org');
    const job = await insertJob(t.db, { orgId: admin.orgId, title: 'Ops Lead' });
    const [kim, lou] = [await candidate(admin.token, 'Kim', 'kim@example.com'), await candidate(admin.token, 'Lou', 'lou@example.com')];
    await t.call('PUT', `${API}/candidates/${lou}/email-opt-out`, { token: admin.token, body: { email_opt_out: true } });
    const applicationId = await insertApplication(t.db, { orgId: admin.orgId, jobId: job.id, candidateId: kim, stageId: job.stages[1]!.id });
    const tpl = (await t.call('POST', `${API}/email-templates`, { token: admin.token, body: { name: 'Auto', subject: '{{job.title}}', body: 'Hi {{candidate.first_name}}' } })).json.data;
    const signed = (await t.call('POST', `${API}/email-templates`, { token: admin.token, body: { name: 'Signed', subject: 'x', body: 'From {{recruiter.name}}' } })).json.data;

    const queue = (templateId: string, candidateIds: string[]) =>
      t.db.transaction((tx) => queueTemplateEmails(tx, t.ctx, { orgId: admin.orgId, candidateIds, templateId, sentBy: null, origin: 'trigger', applicationId }));
    const first = await queue(tpl.id, [kim]);
    expect(first).toMatchObject({ queued: 1, skipped: [] });
    const [mail] = await settled(admin.token, first.batch_id);
    expect(mail).toMatchObject({ subject: 'Ops Lead', origin: 'trigger', sent_by: null, status: 'sent' });
    expect(sink.messages.find((m) => m.subject === 'Ops Lead')?.from?.value[0]).toMatchObject({ name: 'Auto Org' });
    expect((await t.call('GET', `${API}/activity?entity_id=${kim}`, { token: admin.token })).json.data[0]).toMatchObject({ actor: null, changes: { origin: { after: 'automation' } } });

    expect(await queue(tpl.id, [lou])).toMatchObject({ queued: 0, skipped: [{ candidate_id: lou, reason: 'Opted out of email' }] });
    // The job has no owner and an automation has no sender: skipped, not an error that undoes the move.
    expect(await queue(signed.id, [kim])).toMatchObject({ queued: 0, skipped: [{ candidate_id: kim, reason: 'No value for {{recruiter.name}}' }] });
  });
});

describe('a failing mail server', () => {
  let rejecting: SMTPServer;
  let failing: TestApp;
  beforeAll(async () => {
    rejecting = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => rejecting.listen(0, '127.0.0.1', resolve));
    const address = rejecting.server.address();
    failing = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }, {}, { queue: true });
  });
  afterAll(async () => {
    await failing.close();
    await new Promise<void>((resolve) => rejecting.close(() => resolve()));
  });

  it('keeps the email queued while retries remain, then fails it with the reason on the timeline and in the outbox', async () => {
    const admin = await failing.newAdmin('mail-fail@example.com', 'Fail Org');
    const id = (await failing.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Ivy', email: 'ivy@example.com' } })).json.data.id;
    const res = await failing.call('POST', `${API}/emails`, { token: admin.token, body: { subject: 'Hello', body: 'Hi {{candidate.first_name}}', candidate_ids: [id] } });
    expect(res.json.data.queued).toBe(1);
    const [row] = await failing.db.select().from(emails).where(eq(emails.batchId, res.json.data.batch_id));

    // The worker's first attempts: not yet final, so the job is failed for pg-boss to retry.
    expect(await deliverEmail(failing.ctx, { orgId: admin.orgId, emailId: row!.id, lastAttempt: false })).toBe('retry');
    let email = (await failing.call('GET', `${API}/emails/${row!.id}`, { token: admin.token })).json.data;
    expect(email).toMatchObject({ status: 'queued', attempts: 1 });
    expect(email.error).toContain('Mailbox unavailable');

    expect(await deliverEmail(failing.ctx, { orgId: admin.orgId, emailId: row!.id, lastAttempt: true })).toBe('failed');
    email = (await failing.call('GET', `${API}/emails/${row!.id}`, { token: admin.token })).json.data;
    expect(email).toMatchObject({ status: 'failed', attempts: 2 });
    expect(email.error).toContain('Mailbox unavailable');
    expect(await deliverEmail(failing.ctx, { orgId: admin.orgId, emailId: row!.id, lastAttempt: true })).toBe('done');

    const timeline = await failing.call('GET', `${API}/activity?entity_id=${id}`, { token: admin.token });
    expect(timeline.json.data[0].changes).toMatchObject({ status: { after: 'failed' }, reason: { after: expect.stringContaining('Mailbox unavailable') } });
    const outbox = await failing.call('GET', `${API}/outbox?status=failed`, { token: admin.token });
    expect(outbox.json.data).toHaveLength(2);
    expect(outbox.json.data[0]).toMatchObject({ to: 'ivy@example.com', subject: 'Hello', status: 'failed', attachments: [] });
  });
});

describe('without SMTP', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({}, {}, { queue: true });
    await startEmailWorker(plain.ctx);
  });
  afterAll(() => plain.close());

  it('keeps the mail in the outbox, as text', async () => {
    const admin = await plain.newAdmin('mail-outbox@example.com', 'Outbox Org');
    const id = (await plain.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Jo', email: 'jo@example.com' } })).json.data.id;
    const tpl = (await plain.call('POST', `${API}/email-templates`, { token: admin.token, body: { name: 'Html', subject: 'Hi', body: '<img src=x onerror=alert(1)> {{candidate.first_name}}' } })).json.data;
    const res = await plain.call('POST', `${API}/emails`, { token: admin.token, body: { template_id: tpl.id, candidate_ids: [id] } });
    for (let i = 0; i < 100; i++) {
      const [row] = await plain.db.select().from(emails).where(eq(emails.batchId, res.json.data.batch_id));
      if (row!.status !== 'queued') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const outbox = await plain.call('GET', `${API}/outbox`, { token: admin.token });
    const mail = outbox.json.data.find((m: { to: string }) => m.to === 'jo@example.com');
    expect(mail).toMatchObject({ status: 'stored', subject: 'Hi', text: '<img src=x onerror=alert(1)> Jo' });
    expect((await plain.lastMailTo('jo@example.com'))!.html).toBeNull();
  });
});
