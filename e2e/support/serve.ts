/**
 * The server the browser tests talk to: a fresh embedded database, and an SMTP sink that writes
 * every message it receives to MAIL_DIR as JSON so tests can follow verification and invitation links.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

await import('../../apps/server/src/main');
