// The real app on its default database (PGlite unless DATABASE_URL is set): one job of 200 applications,
// 19 more jobs and 40 interviews, so every list a recruiter's first screens load has rows to serve. It also
// makes an organization API key (read access to jobs and applications, its per-minute limit lifted past any
// run's count) so the same lists can be measured through the API-key path beside the session token's.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../../apps/server/src/db/schema';
import { benchApp } from '../support/bench-app';

const port = Number(process.env.PORT);
const bench = await benchApp({ port, cards: 200, jobTitle: 'Benchmark Engineer', otherJobs: 19, interviews: 40 });
const made = await bench.app.request('/api/v1/recruiter/api-keys', {
  method: 'POST',
  headers: { authorization: `Bearer ${bench.token}`, 'content-type': 'application/json', origin: `http://localhost:${port}` },
  body: JSON.stringify({ name: 'bench', scopes: { jobs: 'read', applications: 'read' } }),
});
const key = ((await made.json()) as { data: { id: string; key: string } }).data;
await bench.database.db.update(apiKeys).set({ rateLimit: 1_000_000_000 }).where(eq(apiKeys.id, key.id));
// BENCH_PROFILE=<file>: a CPU profile of the requests alone (from here, after seeding, to SIGTERM).
const profile = process.env.BENCH_PROFILE;
const inspector = profile ? new Session() : null;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
}
const server = serve({ fetch: bench.app.fetch, port }, () =>
  console.log(JSON.stringify({ ready: true, token: bench.token, apiKey: key.key, jobId: bench.jobId, database: bench.database.kind })),
);
process.on('SIGTERM', async () => {
  if (inspector) writeFileSync(profile!, JSON.stringify((await inspector.post('Profiler.stop')).profile));
  server.close(() => void bench.close().finally(() => process.exit(0)));
});
