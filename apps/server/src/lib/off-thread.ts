/**
 * Runs CPU- or memory-heavy work on untrusted files (unzipping, parsing) in worker threads, so a
 * hostile file costs a worker's time and never the HTTP loop's (nor PGlite's, which shares it).
 * One piscina pool per worker module, created on first use (resume parsing and the upload checks
 * share parse-worker.ts's, so its threads serve both); INGEST_THREADS=0 runs the task
 * in-process instead (the API tests, which Vitest's module runner cannot follow into threads).
 * Tasks take and return plain data: errors cross the thread boundary as values, not exceptions.
 */
import os from 'node:os';
import Piscina from 'piscina';
import { bundledModule } from './thread-bundle';

type Task<A, R> = { module: URL; load: () => Promise<Record<string, unknown>>; name: string } & { readonly __types?: [A, R] };

const pools = new Map<string, Promise<Piscina>>();

export function offThreadTask<A, R>(module: URL, load: () => Promise<Record<string, unknown>>, name: string): Task<A, R> {
  return { module, load, name };
}

/**
 * INGEST_THREADS, else one per core but the one the server thread needs (at least one, at most four):
 * that thread answers HTTP and, on the embedded database, runs PostgreSQL too; a parse thread beside
 * it on each core slowed a 500-file drop instead of speeding it (bench/ingest on 2 cores: 1 thread
 * 35.9 s and 864 MB at peak, 2 threads 35.0 s and 1,040 MB).
 */
function threads(): number {
  const configured = process.env.INGEST_THREADS;
  if (configured !== undefined && configured !== '') return Number(configured);
  return Math.min(4, Math.max(1, os.availableParallelism() - 1));
}

/**
 * Runs the task in the module's pool. `transfer`: the argument's bytes move to the thread instead
 * of being copied (the caller must not use them afterwards); only a buffer that owns all of its
 * memory is moved, since a slice of a shared pool would take its neighbours along.
 */
export async function runOffThread<A, R>(task: Task<A, R>, arg: A, options: { transfer?: Uint8Array } = {}): Promise<R> {
  const count = threads();
  if (count === 0) {
    const module = await task.load();
    return (module[task.name] as (value: A) => Promise<R> | R)(arg);
  }
  let pool = pools.get(task.module.href);
  if (!pool) {
    pool = createPool(task.module, count);
    pools.set(task.module.href, pool);
  }
  const bytes = options.transfer;
  const movable = bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  return (await pool).run(arg, { name: task.name, transferList: movable ? [bytes.buffer as ArrayBuffer] : undefined }) as Promise<R>;
}

async function createPool(module: URL, count: number): Promise<Piscina> {
  // Threads load the module bundled as plain JavaScript (thread-bundle.ts), else its TypeScript through tsx.
  const bundled = await bundledModule(module);
  const pool = new Piscina({
    filename: (bundled ?? module).href,
    execArgv: bundled ? [] : ['--import', 'tsx'],
    minThreads: 1,
    maxThreads: count,
    idleTimeout: 30_000,
  });
  // A thread that fails to start or dies rejects its task; unheard, the pool's 'error' would end the process.
  pool.on('error', () => undefined);
  return pool;
}

/** Ends the pools (at shutdown; idle threads end on their own after 30 s). */
export async function stopOffThreadPools(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map(async (pool) => (await pool).destroy()));
}
