/**
 * bench/ingest (QUALITY Speed, resume ingestion): 500 resumes (PDF and DOCX) dropped at once on the
 * embedded default, end to end: seconds until every file is parsed and searchable, files per second,
 * and the API's p95 while it works. Usage: npm run bench:ingest [-- --files 500]
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateResumes } from '../../apps/server/src/test/fixtures/resumes/dataset';
import { api, createUser, signIn, startServer } from '../../apps/server/src/test/server-process';

const { values } = parseArgs({ options: { files: { type: 'string', default: '500' } } });
const count = Number(values.files);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-ingest-'));
const email = 'ingest@bench.example';
createUser(dataDir, email, 'ingest-password');
const server = await startServer(dataDir, 3420);
const token = await signIn(server.url, email, 'ingest-password');

console.log(`generating ${count} resumes…`);
const files = await generateResumes(count);
const form = new FormData();
form.append('target', 'resdb');
for (const f of files) form.append('files', new Blob([Buffer.from(f.bytes)]), f.name);

const latencies: number[] = [];
let probing = true;
const probe = (async () => {
  while (probing) {
    const t = performance.now();
    await api(server.url, token, '/jobs?page_size=10');
    latencies.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 100));
  }
})();

const started = performance.now();
const drop = await api(server.url, token, '/uploads', { method: 'POST', body: form });
const accepted = performance.now() - started;
const opId = drop.data.operation.id as string;
let op = drop.data.operation;
while (op.status === 'queued' || op.status === 'running') {
  await new Promise((r) => setTimeout(r, 200));
  op = (await api(server.url, token, `/operations/${opId}`)).data;
}
const parsed = performance.now() - started;
const last = files.at(-1)!;
const found = await api(server.url, token, `/candidates/search?q=${encodeURIComponent(`"${last.email}"`)}`);
const searchable = performance.now() - started;
probing = false;
await probe;
await server.stop();

const p95 = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.95)] ?? 0;
const results: Record<string, number> = {};
for (const item of op.items) results[item.result ?? item.status] = (results[item.result ?? item.status] ?? 0) + 1;
console.log(`\nbench/ingest — ${count} files (${Math.ceil(count / 2)} PDF, ${Math.floor(count / 2)} DOCX), embedded database, ${os.cpus().length} cores, Node ${process.version}`);
console.log(`  drop accepted (stored, checked, queued) ${(accepted / 1000).toFixed(1)} s`);
console.log(`  all parsed                              ${(parsed / 1000).toFixed(1)} s   (${(count / (parsed / 1000)).toFixed(1)} files/s)`);
console.log(`  searchable (last file found: ${found.meta.total === 1})    ${(searchable / 1000).toFixed(1)} s   (bar ≤ 12 s)`);
console.log(`  outcome ${JSON.stringify(results)}, operation ${op.status}, ${op.succeeded} succeeded / ${op.failed} failed`);
console.log(`  API p95 while ingesting ${p95.toFixed(0)} ms over ${latencies.length} requests (bar ≤ 200 ms)\n`);
process.exit(0);
