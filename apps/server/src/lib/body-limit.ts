/**
 * One cap on every request body, enforced while it streams: a declared Content-Length over the cap
 * is refused before anything is read, and a chunked body is counted as it is read (the handler's
 * reader, busboy or better-auth, gets an error the moment the count passes the cap). Either way the
 * answer is 413 `payload_too_large`. Uploads and imports get their own, larger caps here, so the
 * limits of every route are in one table.
 */
import { MAX_FILES_PER_DROP, MAX_UPLOAD_BYTES, IMPORT_MAX_BYTES } from '@hirebase/shared';
import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

/** JSON and form bodies; matches the JSON cap of parseBody. */
export const DEFAULT_BODY_BYTES = 1024 * 1024;
/** Room for multipart headers and boundaries around the files. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** A whole drop, whatever its file count: 500 files of 10 MB would be 5 GB. */
export const MAX_DROP_BYTES = 512 * 1024 * 1024;

export type BodyLimitRule = { method: string; path: RegExp; maxBytes: number };

export const BODY_LIMITS: BodyLimitRule[] = [
  { method: 'POST', path: /^\/api\/v1\/recruiter\/uploads\/?$/, maxBytes: Math.min(MAX_DROP_BYTES, MAX_FILES_PER_DROP * (MAX_UPLOAD_BYTES + 1024)) },
  { method: 'POST', path: /^\/api\/v1\/recruiter\/imports\/preview\/?$/, maxBytes: IMPORT_MAX_BYTES + MULTIPART_OVERHEAD },
  // An application: one resume plus the form's fields (the careers host serves the site at its root).
  { method: 'POST', path: /^(\/api\/v1\/public\/careers\/[^/]+\/jobs\/[^/]+\/applications|(\/careers)?\/company\/[^/]+\/jobs\/[^/]+\/apply)\/?$/, maxBytes: MAX_UPLOAD_BYTES + 2 * MULTIPART_OVERHEAD },
];

const tooLarge = () => new AppError('payload_too_large', 'Request body is too large');

export function bodyLimitFor(method: string, path: string, rules = BODY_LIMITS): number {
  return rules.find((rule) => rule.method === method && rule.path.test(path))?.maxBytes ?? DEFAULT_BODY_BYTES;
}

export function bodyLimit(rules = BODY_LIMITS): MiddlewareHandler {
  return async (c, next) => {
    // A GET or HEAD has no body; asking for one would make the server build the whole Request.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const request = c.req.raw;
    if (!request.body) return next();
    const maxBytes = bodyLimitFor(request.method, c.req.path, rules);
    const declared = request.headers.get('content-length');
    if (declared !== null && !request.headers.has('transfer-encoding') && Number(declared) > maxBytes) throw tooLarge();

    let overflowed = false;
    c.req.raw = new Request(request, {
      body: countedBody(request.body, maxBytes, () => {
        overflowed = true;
      }),
      duplex: 'half',
    } as RequestInit);
    await next();
    // Whatever the reader made of the broken stream (a 400, a 500 from a library), the cause was the size.
    if (overflowed && c.res.status !== 413) {
      c.error = undefined;
      const error = tooLarge();
      c.res = c.json({ error: { code: error.code, message: error.message } }, 413);
    }
  };
}

/** The body as a pull stream that errors as soon as more than `maxBytes` have passed through. */
function countedBody(body: ReadableStream<Uint8Array>, maxBytes: number, onOverflow: () => void): ReadableStream<Uint8Array> {
  // Taken at the first read: the request is rebuilt around this stream before anything reads it.
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let seen = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: Awaited<ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>>;
      try {
        reader ??= body.getReader();
        chunk = await reader.read();
      } catch (err) {
        controller.error(err);
        return;
      }
      if (chunk.done) return controller.close();
      seen += chunk.value.byteLength;
      if (seen > maxBytes) {
        onOverflow();
        // The rest is left unread: the server drains (or drops) it after the 413 is sent.
        controller.error(tooLarge());
        return;
      }
      controller.enqueue(chunk.value);
    },
    cancel(reason) {
      return (reader ?? body).cancel(reason).catch(() => undefined);
    },
  });
}
