/**
 * The server the browser tests talk to: a fresh embedded database, an SMTP sink that writes
 * every message it receives to MAIL_DIR as JSON so tests can follow verification and invitation links,
 * and hosted billing against the fake payment provider on loopback, whose Checkout page pays and
 * delivers the signed webhook back to this server; and, where Dovecot is installed, a throwaway IMAP
 * server with an SMTP server of its own for the mailbox flow, and where Radicale is, a CalDAV server.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dovecotBinary, startDovecot } from '../../apps/server/src/test/dovecot';
import { startFakeStripe } from '../../apps/server/src/test/fake-stripe';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink';
import { radicaleBinary, startRadicale } from '../../apps/server/src/test/radicale';
import { CALDAV_E2E, CALDAV_FILE, IMAP_E2E, IMAP_FILE } from './paths';

const dataDir = process.env.DATA_DIR!;
const mailDir = process.env.MAIL_DIR!;
rmSync(dataDir, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let n = 0;
const sink = await startSmtpSink((mail) => {
  const to = mail.to && 'text' in mail.to ? mail.to.text : '';
  const file = path.join(mailDir, `${Date.now()}-${String(n++).padStart(4, '0')}.json`);
  writeFileSync(file, JSON.stringify({ to, subject: mail.subject, text: mail.text }));
});
process.env.SMTP_URL = sink.url;

const webhookSecret = 'whsec_e2e_signing_secret';
const stripe = await startFakeStripe({
  webhookSecret,
  prices: { price_e2e_growth: 4900, price_e2e_scale: 9900 },
  webhookUrl: `${process.env.PUBLIC_URL}/api/v1/webhooks/stripe`,
});
Object.assign(process.env, {
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: stripe.base,
  STRIPE_PRICE_GROWTH: 'price_e2e_growth',
  STRIPE_PRICE_SCALE: 'price_e2e_scale',
});

// A real IMAP mailbox for e2e/mail-imap.spec.ts, where Dovecot is installed: its address goes to a file the spec reads.
if (dovecotBinary()) {
  const dovecot = await startDovecot();
  await dovecot.setUser(IMAP_E2E.user, IMAP_E2E.password);
  const mailboxSmtp = await startSmtpSink(undefined, { users: { [IMAP_E2E.user]: IMAP_E2E.password } });
  writeFileSync(IMAP_FILE, JSON.stringify({ imap_port: dovecot.port, smtp_port: Number(new URL(mailboxSmtp.url).port) }));
  process.env.INTEGRATIONS_ALLOW_PRIVATE = '1';
} else {
  rmSync(IMAP_FILE, { force: true });
}

// A real CalDAV calendar for the same spec, where Radicale is installed.
if (radicaleBinary()) {
  const radicale = await startRadicale();
  await radicale.setUser(CALDAV_E2E.user, CALDAV_E2E.password);
  writeFileSync(CALDAV_FILE, JSON.stringify({ url: radicale.url, calendar_url: radicale.calendarUrl(CALDAV_E2E.user) }));
  process.env.INTEGRATIONS_ALLOW_PRIVATE = '1';
} else {
  rmSync(CALDAV_FILE, { force: true });
}

await import('../../apps/server/src/main');
