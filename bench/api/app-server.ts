// The real app on its default database (PGlite unless DATABASE_URL is set), with one job of 200 applications.
import { serve } from '@hono/node-server';
import { benchApp } from '../support/bench-app';

const port = Number(process.env.PORT);
const bench = await benchApp({ port, cards: 200, jobTitle: 'Benchmark Engineer' });
serve({ fetch: bench.app.fetch, port }, () =>
  console.log(JSON.stringify({ ready: true, token: bench.token, jobId: bench.jobId, database: bench.database.kind })),
);
