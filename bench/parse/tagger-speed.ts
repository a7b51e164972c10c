/**
 * bench/parse/tagger-speed — time per resume of the tagger's fast decoding (tagger.ts `decode`)
 * against the straightforward reading of the same weights (tagger-reference.ts), interleaved in
 * one run on the same labeled resumes, and how many tokens the two tag differently (should be 0).
 * Run: npx tsx bench/parse/tagger-speed.ts [-- --limit=100] [-- --rounds=3]
 */
import path from 'node:path';
import { decode } from '../../apps/server/src/features/ingestion/fields/tagger';
import { defaultTaggerModel } from '../../apps/server/src/features/ingestion/fields/tagger-model';
import { referenceDecode } from '../../apps/server/src/features/ingestion/fields/tagger-reference';
import { loadLabeled } from './gold';

const DATA_DIR = process.env.PARSE_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../shared/data/resumes-labeled');
const arg = (name: string, fallback: number) => Number(process.argv.find((value) => value.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const limit = arg('limit', 100);
const rounds = arg('rounds', 3);

const texts = loadLabeled(DATA_DIR)
  .slice(0, limit)
  .map((resume) => resume.text);
const model = defaultTaggerModel();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Warm-up: both paths, every resume once (JIT, the word caches).
let differences = 0;
let tokens = 0;
for (const text of texts) {
  const fast = decode(text, model).tags;
  const reference = referenceDecode(text, model).tags;
  tokens += fast.length;
  differences += fast.filter((tagIndex, i) => tagIndex !== reference[i]).length + Math.abs(fast.length - reference.length);
}
const times = { reference: [] as number[], fast: [] as number[] };
for (let round = 0; round < rounds; round++) {
  for (const text of texts) {
    let started = performance.now();
    referenceDecode(text, model);
    times.reference.push(performance.now() - started);
    started = performance.now();
    decode(text, model);
    times.fast.push(performance.now() - started);
  }
}
console.log(`tagger on ${texts.length} resumes × ${rounds} rounds (${tokens} tokens per round), interleaved in one run`);
for (const [name, values] of Object.entries(times)) {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(`  ${name.padEnd(10)} median ${median(values).toFixed(2)} ms   p95 ${sorted[Math.floor(sorted.length * 0.95)]!.toFixed(2)} ms per resume`);
}
console.log(`  speed-up (median) ×${(median(times.reference) / median(times.fast)).toFixed(1)}; tokens tagged differently: ${differences}`);
