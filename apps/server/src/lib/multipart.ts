/**
 * The one way to read a multipart body: busboy with names and fields read as UTF-8 (busboy's
 * default for header parameters is Latin-1, which turns `Jörg 履歴書.pdf` into mojibake), and the
 * request stream joined to busboy with `pipeline`, so a client that disconnects mid-upload fails
 * that request only. Every file stream handed to `onFile` already has an error listener.
 */
import { Readable, pipeline } from 'node:stream';
import busboy from 'busboy';
import { AppError } from './app-error';
import { isStorableText, unstorableError } from './input-text';

export type MultipartLimits = busboy.Limits;
export type MultipartFile = { field: string; fileName: string; stream: Readable };
/** A file part read into memory: whole, cut at busboy's per-file cap, or cut short by the client. */
export type BufferedPart = { bytes: Buffer; outcome: 'complete' | 'too_large' | 'aborted' };

/**
 * Streams the parts through the handlers and resolves once the body has been read. An aborted or
 * malformed body rejects with a 400 (a body-limit overflow keeps its 413).
 */
export function readMultipart(
  request: Request,
  handlers: { limits: MultipartLimits; onFile: (file: MultipartFile) => void; onField?: (name: string, value: string) => void; onFilesLimit?: () => void },
): Promise<void> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body) {
    return Promise.reject(new AppError('unsupported_media_type', 'Send the files as multipart/form-data'));
  }
  return new Promise<void>((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', defCharset: 'utf8', limits: handlers.limits });
    } catch (err) {
      reject(new AppError('bad_request', `The upload could not be read: ${(err as Error).message}`));
      return;
    }
    // A field the database could not store fails the request (422, named) once the body is read.
    let unstorable: AppError | null = null;
    bb.on('field', (name, value) => {
      if (isStorableText(name) && isStorableText(value)) handlers.onField?.(name, value);
      else unstorable ??= unstorableError(isStorableText(name) ? name : 'field');
    });
    bb.on('file', (field, stream, info) => {
      // A file stream is destroyed with the body's error when the client goes away; without a
      // listener that error would end the process.
      stream.on('error', () => undefined);
      handlers.onFile({ field, fileName: info.filename ?? '', stream });
    });
    bb.on('filesLimit', () => handlers.onFilesLimit?.());
    const source = Readable.fromWeb(request.body as never);
    pipeline(source, bb, (err) => {
      if (!err) return unstorable ? reject(unstorable) : resolve();
      reject(err instanceof AppError ? err : readError(err));
    });
  });
}

function readError(err: unknown): AppError {
  const cause = err instanceof Error ? (err.cause ?? err) : err;
  if (cause instanceof AppError) return cause;
  return new AppError('bad_request', `The upload could not be read: ${(err as Error).message ?? String(err)}`);
}

/** Reads one file part into memory; it settles when the part closes, whatever ended it. */
export function bufferPart(stream: Readable): Promise<BufferedPart> {
  const chunks: Buffer[] = [];
  let outcome: BufferedPart['outcome'] = 'complete';
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('limit', () => {
    if (outcome === 'complete') outcome = 'too_large';
  });
  stream.on('error', () => {
    outcome = 'aborted';
  });
  return new Promise((done) => stream.on('close', () => done({ bytes: Buffer.concat(chunks), outcome })));
}
