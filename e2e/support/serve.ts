/**
 * The server the browser tests talk to: a fresh embedded database, an SMTP sink that writes
 * every message it receives to MAIL_DIR as JSON so tests can follow verification and invitation links,
 * and hosted billing against the fake payment provider on loopback, whose Checkout page pays and
 * delivers the signed webhook back to this server.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeStripe } from '../../apps/server/src/test/fake-stripe';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink';

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

await import('../../apps/server/src/main');
