import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ImapFlow } from 'imapflow';
import { apiCall, apiPost, captureToken } from './support/api';
import { DEMO, login } from './support/fixtures';
import { CALDAV_E2E, CALDAV_FILE, IMAP_E2E, IMAP_FILE } from './support/paths';

const calendar = existsSync(CALDAV_FILE) ? (JSON.parse(readFileSync(CALDAV_FILE, 'utf8')) as { url: string; calendar_url: string }) : null;
const mailbox = existsSync(IMAP_FILE) ? (JSON.parse(readFileSync(IMAP_FILE, 'utf8')) as { imap_port: number; smtp_port: number }) : null;

/** The candidate's reply, put in the INBOX as their mail server would deliver it. */
async function reply(from: string, subject: string, inReplyTo: string) {
  const client = new ImapFlow({ host: '127.0.0.1', port: mailbox!.imap_port, secure: false, auth: { user: IMAP_E2E.user, pass: IMAP_E2E.password }, logger: false });
  await client.connect();
  await client.append(
    'INBOX',
    [`From: ${from}`, `To: ${IMAP_E2E.user}`, `Subject: ${subject}`, `Message-ID: <reply-${Date.now()}@candidate.test>`, `In-Reply-To: ${inReplyTo}`, `Date: ${new Date().toUTCString()}`, '', 'Tuesday works for me.', ''].join('\r\n'),
  );
  await client.logout();
}

test('a recruiter connects an IMAP mailbox from /apps, emails a candidate through it, and the reply lands on the timeline', async ({ page }) => {
  test.skip(!mailbox, 'dovecot is not installed (apt-get install -y dovecot-imapd): no IMAP server to connect');
  const stamp = Date.now().toString(36);
  await login(page, DEMO.recruiter);
  await expect(page).toHaveURL(/\/$/);
  const token = await captureToken(page, () => page.goto('/apps'));
  try {
    // A wrong password is refused with the server's reason, then the right one connects.
    await page.getByRole('button', { name: 'Connect IMAP / SMTP mailbox' }).click();
    const form = page.getByRole('form', { name: 'Connect an IMAP mailbox' });
    await form.getByLabel('IMAP server').fill('127.0.0.1');
    await form.getByLabel('Port').first().fill(String(mailbox!.imap_port));
    await form.getByLabel('Use TLS').uncheck();
    await form.getByLabel('User name', { exact: true }).fill(IMAP_E2E.user);
    await form.getByLabel('Password or app password').fill('not-the-password');
    await form.getByLabel('SMTP server (for sending)').fill('127.0.0.1');
    await form.getByLabel('Port').nth(1).fill(String(mailbox!.smtp_port));
    await form.getByRole('button', { name: 'Connect mailbox' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'refused this user name and password' })).toBeVisible({ timeout: 20_000 });
    await form.getByLabel('Password or app password').fill(IMAP_E2E.password);
    await form.getByRole('button', { name: 'Connect mailbox' }).click();
    await expect(page.getByRole('button', { name: 'Disconnect IMAP / SMTP mailbox' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(IMAP_E2E.user)).toBeVisible();

    // An email to a candidate goes out through the mailbox; the candidate answers it.
    const candidate = await apiPost<{ id: string }>(page, token, '/candidates', { first_name: 'Imani', last_name: `Mailbox${stamp}`, email: `imani.${stamp}@candidate.test` });
    await apiPost(page, token, '/emails', { subject: `Interview ${stamp}`, body: 'Does Tuesday suit you?', candidate_ids: [candidate.id] });
    let sent: { status: string; id: string } | undefined;
    await expect(async () => {
      [sent] = await apiCall<{ status: string; id: string }[]>(page, token, 'GET', `/emails?candidate_id=${candidate.id}`);
      expect(sent?.status).toBe('sent');
    }).toPass({ timeout: 30_000 });
    await reply(`imani.${stamp}@candidate.test`, `Re: Interview ${stamp}`, `<${sent!.id}@mailbox.test>`);

    await page.getByRole('button', { name: 'Sync IMAP / SMTP mailbox now' }).click();
    await expect(page.getByText('IMAP / SMTP mailbox is syncing', { exact: true })).toBeVisible();
    // The sync is a job: wait for it through the API, then read the timeline as the recruiter would.
    await expect(async () => {
      const list = await apiCall<{ direction: string }[]>(page, token, 'GET', `/emails?candidate_id=${candidate.id}`);
      expect(list.map((e) => e.direction).sort()).toEqual(['inbound', 'outbound']);
    }).toPass({ timeout: 30_000 });
    await page.goto(`/database/candidate/${candidate.id}`);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByText(`Imani Mailbox${stamp} sent an email`)).toBeVisible();
    await expect(timeline.getByText(`emailed Imani Mailbox${stamp}`)).toBeVisible();
  } finally {
    await page.request.fetch('/api/v1/recruiter/integrations/imap', { method: 'DELETE', headers: { authorization: token } });
  }
});

