/**
 * Resume parsing in worker threads (piscina), so text and field extraction never block the HTTP
 * loop (or PGlite, which runs on the main thread). INGEST_THREADS=0 parses in-process instead.
 */
import os from 'node:os';
import Piscina from 'piscina';
import type { ResumeFields } from './resume-candidate';

export type ParseOutput =
  | { ok: true; kind: 'pdf' | 'docx'; size: number; text: string; warnings: string[]; fields: ResumeFields | null }
  | { ok: false; permanent: boolean; error: string };

export type ParsePool = { run: (bytes: Uint8Array) => Promise<ParseOutput>; destroy: () => Promise<void> };

export function createParsePool(threads = Number(process.env.INGEST_THREADS ?? Math.max(1, os.availableParallelism() - 0))): ParsePool {
  if (threads === 0) {
    const inline = import('./parse-worker');
    return { run: async (bytes) => (await inline).default(bytes), destroy: async () => undefined };
  }
  const pool = new Piscina({
    filename: new URL('./parse-worker.ts', import.meta.url).href,
    // Worker threads load TypeScript through tsx, the same loader as the server.
    execArgv: ['--import', 'tsx'],
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 30_000,
  });
  // A thread that fails to start or dies rejects its task (the job is retried); unheard, the pool's 'error' would end the process.
  pool.on('error', () => undefined);
  return {
    run: (bytes) => pool.run(bytes, { transferList: [] }) as Promise<ParseOutput>,
    destroy: () => pool.destroy(),
  };
}
