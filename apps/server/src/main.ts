/** Starts the HTTP server on the configured database (embedded PGlite by default). */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { runCommand } from './cli/commands';
import { openDatabase } from './db/client';
import { siteBase } from './features/careers/career-page.service';
import { startFileSweep } from './features/ingestion/sweep-files';
import { demoLoginsText, isDemoSeeded, seedDemo } from './features/users/demo-seed';
import { listenAdminChannel } from './lib/admin-channel';
import { isDataDirLocked } from './lib/data-dir-lock';
import { loadEnv } from './lib/env';
import { announceStart, createLogger, logQueueErrors, routeStrayOutput } from './lib/logger';
import { guardProcess } from './lib/process-guard';
import { exitOnSignals } from './lib/shutdown';
import { buildContext } from './lib/context';
import { startWorkers } from './workers';

const started = performance.now();
const env = loadEnv();
const log = createLogger(env);
routeStrayOutput(log);
guardProcess(log);
const database = await openDatabase(env).catch((err: unknown) => {
  if (!isDataDirLocked(err)) throw err;
  // Said to the person starting it, whatever LOG_LEVEL says, and never taken for a log line.
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
});
if (database.dataDirLock?.tookOverFrom) {
  log.warn(
    { pid: database.dataDirLock.tookOverFrom },
    'took over the embedded database lock of a process that is gone',
  );
}
await database.migrate();

const ctx = buildContext(env, database, log);
const { app, auth } = createApp(ctx);
logQueueErrors(ctx.queue.boss, log);
await ctx.queue.start();
// With PostgreSQL, RUN_WORKERS=0 leaves the jobs to `npm run worker` processes.
const workers = env.runWorkers || database.kind === 'pglite' ? await startWorkers(ctx) : { stop: async () => {} };
const stopFileSweep = startFileSweep(database.db, ctx.storage, log);

const seedWanted = env.seedDemo && database.kind === 'pglite';
if (seedWanted && !(await isDemoSeeded(database.db))) {
  await seedDemo(auth, database.db, ctx.storage, { siteBase: siteBase(env), publicUrl: env.publicUrl, env });
  log.info('seeded the demo organization');
}

// While this process holds the embedded database, `npm run admin` runs its commands here (cli/admin.ts).
const adminChannel = database.dataDirLock
  ? await listenAdminChannel({
      dataDir: env.dataDir,
      lock: database.dataDirLock,
      run: (request) => runCommand({ auth, db: database.db, env }, request),
    }).catch((err: unknown) => {
      log.warn({ err }, 'no admin channel: `npm run admin` cannot reach this server');
      return null;
    })
  : null;

const server = serve({ fetch: app.fetch, port: env.port }, (info) => {
  announceStart(log, env.logFormat, {
    publicUrl: env.publicUrl,
    port: info.port,
    readyMs: Math.round(performance.now() - started),
    database: database.kind,
    dataDir: env.dataDir,
    demoLogins: seedWanted ? demoLoginsText() : null,
    smtp: env.smtpUrl != null,
  });
});

exitOnSignals(log, async () => {
  server.close();
  stopFileSweep();
  await adminChannel?.close();
  await ctx.queue.stop();
  await workers.stop();
  await database.close();
});
