/**
 * bench/api (QUALITY Speed, API): autocannon against an authenticated, tenant-scoped list endpoint —
 * GET /api/v1/recruiter/jobs/{id}/applications on a job with 200 applications — and against a bare
 * Hono hello-world, in the same run on the same machine. Prints req/s, p50/p99 and the ratio.
 * Usage: npm run bench:api [-- --connections 50 --seconds 10]; DATABASE_URL=… runs the app on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({ options: { connections: { type: 'string', default: '50' }, seconds: { type: 'string', default: '10' } } });
const connections = Number(values.connections);
const duration = Number(values.seconds);
const here = import.meta.dirname;

function start(script: string, port: number): Promise<{ child: ChildProcess; info: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.includes('"ready"'));
      if (line) resolve({ child, info: JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function load(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections, duration, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const hello = await start('hello.ts', 3401);
const baseline = await load('http://127.0.0.1:3401/');
hello.child.kill();

const appServer = await start('app-server.ts', 3402);
const { token, jobId, database } = appServer.info;
const list = await load(`http://127.0.0.1:3402/api/v1/recruiter/jobs/${jobId}/applications?page_size=100`, {
  authorization: `Bearer ${token}`,
});
appServer.child.kill();

const ratio = list.rps / baseline.rps;
console.log(`\nbench/api — ${os.cpus().length} cores, Node ${process.version}, ${connections} connections, ${duration} s each`);
console.log(`  hello-world (Hono)                         ${baseline.rps.toFixed(0).padStart(7)} req/s   p50 ${baseline.p50} ms   p99 ${baseline.p99} ms`);
console.log(`  GET jobs/{id}/applications (${database}, 100 of 200) ${list.rps.toFixed(0).padStart(7)} req/s   p50 ${list.p50} ms   p99 ${list.p99} ms`);
console.log(`  ratio ${(ratio * 100).toFixed(1)}% (bar ≥ 40%), p99 ${list.p99} ms (bar ≤ 50 ms)\n`);
process.exit(0);
