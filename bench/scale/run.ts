/**
 * bench/scale (deployment sizing, worker processes): one API process and W `npm run worker`
 * processes on a fresh PostgreSQL database, files in an S3-compatible bucket (s3rver on loopback).
 * Drops N resumes to the API and prints seconds until all are parsed and files per second, for each
 * worker count asked for. Processes on one machine share its cores, so more workers than cores
 * shows the queue's overhead, not its scaling. Prints figures; asserts nothing.
 * Usage: npm run bench:scale -- --postgres postgres://postgres@127.0.0.1:5432/postgres [--files 200 --workers 1,2 --port 4480]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateResumes } from '../../apps/server/src/test/fixtures/resumes/dataset';
import { startS3Server } from '../../apps/server/src/test/s3-server';
import {
  api,
  createUser,
  emptyPostgresDatabase,
  signIn,
  startServer,
  startWorker,
  type Server,
  type WorkerProcess,
} from '../../apps/server/src/test/server-process';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string', default: process.env.TEST_DATABASE_URL },
    files: { type: 'string', default: '200' },
    workers: { type: 'string', default: '1,2' },
    port: { type: 'string', default: '4480' },
  },
});
if (!values.postgres) {
  console.error('bench/scale needs PostgreSQL: --postgres postgres://user@host:5432/postgres (a fresh database is made and dropped per run)');
  process.exit(2);
}
const count = Number(values.files);
const workerCounts = values.workers!.split(',').map(Number);
const port = Number(values.port);

console.log(`generating ${count} resumes…`);
const files = await generateResumes(count);
const s3 = await startS3Server();
const rows: { workers: number; seconds: number; ok: number }[] = [];
try {
  for (const workers of workerCounts) {
    const database = await emptyPostgresDatabase('hb_bench_scale', values.postgres);
    const dirs: string[] = [];
    const tempDir = () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-bench-scale-'));
      dirs.push(dir);
      return dir;
    };
    const env = { ...s3.env, DATABASE_URL: database.url, AUTH_SECRET: 'bench-scale-secret-long-enough-to-sign-tokens', RUN_WORKERS: '0' };
    const processes: (Server | WorkerProcess)[] = [];
    try {
      const dir = tempDir();
      createUser(dir, 'scale@bench.example', 'scale-password', env);
      const server = await startServer(dir, port, env);
      processes.push(server);
      processes.push(...(await Promise.all(Array.from({ length: workers }, () => startWorker(tempDir(), { ...env, LOG_LEVEL: 'info' })))));
      const token = await signIn(server.url, 'scale@bench.example', 'scale-password');
      const form = new FormData();
      form.append('target', 'resdb');
      for (const f of files) form.append('files', new Blob([Buffer.from(f.bytes)]), f.name);
      const started = performance.now();
      const drop = await api(server.url, token, '/uploads', { method: 'POST', body: form });
      let op = drop.data.operation;
      while (op.status === 'queued' || op.status === 'running') {
        await new Promise((r) => setTimeout(r, 200));
        op = (await api(server.url, token, `/operations/${op.id}`)).data;
      }
      const seconds = (performance.now() - started) / 1000;
      rows.push({ workers, seconds, ok: op.succeeded });
      console.log(`  ${workers} worker process(es): ${op.succeeded}/${count} parsed in ${seconds.toFixed(1)} s`);
      if (op.succeeded + op.failed !== count) console.log(`  !! ${op.succeeded} succeeded + ${op.failed} failed for ${count} files: an item was lost or counted twice`);
    } finally {
      await Promise.all(processes.map((p) => p.stop()));
      await database.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  await s3.close();
}

console.log(`\nbench/scale — ${count} resumes through one API and W workers, PostgreSQL + S3-compatible bucket, ${os.cpus().length} cores, Node ${process.version}`);
console.log('  workers   parsed     seconds   files/s');
for (const r of rows) console.log(`  ${String(r.workers).padStart(7)}   ${`${r.ok}/${count}`.padStart(8)}   ${r.seconds.toFixed(1).padStart(7)}   ${(r.ok / r.seconds).toFixed(1).padStart(7)}`);
