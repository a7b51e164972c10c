/**
 * Resume parsing in worker threads (lib/off-thread.ts, the same pool as the upload checks), so
 * text and field extraction never block the HTTP loop (or PGlite, which runs on the main thread).
 * INGEST_THREADS=0 parses in-process instead.
 */
import { offThreadTask, runOffThread, stopOffThreadPools } from '../../lib/off-thread';
import type { ResumeFields } from './resume-candidate';

export type ParseOutput =
  | { ok: true; kind: 'pdf' | 'docx'; size: number; text: string; warnings: string[]; fields: ResumeFields | null }
  | { ok: false; permanent: boolean; error: string };

export type ParsePool = { run: (bytes: Uint8Array) => Promise<ParseOutput>; destroy: () => Promise<void> };

const parseTask = offThreadTask<Uint8Array, ParseOutput>(new URL('./parse-worker.ts', import.meta.url), () => import('./parse-worker'), 'default');

export function createParsePool(): ParsePool {
  // The bytes were read from storage for this call alone: they move to the thread, uncopied.
  return { run: (bytes) => runOffThread(parseTask, bytes, { transfer: bytes }), destroy: stopOffThreadPools };
}
