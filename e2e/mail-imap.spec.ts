import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ImapFlow } from 'imapflow';
import { apiCall, apiPost, captureToken } from './support/api';
import { DEMO, login } from './support/fixtures';
import { IMAP_E2E, IMAP_FILE } from './support/paths';

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
    await expect(page.getByText('IMAP / SMTP mailbox is syncing')).toBeVisible();
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
