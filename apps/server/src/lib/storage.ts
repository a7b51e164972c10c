/**
 * File storage behind one small interface: a local folder under DATA_DIR by default (an
 * S3-compatible bucket can implement the same calls). Keys are server-generated, never derived
 * from a user's file name, and files are only ever served through authorized routes. `list` and
 * `discardPartial` serve the sweep of files that no record refers to (sweep-files.ts).
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { newId } from './ids';

export type Storage = {
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  get: (key: string) => Promise<Uint8Array>;
  stream: (key: string) => ReadableStream<Uint8Array>;
  remove: (key: string) => Promise<void>;
  /** Every stored key under the prefix with its last write time (half-written files are not keys). */
  list: (prefix: string) => AsyncIterable<StoredFile>;
  /** Removes half-written files (a crash during `put`) last written before `before`; returns how many. */
  discardPartial: (before: Date) => Promise<number>;
};

export type StoredFile = { key: string; modifiedAt: Date };

const PARTIAL = /\.\d+\.tmp$/;

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
    async *list(prefix) {
      for await (const file of walk(resolve(prefix))) {
        const key = path.relative(root, file.path).split(path.sep).join('/');
        if (KEY.test(key) && !key.includes('..')) yield { key, modifiedAt: file.modifiedAt };
      }
    },
    async discardPartial(before) {
      let removed = 0;
      for await (const file of walk(root)) {
        if (!PARTIAL.test(file.path) || file.modifiedAt >= before) continue;
        await rm(file.path, { force: true });
        removed++;
      }
      return removed;
    },
  };
}

async function* walk(dir: string): AsyncGenerator<{ path: string; modifiedAt: Date }> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info) continue;
    if (info.isDirectory()) yield* walk(file);
    else if (info.isFile()) yield { path: file, modifiedAt: info.mtime };
  }
}
