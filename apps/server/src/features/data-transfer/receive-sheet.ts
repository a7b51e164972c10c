/** Reads the one `file` part of a multipart request, refusing it past the size cap while it streams. */
import type { Readable } from 'node:stream';
import { IMPORT_MAX_BYTES } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import { bufferPart, readMultipart } from '../../lib/multipart';

export type ReceivedSheet = { fileName: string; bytes: Uint8Array };

export async function receiveSheet(request: Request): Promise<ReceivedSheet> {
  let file: Promise<ReceivedSheet> | null = null;
  await readMultipart(request, {
    limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 5, fieldSize: 1024 },
    onFile: ({ field, fileName, stream }) => {
      if (field !== 'file' || file) {
        stream.resume();
        return;
      }
      file = collectSheet(stream, fileName || 'import.csv');
      file.catch(() => undefined);
    },
  });
  if (!file) throw new AppError('validation_failed', 'Choose a CSV or Excel file to import');
  return file;
}

async function collectSheet(stream: Readable, fileName: string): Promise<ReceivedSheet> {
  const { bytes, outcome } = await bufferPart(stream);
  if (outcome === 'aborted') throw new AppError('bad_request', 'The file did not arrive completely.');
  if (outcome === 'too_large') throw new AppError('payload_too_large', 'The file is larger than 10 MB.');
  return { fileName, bytes };
}

/** A file name that is safe to show and to put in a header: no path, no control or markup characters. */
export function safeFileName(fileName: string, fallback: string): string {
  const base = fileName.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>"'`&;\\]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim()
    .slice(-120);
  return cleaned || fallback;
}
