/**
 * Serves the built web app. Hashed assets under /assets/ are cached for a year as immutable;
 * index.html and the other root files are revalidated on every use (`no-cache`) through their ETag.
 * The build writes brotli (`.br`) and gzip (`.gz`) copies beside each compressible file; the copy
 * the client accepts is sent as is, so nothing is compressed while serving. Unknown paths outside
 * /assets/ fall back to index.html (client-side routes); a missing asset is a 404, never HTML.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Precompressed copies, in the order the server prefers them, with the suffix the build gives each. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof ENCODINGS)[number]['name'];

/**
 * The quality a client gives each content coding (RFC 9110 §12.5.3): a coding it names takes its
 * own q, one it does not name takes `*`'s, or is refused when there is no `*`.
 */
export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(value) ? value : 0);
  }
  const accepted = new Set<Encoding>();
  for (const { name } of ENCODINGS) if ((q.get(name) ?? q.get('*') ?? 0) > 0) accepted.add(name);
  return accepted;
}

type Found = { file: string; size: number; mtimeMs: number };

async function regularFile(file: string): Promise<Found | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? { file, size: s.size, mtimeMs: s.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The request path as a file under root, or null when it is malformed or would leave root. */
function resolveInside(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file.startsWith(root + path.sep) ? file : null;
}

function ifNoneMatchHas(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function respond(opts: { file: string; cache: string; method: string; acceptEncoding?: string; ifNoneMatch?: string }): Promise<Response | null> {
  const original = await regularFile(opts.file);
  if (!original) return null;
  const accepted = acceptedEncodings(opts.acceptEncoding);
  let chosen: Found = original;
  let encoding: Encoding | null = null;
  let varies = false;
  for (const { name, suffix } of ENCODINGS) {
    const copy = await regularFile(opts.file + suffix);
    if (!copy) continue;
    varies = true;
    if (!encoding && accepted.has(name)) {
      chosen = copy;
      encoding = name;
    }
  }
  // One tag per representation: the compressed copies differ from the original byte for byte.
  const etag = `"${original.size.toString(36)}-${Math.trunc(original.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
  const headers = new Headers({ 'cache-control': opts.cache, etag });
  if (varies) headers.set('vary', 'Accept-Encoding');
  if (ifNoneMatchHas(opts.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });

  headers.set('content-type', TYPES[path.extname(opts.file)] ?? 'application/octet-stream');
  headers.set('content-length', String(chosen.size));
  if (encoding) headers.set('content-encoding', encoding);
  if (opts.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(Readable.toWeb(createReadStream(chosen.file)) as ReadableStream, { status: 200, headers });
}

export function serveWeb(webRoot: string): MiddlewareHandler {
  const root = path.resolve(webRoot);
  const index = path.join(root, 'index.html');
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (c.req.path.startsWith('/api/')) return next();
    const request = { method: c.req.method, acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match') };
    const isAsset = c.req.path.startsWith('/assets/');
    const file = resolveInside(root, c.req.path);
    // The compressed copies are served only in place of their original, never by their own name.
    const ownName = file !== null && !ENCODINGS.some(({ suffix }) => file.endsWith(suffix));
    if (file && ownName && file !== index) {
      const found = await respond({ ...request, file, cache: isAsset ? IMMUTABLE : 'no-cache' });
      if (found) return found;
    }
    if (isAsset) return c.text('Not found', 404, { 'cache-control': 'no-cache' });
    const shell = await respond({ ...request, file: index, cache: 'no-cache' });
    return shell ?? c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
  };
}
