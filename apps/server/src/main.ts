/** Starts the HTTP server on the configured database (embedded PGlite by default). */
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { demoLoginsText, isDemoSeeded, seedDemo } from './features/users/demo-seed';
import { loadEnv } from './lib/env';
import { startParseWorkers } from './features/ingestion/parse-resume.job';
import { startDataTransferWorkers } from './features/data-transfer/data-transfer.workers';
import { startInterviewWorkers } from './features/interviews/interviews.jobs';
import { startTriggerWorkers } from './features/automations/trigger-runs.job';
import { startEmailWorker } from './features/email/send-email.job';
import { buildContext } from './lib/context';

const started = performance.now();
const env = loadEnv();
const log = pino({ level: env.logLevel });
const database = await openDatabase(env);
await database.migrate();

const ctx = buildContext(env, database, log);
const { app, auth } = createApp(ctx);
await ctx.queue.start();
const parsing = await startParseWorkers(ctx);
await startDataTransferWorkers(ctx);
await startInterviewWorkers(ctx);
await startTriggerWorkers(ctx);
await startEmailWorker(ctx);

const seedWanted = env.seedDemo && database.kind === 'pglite';
if (seedWanted && !(await isDemoSeeded(database.db))) {
  await seedDemo(auth, database.db);
  log.info('seeded the demo organization');
}

const server = serve({ fetch: app.fetch, port: env.port }, (info) => {
  const lines = [
    '',
    `  Hirebase is running on ${env.publicUrl} (port ${info.port}, ${database.kind === 'pglite' ? `embedded database in ${env.dataDir}` : 'PostgreSQL'})`,
    `  ready in ${Math.round(performance.now() - started)} ms`,
  ];
  if (seedWanted) lines.push('', '  Demo logins:', demoLoginsText());
  if (!env.smtpUrl) lines.push('', '  No SMTP_URL: mail is kept in the outbox (verification links are also logged).');
  console.log(lines.join('\n') + '\n');
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  await ctx.queue.stop();
  await parsing.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
