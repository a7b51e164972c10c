/**
 * Prints the top entries of a V8 CPU profile (`node --cpu-prof`) by self time, and the share of time spent
 * under PGlite, the ORM and pg. Usage: npx tsx bench/support/profile-top.ts file.cpuprofile [count]
 */
import { readFileSync } from 'node:fs';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number; children?: number[] };
const [file, countArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts file.cpuprofile [count]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; startTime: number; endTime: number; samples: number[] };
const total = profile.samples.length;
const self = new Map<string, number>();
const byArea = new Map<string, number>();
const hits = new Map<number, number>();
for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);

function area(url: string): string {
  if (url.includes('@electric-sql/pglite') || url.startsWith('wasm://')) return 'pglite (JS + WASM)';
  if (url.includes('drizzle-orm')) return 'drizzle-orm';
  if (/node_modules\/pg(-[a-z]+)?\//.test(url)) return 'pg';
  if (url.includes('node_modules/hono') || url.includes('@hono')) return 'hono';
  if (url.includes('node_modules/zod')) return 'zod';
  if (url.includes('/apps/server/') || url.includes('/packages/shared/')) return 'app';
  if (url.startsWith('node:') || url === '') return 'node/v8';
  return 'other';
}

for (const node of profile.nodes) {
  const n = hits.get(node.id) ?? 0;
  if (n === 0) continue;
  const f = node.callFrame;
  const where = f.url.replace(/^file:\/\/.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages|bench)\//, '$1/');
  const key = `${f.functionName || '(anonymous)'}  ${where}:${f.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + n);
  byArea.set(area(f.url), (byArea.get(area(f.url)) ?? 0) + n);
}

const pct = (n: number) => `${((n / total) * 100).toFixed(1).padStart(5)}%`;
console.log(`${file}: ${total} samples over ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s`);
console.log('self time by area:');
for (const [k, n] of [...byArea].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(n)}  ${k}`);
console.log(`top ${countArg ?? 10} by self time:`);
for (const [k, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(countArg ?? 10))) console.log(`  ${pct(n)}  ${k.slice(0, 140)}`);
