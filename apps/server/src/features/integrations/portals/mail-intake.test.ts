/**
 * Naukri's application emails through a real Dovecot (test/dovecot.ts): the organization chooses the
 * member whose mailbox receives them, that mailbox syncs, and each application email becomes an
 * applicant once (sync run twice), its resume parsed by the normal pipeline. The email is made up
 * (test/fixtures/portal-mail). Skipped, saying why, without the dovecot binary; CI installs it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, portalApplicants, resumes } from '../../../db/schema';
import { dovecotBinary, NO_DOVECOT, startDovecot, type Dovecot } from '../../../test/dovecot';
import { renderPdf } from '../../../test/fixtures/resumes/make';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CAREERS_PARSE_QUEUE, parseApplicantResume, type CareersParseJob } from '../../careers/careers-parse.job';
import { accountById } from '../accounts';
import { runMailSync, type MailSyncJob } from '../imap/sync.job';
import type { ImapCursor } from '../imap/sync';

const API = '/api/v1/recruiter';
const USER = 'jobs@acme.test';
const OTHER = 'other-rec@acme.test';
const PASSWORD = 'app-password-1';
const TEMPLATE = readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/portal-mail/naukri-application.eml'), 'utf8');

let dovecot: Dovecot;
let smtp: SmtpSink;
let t: TestApp;
let admin: { token: string; orgId: string };

type Applicant = { name: string; email: string; phone: string; jobTitle: string; jobRef: string; id: string };

async function naukriMail(a: Applicant, over: { headers?: string; subject?: string } = {}) {
  const resume = Buffer.from(await renderPdf(`${a.name}\n${a.email}\nSkills: Kotlin, Android, Jetpack Compose\nExperience\nSenior Android Developer at Flipkart, 2021 - present`)).toString('base64');
  const fill: Record<string, string> = { NAME: a.name, EMAIL: a.email, PHONE: a.phone, JOB_TITLE: a.jobTitle, JOB_REF: a.jobRef, MESSAGE_ID: a.id, TO: USER, RESUME_NAME: `${a.name.replace(/\s+/g, '_')}_Resume.pdf`, RESUME: resume.replace(/.{76}/g, '$&\r\n') };
  let raw = TEMPLATE.replace(/\{\{([A-Z_]+)\}\}/g, (_, k: string) => fill[k] ?? '');
  if (over.subject) raw = raw.replace(/^Subject: .*$/m, `Subject: ${over.subject}`);
  if (over.headers) raw = `${over.headers}\n${raw}`;
  return raw.replace(/\r?\n/g, '\r\n');
}

async function deliver(raw: string, user = USER) {
  const client = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, auth: { user, pass: PASSWORD }, logger: false });
  await client.connect();
  await client.append('INBOX', raw);
  await client.logout();
}

const connectMailbox = (token: string, username: string) =>
  t.call('POST', `${API}/integrations/imap/connect`, {
    token,
    body: { host: dovecot.host, port: dovecot.port, secure: false, username, password: PASSWORD, smtp_host: '127.0.0.1', smtp_port: Number(new URL(smtp.url).port), smtp_secure: false },
  });

async function nextJob(accountId: string): Promise<MailSyncJob> {
  const account = (await accountById(t.db, admin.orgId, accountId))!;
  return { org_id: admin.orgId, account_id: accountId, run: (account.cursor as ImapCursor).run! };
}

const haveDovecot = dovecotBinary() !== null;
if (!haveDovecot) console.warn(NO_DOVECOT);

describe.skipIf(!haveDovecot)(haveDovecot ? 'Naukri application emails through a real Dovecot' : NO_DOVECOT, () => {
  let mailbox: string;
  let otherMailbox: string;
  let jobId: string;
  let existing: string;

  beforeAll(async () => {
    dovecot = await startDovecot();
    await dovecot.setUser(USER, PASSWORD);
    await dovecot.setUser(OTHER, PASSWORD);
    smtp = await startSmtpSink(undefined, { users: { [USER]: PASSWORD, [OTHER]: PASSWORD } });
    t = await createTestApp({ INTEGRATIONS_ALLOW_PRIVATE: '1', INTEGRATIONS_SYNC_MINUTES: '5' }, {}, { queue: true });
    admin = await t.newAdmin(USER, 'Portal Mail Org');
    const member = await t.addMember(admin, OTHER, 'recruiter');
    mailbox = (await connectMailbox(admin.token, USER)).json.data.account.id;
    otherMailbox = (await connectMailbox(member.token, OTHER)).json.data.account.id;
    const me = (await t.call('GET', `${API}/user/profile`, { token: admin.token })).json.data;
    const connected = await t.call('POST', `${API}/integrations/naukri/connect`, { token: admin.token, body: { employer_id: 'EMP-77', account_email: USER, mailbox_user_id: me.id } });
    expect(connected.status, connected.text).toBe(200);
    const job = await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Android Developer', status: 'open' } });
    jobId = job.json.data.id;
    existing = (await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Kiran', last_name: 'Rao', email: 'kiran.rao@example.in' } })).json.data.id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await dovecot?.close();
  });

  it('turns each application email in the chosen mailbox into one applicant with source naukri, its resume parsed', async () => {
    await deliver(await naukriMail({ name: 'Sneha Kulkarni', email: 'sneha.k@example.in', phone: '+91 98220 33445', jobTitle: 'Android Developer', jobRef: jobId, id: '<resp-1@naukri.com>' }));
    await deliver(await naukriMail({ name: 'Kiran Rao', email: 'Kiran.Rao@example.in', phone: '+91 99000 12345', jobTitle: 'Android Developer', jobRef: '', id: '<resp-2@naukri.com>' }));
    // From the portal's domain but not an application; an application that failed the receiving server's DMARC check; not from the portal at all.
    await deliver(await naukriMail({ name: 'News', email: 'news@example.in', phone: '', jobTitle: 'x', jobRef: '', id: '<digest-1@naukri.com>' }, { subject: 'Your weekly hiring digest' }));
    await deliver(await naukriMail({ name: 'Spoofed Person', email: 'spoof@example.in', phone: '', jobTitle: 'Android Developer', jobRef: jobId, id: '<spoof-1@naukri.com>' }, { headers: 'Authentication-Results: mx.acme.test; dkim=fail; dmarc=fail header.from=naukri.com' }));
    await deliver((await naukriMail({ name: 'Look Alike', email: 'alike@example.in', phone: '', jobTitle: 'Android Developer', jobRef: jobId, id: '<alike-1@evil.test>' })).replace(/^From: .*$/m, 'From: Naukri <noreply@naukri.com.evil.test>'));

    expect(await runMailSync(t.ctx, await nextJob(mailbox))).toMatchObject({ state: 'synced' });
    expect(await runMailSync(t.ctx, await nextJob(mailbox))).toMatchObject({ state: 'synced' });

    const taken = await t.db.select().from(portalApplicants).where(eq(portalApplicants.orgId, admin.orgId));
    expect(taken.map((r) => [r.ref, r.outcome, r.channel]).sort()).toEqual([
      ['<resp-1@naukri.com>', 'created', 'email'],
      ['<resp-2@naukri.com>', 'matched', 'email'],
    ]);
    const apps = await t.db.select().from(applications).where(and(eq(applications.orgId, admin.orgId), eq(applications.jobId, jobId)));
    expect(apps).toHaveLength(2);
    expect(apps.every((a) => a.source === 'naukri')).toBe(true);
    expect(apps.map((a) => a.candidateId)).toContain(existing);
    const sneha = taken.find((r) => r.outcome === 'created')!;
    const person = (await t.call('GET', `${API}/candidates/${sneha.candidateId}`, { token: admin.token })).json.data;
    expect(person).toMatchObject({ first_name: 'Sneha', last_name: 'Kulkarni', email: 'sneha.k@example.in', location: 'Hyderabad', years_experience: 5, source: 'Naukri' });

    // The resumes wait for the careers applicants' parse job, which attaches them as any upload's.
    const jobs: CareersParseJob[] = [];
    for (;;) {
      const [job] = await t.ctx.queue.boss.fetch<CareersParseJob>(CAREERS_PARSE_QUEUE);
      if (!job) break;
      jobs.push(job.data);
      await parseApplicantResume(t.ctx, job.data);
      await t.ctx.queue.boss.complete(CAREERS_PARSE_QUEUE, job.id);
    }
    expect(jobs.map((j) => j.candidate_id).sort()).toEqual([sneha.candidateId, existing].sort());
    const files = await t.db.select().from(resumes).where(eq(resumes.candidateId, sneha.candidateId!));
    expect(files).toHaveLength(1);
    expect(files[0]!.fileName).toBe('Sneha_Kulkarni_Resume.pdf');
    const after = (await t.call('GET', `${API}/candidates/${sneha.candidateId}`, { token: admin.token })).json.data;
    expect(after.skills).toEqual(expect.arrayContaining(['Kotlin', 'Android']));

    const page = (await t.call('GET', `${API}/portals/naukri`, { token: admin.token })).json.data;
    expect(page.applicants.map((a: { channel: string; name: string }) => [a.channel, a.name]).sort()).toEqual([
      ['email', 'Kiran Rao'],
      ['email', 'Sneha Kulkarni'],
    ]);
    // Two syncs, a resume parse in the worker threads and two PDF renders: slow on a loaded machine.
  }, 90_000);

  it('leaves portal mail in a mailbox the organization did not choose, and takes what arrives there once it is chosen', async () => {
    await deliver(await naukriMail({ name: 'Arjun Mehta', email: 'arjun.m@example.in', phone: '', jobTitle: 'Android Developer', jobRef: jobId, id: '<resp-3@naukri.com>' }), OTHER);
    expect(await runMailSync(t.ctx, await nextJob(otherMailbox))).toMatchObject({ state: 'synced' });
    expect(await t.db.select().from(portalApplicants).where(eq(portalApplicants.ref, '<resp-3@naukri.com>'))).toEqual([]);

    const memberId = (await accountById(t.db, admin.orgId, otherMailbox))!.userId;
    const settings = await t.call('PUT', `${API}/portals/naukri/settings`, { token: admin.token, body: { mailbox_user_id: memberId } });
    expect(settings.status, settings.text).toBe(200);
    expect(settings.json.data.settings.mailbox_user_id).toBe(memberId);
    await deliver(await naukriMail({ name: 'Divya Nair', email: 'divya.n@example.in', phone: '', jobTitle: 'Android Developer', jobRef: jobId, id: '<resp-4@naukri.com>' }), OTHER);
    expect(await runMailSync(t.ctx, await nextJob(otherMailbox))).toMatchObject({ state: 'synced' });
    const [row] = await t.db.select().from(portalApplicants).where(eq(portalApplicants.ref, '<resp-4@naukri.com>'));
    expect(row).toMatchObject({ outcome: 'created', channel: 'email', jobId });
    // The first mailbox is no longer the portal's: what reaches it now stays there.
    await deliver(await naukriMail({ name: 'Late Arrival', email: 'late@example.in', phone: '', jobTitle: 'Android Developer', jobRef: jobId, id: '<resp-5@naukri.com>' }));
    expect(await runMailSync(t.ctx, await nextJob(mailbox))).toMatchObject({ state: 'synced' });
    expect(await t.db.select().from(portalApplicants).where(eq(portalApplicants.ref, '<resp-5@naukri.com>'))).toEqual([]);
  });
});
