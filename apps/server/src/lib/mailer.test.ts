import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { createTestApp, type TestApp } from '../test/test-app';
import { actionMail } from './mailer';

describe('mail through SMTP', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('delivers the verification mail over SMTP and records it as sent', async () => {
    const res = await t.call('POST', '/api/auth/sign-up/email', {
      body: { email: 'smtp@example.com', password: 'secret-pass', name: 'Smtp <b>User</b>', turnstile_token: '' },
    });
    expect(res.status).toBe(200);
    const mail = sink.messages.find((m) => m.subject?.includes('Verify'));
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('smtp@example.com');
    expect(mail?.text).toContain('/api/auth/verify-email?token=');
    expect(mail?.html).toContain('Smtp &lt;b&gt;User&lt;/b&gt;');
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'smtp@example.com'));
    expect(row?.status).toBe('sent');
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
