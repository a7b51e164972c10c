/**
 * Reads a multipart drop as it streams in (busboy), checks every file, stores the accepted ones and
 * hands back what it saw. Nothing here touches the database: uploads.service.ts records the result
 * in one transaction.
 */
import type { Readable } from 'node:stream';
import { MAX_FILES_PER_DROP, MESSAGES, fileMessages } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import { bufferPart, readMultipart } from '../../lib/multipart';
import { storageKey, type Storage } from '../../providers/storage';
import { offThreadTask, runOffThread } from '../../lib/off-thread';
import { displayFileName, MAX_UPLOAD_BYTES, type UploadInspection } from './file-safety';

/** The checks unzip and parse untrusted bytes: they run in a worker thread. */
const inspectTask = offThreadTask<{ fileName: string; bytes: Uint8Array }, UploadInspection>(
  new URL('./parse-worker.ts', import.meta.url),
  () => import('./parse-worker'),
  'inspectTask',
);

export type ReceivedFile =
  | { ok: true; fileName: string; kind: 'pdf' | 'docx'; sha256: string; size: number; storageKey: string }
  | { ok: false; fileName: string; error: string };

export type ReceivedDrop = { fields: Record<string, string>; files: ReceivedFile[] };

export async function receiveUpload(
  request: Request,
  { orgId, storage }: { orgId: string; storage: Storage },
): Promise<ReceivedDrop> {
  const fields: Record<string, string> = {};
  const pending: Promise<ReceivedFile>[] = [];
  let tooMany = false;
  const slots = fileSlots(FILES_IN_HAND);

  const received = readMultipart(request, {
    limits: { files: MAX_FILES_PER_DROP, fileSize: MAX_UPLOAD_BYTES, fields: 20, fieldSize: 1024, parts: MAX_FILES_PER_DROP + 20 },
    onField: (name, value) => {
      fields[name] = value;
    },
    onFilesLimit: () => {
      tooMany = true;
    },
    onFile: ({ field, fileName, stream }) => {
      if (field !== 'files') {
        stream.resume();
        return;
      }
      pending.push(collectFile(stream, fileName || 'file', { orgId, storage }, slots));
    },
  });
  try {
    await received;
  } catch (err) {
    // Whatever was stored before the body failed has no record: remove it now.
    const settled = await Promise.all(pending);
    await Promise.all(settled.map((f) => (f.ok ? storage.remove(f.storageKey) : undefined)));
    throw err;
  }

  const files = await Promise.all(pending);
  if (tooMany) {
    await Promise.all(files.map((f) => (f.ok ? storage.remove(f.storageKey) : undefined)));
    throw new AppError('validation_failed', MESSAGES.tooManyFiles);
  }
  return { fields, files };
}

/**
 * Files of one drop held in memory at once (read, being checked or stored). The next file is not
 * read until one is done, so busboy and then the socket wait: a 500-file drop costs a few files'
 * memory, not the whole body's, however fast it arrives.
 */
const FILES_IN_HAND = 8;

function fileSlots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    take: () => (free > 0 ? (free--, Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve))),
    give: () => {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}

/** Buffers one file (at most MAX_UPLOAD_BYTES), then checks and stores it; an aborted file is refused. */
async function collectFile(stream: Readable, fileName: string, target: { orgId: string; storage: Storage }, slots: ReturnType<typeof fileSlots>): Promise<ReceivedFile> {
  await slots.take();
  try {
    const shown = displayFileName(fileName);
    // A body that failed while this file waited for its turn has destroyed the file's stream.
    if (stream.destroyed) return { ok: false, fileName: shown, error: 'The file did not arrive completely.' };
    const { bytes, outcome } = await bufferPart(stream);
    if (outcome === 'aborted') return { ok: false, fileName: shown, error: 'The file did not arrive completely.' };
    if (outcome === 'too_large') return { ok: false, fileName: shown, error: fileMessages.tooLarge(MAX_UPLOAD_BYTES) };
    return await checkAndStore({ fileName, bytes, ...target });
  } finally {
    slots.give();
  }
}

/** Checks one resume's bytes off-thread (type, structure, polyglots) and stores it when it passes. */
export async function checkAndStore(input: { fileName: string; bytes: Uint8Array; orgId: string; storage: Storage; prefix?: string }): Promise<ReceivedFile> {
  let inspection: UploadInspection;
  try {
    inspection = await runOffThread(inspectTask, { fileName: input.fileName, bytes: input.bytes });
  } catch {
    return { ok: false, fileName: displayFileName(input.fileName), error: 'The file could not be checked. Please try again.' };
  }
  if (!inspection.ok) return { ok: false, fileName: inspection.displayName, error: inspection.message };
  const key = storageKey(input.orgId, input.prefix ?? 'resumes');
  try {
    await input.storage.put(key, input.bytes);
  } catch {
    return { ok: false, fileName: inspection.displayName, error: 'The file could not be stored. Please try again.' };
  }
  return { ok: true, fileName: inspection.displayName, kind: inspection.kind, sha256: inspection.sha256, size: inspection.size, storageKey: key };
}
