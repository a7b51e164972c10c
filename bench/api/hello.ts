// The baseline: a bare Hono hello-world on the same Node server adapter.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port: Number(process.env.PORT) }, () => console.log(JSON.stringify({ ready: true })));
