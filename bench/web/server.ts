// The real app serving the built web app, on a fresh embedded database with one job of N applications.
import { serve } from '@hono/node-server';
import { benchApp } from '../support/bench-app';

const port = Number(process.env.PORT);
const bench = await benchApp({ port, cards: Number(process.env.BOARD_CARDS ?? 500), jobTitle: 'Board Benchmark' });
serve({ fetch: bench.app.fetch, port }, () =>
  console.log(JSON.stringify({ ready: true, email: bench.email, password: bench.password, jobId: bench.jobId, stage: bench.firstStage })),
);
