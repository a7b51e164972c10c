/** Reads the one `file` part of a multipart request, refusing it past the size cap while it streams. */
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { IMPORT_MAX_BYTES } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';

export type ReceivedSheet = { fileName: string; bytes: Uint8Array };

export async function receiveSheet(request: Request): Promise<ReceivedSheet> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body) {
    throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data');
  }
  const received = await new Promise<ReceivedSheet | null>((resolve, reject) => {
    let file: Promise<ReceivedSheet> | null = null;
    const bb = busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 5, fieldSize: 1024 } });
    bb.on('file', (name, stream, info) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      file = new Promise((done, fail) => {
        const chunks: Buffer[] = [];
        let tooLarge = false;
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => {
          tooLarge = true;
        });
        stream.on('close', () => {
          if (tooLarge) fail(new AppError('payload_too_large', 'The file is larger than 10 MB.'));
          else done({ fileName: info.filename ?? 'import.csv', bytes: Buffer.concat(chunks) });
        });
      });
      file.catch(() => undefined);
    });
    bb.on('error', (err) => reject(new AppError('bad_request', `The upload could not be read: ${(err as Error).message}`)));
    bb.on('close', () => (file ? file.then(resolve, reject) : resolve(null)));
    Readable.fromWeb(request.body as never).pipe(bb);
  });
  if (!received) throw new AppError('validation_failed', 'Choose a CSV or Excel file to import');
  return received;
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
