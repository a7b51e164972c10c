/**
 * `npm run worker`: the background workers without the HTTP server, for deployments that scale
 * them apart (ARCHITECTURE, scale-out). Needs DATABASE_URL: the embedded database belongs to the
 * one server process, which runs the workers itself.
 */
import os from 'node:os';
import { openDatabase } from './db/client';
import { buildContext } from './lib/context';
import { loadEnv } from './lib/env';
import { createLogger, logQueueErrors, routeStrayOutput } from './lib/logger';
import { exitOnSignals } from './lib/shutdown';
import { startWorkers } from './workers';

// No HTTP loop to leave a core to here: a parse thread per core (at most four), unless INGEST_THREADS says.
process.env.INGEST_THREADS ||= String(Math.min(4, os.availableParallelism()));
const env = loadEnv();
const log = createLogger(env);
routeStrayOutput(log);
if (!env.databaseUrl) {
  process.stderr.write('npm run worker needs DATABASE_URL (PostgreSQL); with the embedded database, `npm start` runs the workers.\n');
  process.exit(1);
}
const database = await openDatabase(env);
await database.migrate();
const ctx = buildContext(env, database, log);
logQueueErrors(ctx.queue.boss, log);
await ctx.queue.start();
const workers = await startWorkers(ctx);
log.info('workers started');

exitOnSignals(log, async () => {
  await ctx.queue.stop();
  await workers.stop();
  await database.close();
});
