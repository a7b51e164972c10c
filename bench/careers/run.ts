/**
 * bench/careers (issue: careers site): the careers page (200 published jobs; its first page shows 50)
 * and one job page served at 50 connections with autocannon, on the default database (DATABASE_URL=… for PostgreSQL). Prints
 * req/s, p50/p95/p99 (p95 from every response's time), and each page's HTML size with the stylesheet
 * (raw and gzip), against the bar of < 50 KB of HTML+CSS. Asserts nothing.
 * Usage: npm run bench:careers [-- --connections 50 --seconds 10 --port 3310]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const { values } = parseArgs({ options: { connections: { type: 'string', default: '50' }, seconds: { type: 'string', default: '10' }, port: { type: 'string', default: '3310' } } });
const connections = Number(values.connections);
const duration = Number(values.seconds);
const port = Number(values.port);
let child: ChildProcess | null = null;
process.on('exit', () => child?.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

function start(): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'site-server.ts')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').slice(0, -1).find((l) => l.includes('"ready"'));
      if (line) resolve(JSON.parse(line));
    });
    child.on('exit', (code) => reject(new Error(`site-server exited with ${code}`)));
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function load(url: string) {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const times: number[] = [];
  // Without a callback autocannon's instance is both an emitter and a promise of the result.
  const instance = autocannon({ url, connections, duration }) as unknown as EventEmitter & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const r = await instance;
  times.sort((a, b) => a - b);
  return { rps: r.requests.average, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), failed: `${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts)` };
}

async function size(url: string) {
  const html = await (await fetch(url)).text();
  const css = /href="(\/p\/public\.[0-9a-f]+\.css)"/.exec(html)?.[1];
  const style = css ? await (await fetch(new URL(css, url))).text() : '';
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return { html: kb(Buffer.byteLength(html)), css: kb(Buffer.byteLength(style)), total: kb(Buffer.byteLength(html) + Buffer.byteLength(style)), gzip: kb(gzipSync(html).length + gzipSync(style).length), scripts: (html.match(/<script(?! type="application\/ld\+json")/g) ?? []).length };
}

const info = await start();
const base = `http://127.0.0.1:${port}`;
console.log(`bench/careers — ${os.cpus().length} cores, ${info.database}, ${connections} connections, ${duration} s per page`);
for (const [name, pathname] of [
  ['careers page (50 of 200)', info.careers!],
  ['job page', info.job!],
] as const) {
  const figures = await load(base + pathname);
  const bytes = await size(base + pathname);
  console.log(
    `${name.padEnd(24)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${figures.p50.toFixed(0)} ms  p95 ${figures.p95.toFixed(0)} ms  p99 ${figures.p99.toFixed(0)} ms  ${figures.failed}  |  HTML ${bytes.html} + CSS ${bytes.css} = ${bytes.total} (gzip ${bytes.gzip}), scripts: ${bytes.scripts}`,
  );
}
process.exit(0);
