// The real app on its default database (PGlite unless DATABASE_URL is set): one job of 200 applications,
// 19 more jobs and 40 interviews, so every list a recruiter's first screens load has rows to serve.
import { serve } from '@hono/node-server';
import { benchApp } from '../support/bench-app';

const port = Number(process.env.PORT);
const bench = await benchApp({ port, cards: 200, jobTitle: 'Benchmark Engineer', otherJobs: 19, interviews: 40 });
const server = serve({ fetch: bench.app.fetch, port }, () =>
  console.log(JSON.stringify({ ready: true, token: bench.token, jobId: bench.jobId, database: bench.database.kind })),
);
process.on('SIGTERM', () => server.close(() => void bench.close().finally(() => process.exit(0))));
