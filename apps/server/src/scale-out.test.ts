/**
 * ARCHITECTURE, growing past one machine: two API processes and two worker processes on one
 * PostgreSQL database and one S3-compatible bucket. A drop sent to API A is parsed by the workers
 * and searchable through API B with A's token; one worker is SIGKILLed mid-batch and the other
 * SIGTERMed (it drains within 10 s); a fresh worker finishes, and every file ends as exactly one
 * candidate. It needs PostgreSQL (the embedded database belongs to one process), so it runs in
 * the PostgreSQL pass (TEST_DATABASE_URL set) and is skipped otherwise.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { generateResumes } from './test/fixtures/resumes/dataset';
import { startS3Server, type S3Server } from './test/s3-server';
import { api, createUser, emptyPostgresDatabase, signIn, startServer, startWorker, type Server, type WorkerProcess } from './test/server-process';

const FILES = 48;
const onPostgres = process.env.TEST_DB === 'postgres';
const processes: (Server | WorkerProcess)[] = [];
let s3: S3Server | null = null;
let dropDatabase: (() => Promise<void>) | null = null;

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  await s3?.close();
  await dropDatabase?.();
});

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'hirebase-scale-'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 300)}`);
    await sleep(100);
  }
}

describe('two API processes and two workers on one PostgreSQL and one bucket', () => {
  it.skipIf(!onPostgres)(
    'parses a drop sent to one API, searchable through the other, exactly once through a SIGKILL and a drain (needs TEST_DATABASE_URL)',
    { timeout: 300_000 },
    async () => {
      const t0 = Date.now();
      const step = (what: string) => console.info(`scale-out ${((Date.now() - t0) / 1000).toFixed(1)} s: ${what}`);
      s3 = await startS3Server();
      const database = await emptyPostgresDatabase('hb_scale');
      dropDatabase = database.drop;
      const env = { ...s3.env, DATABASE_URL: database.url, AUTH_SECRET: 'scale-out-secret-long-enough-to-sign-tokens', RUN_WORKERS: '0', INGEST_THREADS: '1' };
      // Each process has its own DATA_DIR: nothing is shared but the database and the bucket.
      const dirA = tempDir();
      createUser(dirA, 'scale@example.com', 'scale-password', env);
      const port = 4450 + Math.floor(Math.random() * 20);
      const apiA = await startServer(dirA, port, env);
      processes.push(apiA);
      step('API A up');
      const [apiB, worker1, files] = await Promise.all([startServer(tempDir(), port + 25, env), startWorker(tempDir(), env), generateResumes(FILES)]);
      processes.push(apiB, worker1);
      step('API B and a worker up');

      const token = await signIn(apiA.url, 'scale@example.com', 'scale-password');
      const form = new FormData();
      form.append('target', 'resdb');
      for (const f of files) form.append('files', new Blob([Buffer.from(f.bytes)]), f.name);
      const drop = await api(apiA.url, token, '/uploads', { method: 'POST', body: form });
      const opId = drop.data.operation.id as string;
      step('drop sent');
      const progress = () => api(apiB.url, token, `/operations/${opId}`).then((r) => r.data);

      // SIGKILL the first worker right after it finished a batch: it has already claimed the next one.
      // It works alone until then, so the drop cannot be finished before the kill however fast the machine.
      await until('worker 1 to parse a batch', async () => worker1.batches(), (n) => n >= 1);
      await worker1.stop('SIGKILL');
      const atKill = await progress();
      step('worker 1 killed');
      expect(atKill.succeeded).toBeLessThan(FILES);
      const worker2 = await startWorker(tempDir(), env);
      processes.push(worker2);
      step('worker 2 up');

      // SIGTERM the second worker in the middle of its work: it drains (finishes or hands back its batch) within 10 s.
      const seen = worker2.batches();
      await until('worker 2 to parse another batch', async () => worker2.batches(), (n) => n > seen);
      const termAt = Date.now();
      await worker2.stop('SIGTERM');
      const drainMs = Date.now() - termAt;
      expect(drainMs).toBeLessThan(10_000);
      expect(worker2.child.exitCode).toBe(0);
      const atTerm = await progress();
      step('worker 2 drained');
      // Usually work is left for a fresh worker; on a slow machine the killed worker's lease can lapse
      // first and the second worker finish it. Either way every file must end parsed exactly once (below).

      // A fresh worker takes over, including the batch the killed one held once its lease lapses.
      processes.push(await startWorker(tempDir(), env));
      step('worker 3 up');
      const op = await until('the drop to finish', progress, (o) => o.status === 'completed' || o.status === 'failed', 90_000);
      expect(op).toMatchObject({ status: 'completed', total: FILES, succeeded: FILES, failed: 0 });
      expect(op.items.every((i: { status: string }) => i.status === 'succeeded')).toBe(true);
      expect(new Set(op.items.map((i: { candidate_id: string }) => i.candidate_id)).size).toBe(FILES);

      // Searchable through API B; one candidate and one resume per file in the database; every file in the bucket once.
      expect((await api(apiB.url, token, '/candidates?page_size=1')).meta.total).toBe(FILES);
      for (const f of [files[0]!, files[FILES / 2]!, files[FILES - 1]!]) {
        const hit = await api(apiB.url, token, `/candidates/search?q=${encodeURIComponent(`"${f.email}"`)}`);
        expect(hit.meta.total, f.email).toBe(1);
      }
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const counts = await client.query<{ candidates: string; resumes: string; keys: string }>(
        'SELECT (SELECT count(*) FROM candidates) AS candidates, (SELECT count(*) FROM resumes) AS resumes, (SELECT count(DISTINCT storage_key) FROM resumes) AS keys',
      );
      await client.end();
      expect(counts.rows[0]).toEqual({ candidates: String(FILES), resumes: String(FILES), keys: String(FILES) });
      const resumes = (await api(apiB.url, token, '/resumes?page_size=1')).meta.total;
      expect(resumes).toBe(FILES);
      console.info(`scale-out: SIGKILL at ${atKill.succeeded}/${FILES} parsed, SIGTERM at ${atTerm.succeeded}/${FILES}, drained in ${drainMs} ms`);
    },
  );
});