test('a recruiter connects a CalDAV calendar from /apps and the schedule dialog shows its busy time', async ({ page }) => {
  test.skip(!calendar, 'radicale is not installed (apt-get install -y radicale): no CalDAV server to connect');
  const stamp = Date.now().toString(36);
  await login(page, DEMO.recruiter);
  await expect(page).toHaveURL(/\/$/);
  const token = await captureToken(page, () => page.goto('/apps'));
  try {
    await page.getByRole('button', { name: 'Connect CalDAV calendar' }).click();
    const form = page.getByRole('form', { name: 'Connect a CalDAV calendar' });
    await form.getByLabel('CalDAV server address').fill(calendar!.url);
    await form.getByLabel('User name').fill(CALDAV_E2E.user);
    await form.getByLabel('Password or app password').fill('not-the-password');
    await form.getByRole('button', { name: 'Connect calendar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'refused this user name and password' })).toBeVisible({ timeout: 20_000 });
    await form.getByLabel('Password or app password').fill(CALDAV_E2E.password);
    await form.getByRole('button', { name: 'Connect calendar' }).click();
    await expect(page.getByRole('button', { name: 'Disconnect CalDAV calendar' })).toBeVisible({ timeout: 20_000 });

    // A dentist appointment the recruiter keeps in that calendar, put there over CalDAV.
    const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//E2E//EN', 'BEGIN:VEVENT', `UID:dentist-${stamp}`, 'DTSTAMP:20310101T000000Z', 'DTSTART:20310610T140000Z', 'DTEND:20310610T153000Z', 'SUMMARY:Dentist', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
    const put = await fetch(`${calendar!.calendar_url}dentist-${stamp}.ics`, {
      method: 'PUT',
      body: ics,
      headers: { 'content-type': 'text/calendar', authorization: `Basic ${Buffer.from(`${CALDAV_E2E.user}:${CALDAV_E2E.password}`).toString('base64')}` },
    });
    expect(put.status).toBeLessThan(300);

    const job = await apiPost<{ id: string }>(page, token, '/jobs', { title: `Calendar job ${stamp}` });
    const candidate = await apiPost<{ id: string }>(page, token, '/candidates', { first_name: 'Cal', last_name: `Dav${stamp}`, email: `cal.${stamp}@candidate.test` });
    await apiPost(page, token, `/jobs/${job.id}/applications`, { candidate_id: candidate.id });
    await page.goto(`/database/candidate/${candidate.id}`);
    await page.getByRole('button', { name: 'Schedule interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
    await dialog.getByLabel('Time zone').selectOption('UTC');
    await dialog.getByLabel('Date').fill('2031-06-10');
    const availability = dialog.getByRole('region', { name: 'Availability' });
    await expect(availability).toContainText('Rui Recruiter: busy 14:00–15:30');
    // The first free hour for everyone is offered and one click takes it.
    await availability.getByRole('button', { name: '09:00' }).click();
    await expect(dialog.getByLabel('Start time')).toHaveValue('09:00');
  } finally {
    await page.request.fetch('/api/v1/recruiter/integrations/caldav', { method: 'DELETE', headers: { authorization: token } });
  }
});
