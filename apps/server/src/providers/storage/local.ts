/** Files in a local folder (FILES_DIR, under DATA_DIR by default): the embedded, one-machine adapter. */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { checkStorageKey, isStorageKey, type Storage } from './storage';

const PARTIAL = /\.\d+\.tmp$/;

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => path.join(root, checkStorageKey(key));
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
        if (isStorageKey(key)) yield { key, modifiedAt: file.modifiedAt };
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
