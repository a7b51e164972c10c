/**
 * The storage interface every adapter implements (local folder, S3-compatible bucket). Keys are
 * server-generated, never derived from a user's file name, and files are only ever served through
 * authorized routes, streamed by the API. `list` and `discardPartial` serve the sweep of files that
 * no record refers to (sweep-files.ts).
 */
import { newId } from '../../lib/ids';

export type Storage = {
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** The stored bytes; throws when the key holds nothing. */
  get: (key: string) => Promise<Uint8Array>;
  /** The stored bytes as a stream, opened when first read; errors when the key holds nothing. */
  stream: (key: string) => ReadableStream<Uint8Array>;
  /** Removes the key; removing a missing key is not an error. */
  remove: (key: string) => Promise<void>;
  /** Every stored key under the prefix with its last write time (half-written files are not keys). */
  list: (prefix: string) => AsyncIterable<StoredFile>;
  /** Removes half-written files (a crash during `put`) last written before `before`; returns how many. */
  discardPartial: (before: Date) => Promise<number>;
};

export type StoredFile = { key: string; modifiedAt: Date };

const KEY = /^[a-z0-9][a-z0-9/_-]{0,200}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

/** Refuses anything but a server-made key, so no caller can reach outside the store. */
export function checkStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error('Invalid storage key');
  return key;
}

export function storageKey(orgId: string, prefix: string): string {
  return `${prefix}/${orgId}/${newId()}`;
}
