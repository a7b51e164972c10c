/**
 * Reads a multipart drop as it streams in (busboy), checks every file, stores the accepted ones and
 * hands back what it saw. Nothing here touches the database: uploads.service.ts records the result
 * in one transaction.
 */
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { MAX_FILES_PER_DROP, MESSAGES, fileMessages } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import { storageKey, type Storage } from '../../lib/storage';
import { displayFileName, inspectUpload, MAX_UPLOAD_BYTES } from './file-safety';

export type ReceivedFile =
  | { ok: true; fileName: string; kind: 'pdf' | 'docx'; sha256: string; size: number; storageKey: string }
  | { ok: false; fileName: string; error: string };

export type ReceivedDrop = { fields: Record<string, string>; files: ReceivedFile[] };

export async function receiveUpload(
  request: Request,
  { orgId, storage }: { orgId: string; storage: Storage },
): Promise<ReceivedDrop> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body) {
    throw new AppError('unsupported_media_type', 'Send the files as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const pending: Promise<ReceivedFile>[] = [];
  let tooMany = false;

  await new Promise<void>((resolve, reject) => {
    const bb = busboy({
      headers: { 'content-type': contentType },
      limits: { files: MAX_FILES_PER_DROP, fileSize: MAX_UPLOAD_BYTES, fields: 20, fieldSize: 1024, parts: MAX_FILES_PER_DROP + 20 },
    });
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      if (name !== 'files') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        truncated = true;
      });
      pending.push(
        new Promise<ReceivedFile>((done) => {
          stream.on('close', () => {
            const fileName = displayFileName(info.filename ?? 'file');
            if (truncated) return done({ ok: false, fileName, error: fileMessages.tooLarge(MAX_UPLOAD_BYTES) });
            done(checkAndStore({ fileName: info.filename ?? 'file', bytes: Buffer.concat(chunks), orgId, storage }));
          });
        }),
      );
    });
    bb.on('filesLimit', () => {
      tooMany = true;
    });
    bb.on('error', (err) => reject(new AppError('bad_request', `The upload could not be read: ${(err as Error).message}`)));
    bb.on('close', () => resolve());
    Readable.fromWeb(request.body as never).pipe(bb);
  });

  const files = await Promise.all(pending);
  if (tooMany) {
    await Promise.all(files.map((f) => (f.ok ? storage.remove(f.storageKey) : undefined)));
    throw new AppError('validation_failed', MESSAGES.tooManyFiles);
  }
  return { fields, files };
}

async function checkAndStore(input: { fileName: string; bytes: Uint8Array; orgId: string; storage: Storage }): Promise<ReceivedFile> {
  const inspection = await inspectUpload({ fileName: input.fileName, bytes: input.bytes });
  if (!inspection.ok) return { ok: false, fileName: inspection.displayName, error: inspection.message };
  const key = storageKey(input.orgId, 'resumes');
  try {
    await input.storage.put(key, input.bytes);
  } catch {
    return { ok: false, fileName: inspection.displayName, error: 'The file could not be stored. Please try again.' };
  }
  return { ok: true, fileName: inspection.displayName, kind: inspection.kind, sha256: inspection.sha256, size: inspection.size, storageKey: key };
}
