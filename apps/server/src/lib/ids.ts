import { randomBytes, randomFillSync, createHash } from 'node:crypto';
import { v7 } from 'uuid';

/** Ids are random and time-ordered (UUID v7), never sequential. */
export const newId = (): string => v7();

const requestIdBytes = new Uint8Array(12 * 512);
let requestIdAt = requestIdBytes.length;

/**
 * A request's id for logs and `X-Request-Id`: 96 random bits, URL-safe. Every request takes one, so the
 * bytes are drawn from the CSPRNG 6 KB at a time rather than one draw per request.
 */
export function newRequestId(): string {
  if (requestIdAt >= requestIdBytes.length) {
    randomFillSync(requestIdBytes);
    requestIdAt = 0;
  }
  const id = Buffer.from(requestIdBytes.buffer, requestIdAt, 12).toString('base64url');
  requestIdAt += 12;
  return id;
}

/** A URL-safe token with the given bytes of entropy (≥ 16 bytes = 128 bits). */
export const newToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
