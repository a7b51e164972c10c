import { randomBytes, createHash } from 'node:crypto';
import { v7 } from 'uuid';

/** Ids are random and time-ordered (UUID v7), never sequential. */
export const newId = (): string => v7();

/** A URL-safe token with the given bytes of entropy (≥ 16 bytes = 128 bits). */
export const newToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
