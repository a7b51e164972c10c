import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { createTestApp, type TestApp } from '../test/test-app';
import { actionMail, startOutboxWorker } from './mailer';

/** Resolves once `check` holds (checked every 20 ms); gives up after `seconds`. */
async function until(check: () => boolean | Promise<boolean>, seconds = 20) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition never held');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('identity mail through a stuck SMTP server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let release: () => void;
  beforeAll(async () => {
    // The mail server accepts connections but does not answer until released.
    const hold = new Promise<void>((resolve) => (release = resolve));
    sink = await startSmtpSink(undefined, { hold });
    t = await createTestApp({ SMTP_URL: sink.url }, {}, { queue: true });
  });
  afterAll(async () => {
    release();
    await t.close();
    await sink.close();
  });

  /** The call's answer, or "smtp" when the request reached the mail server before answering. */
  async function answerBeforeSmtp(path: string, body: object) {
    const request = t.call('POST', path, { body });
    const touchedSmtp = until(() => sink.connections() > 0).then(() => 'smtp' as const);
    return Promise.race([request, touchedSmtp]);
  }

  async function outboxStatus(to: string, kind: string) {
    const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
    return rows.find((r) => r.kind === kind)?.status ?? null;
  }

  it('answers sign-up and forgot-password without waiting on SMTP, then the queue delivers the mail', async () => {
    const signUp = await answerBeforeSmtp('/api/auth/sign-up/email', {
      email: 'smtp@example.com',
      password: 'secret-pass',
      name: 'Smtp <b>User</b>',
      turnstile_token: '',
    });
    expect(signUp).not.toBe('smtp');
    expect(signUp).toMatchObject({ status: 200 });

    const known = await answerBeforeSmtp('/api/auth/request-password-reset', { email: 'smtp@example.com', redirectTo: '/auth/set-password' });
    const unknown = await answerBeforeSmtp('/api/auth/request-password-reset', { email: 'nobody@example.com', redirectTo: '/auth/set-password' });
    expect(known).not.toBe('smtp');
    expect(unknown).not.toBe('smtp');
    expect(known).toMatchObject({ status: 200, json: (unknown as { json: unknown }).json });

    // At answer time the mails wait in the outbox, and no connection to the mail server was made.
    expect(await outboxStatus('smtp@example.com', 'verify_email')).toBe('stored');
    expect(await outboxStatus('smtp@example.com', 'password_reset')).toBe('stored');
    expect(sink.connections()).toBe(0);

    release();
    await startOutboxWorker(t.ctx);
    await until(() => sink.messages.length >= 2);
    const verify = sink.messages.find((m) => m.subject?.includes('Verify'));
    expect(verify?.to && 'text' in verify.to ? verify.to.text : '').toBe('smtp@example.com');
    expect(verify?.text).toContain('/api/auth/verify-email?token=');
    expect(verify?.html).toContain('Smtp &lt;b&gt;User&lt;/b&gt;');
    expect(sink.messages.some((m) => m.subject?.includes('Reset'))).toBe(true);
    await until(async () => (await outboxStatus('smtp@example.com', 'password_reset')) === 'sent');
    expect(await outboxStatus('smtp@example.com', 'verify_email')).toBe('sent');
    expect(sink.messages.some((m) => m.to && 'text' in m.to && m.to.text === 'nobody@example.com')).toBe(false);
  });
});

describe('actionMail', () => {
  it('escapes every value in the HTML part', () => {
    const { html, text } = actionMail({ heading: '<script>x</script>', body: 'a & b', action: '"Go"', url: 'http://x/?a=1&b=2' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('a &amp; b');
    expect(text).toContain('http://x/?a=1&b=2');
  });
});
