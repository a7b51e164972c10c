/** Serves the built web app: hashed assets cached forever, everything else falls back to index.html. */
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

function fileResponse(file: string, cache: string): Response {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const stream = Readable.toWeb(createReadStream(file)) as ReadableStream;
  return new Response(stream, {
    headers: { 'content-type': type, 'content-length': String(statSync(file).size), 'cache-control': cache },
  });
}

export function serveWeb(root: string): MiddlewareHandler {
  const index = path.join(root, 'index.html');
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (c.req.path.startsWith('/api/')) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path);
    } catch {
      decoded = '/';
    }
    const file = path.normalize(path.join(root, decoded));
    if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) {
      const immutable = decoded.startsWith('/assets/');
      return fileResponse(file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    if (!existsSync(index)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    return fileResponse(index, 'no-cache');
  };
}
