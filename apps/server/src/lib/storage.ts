/**
 * File storage behind one small interface: a local folder under DATA_DIR by default (an
 * S3-compatible bucket can implement the same three calls). Keys are server-generated, never
 * derived from a user's file name, and files are only ever served through authorized routes.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { newId } from './ids';

export type Storage = {
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  get: (key: string) => Promise<Uint8Array>;
  stream: (key: string) => ReadableStream<Uint8Array>;
  remove: (key: string) => Promise<void>;
};

const KEY = /^[a-z0-9][a-z0-9/_-]{0,200}$/;

export function storageKey(orgId: string, prefix: string): string {
  return `${prefix}/${orgId}/${newId()}`;
}

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error('Invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under the key.
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    },
    async get(key) {
      return new Uint8Array(await readFile(resolve(key)));
    },
    stream(key) {
      return Readable.toWeb(createReadStream(resolve(key))) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
