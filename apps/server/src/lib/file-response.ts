/** A stored file served as a download: never rendered, never sniffed, never cached, sandboxed if opened. */
import type { Storage } from '../providers/storage';
import { AppError } from './app-error';

/** An ASCII-only fallback name for Content-Disposition plus the RFC 5987 UTF-8 form. */
export function attachmentDisposition(fileName: string, fallback = 'file'): string {
  const base = fileName.split(/[\\/]/).pop() || fallback;
  const ascii = base.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;%]/g, '_').trim() || fallback;
  const utf8 = encodeURIComponent(base).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** `contentType` only for a type the upload checks proved from the bytes; anything else is served as bytes to save. */
export async function storedFileResponse(storage: Storage, file: { key: string; fileName: string; contentType?: string }): Promise<Response> {
  let bytes: Uint8Array;
  try {
    bytes = await storage.get(file.key);
  } catch {
    throw new AppError('not_found', 'The stored file is missing');
  }
  return new Response(Buffer.from(bytes), {
    headers: {
      // Whatever the sender claimed, the browser gets bytes to save unless the type was checked.
      'Content-Type': file.contentType ?? 'application/octet-stream',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': attachmentDisposition(file.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': 'sandbox',
    },
  });
}
