/**
 * What every storage adapter must do, as one suite run against each of them (storage.test.ts):
 * the same calls must mean the same thing on a local folder and on a bucket.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { storageKey, type Storage } from './storage';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function collect(files: AsyncIterable<{ key: string; modifiedAt: Date }>) {
  const out: { key: string; modifiedAt: Date }[] = [];
  for await (const file of files) out.push(file);
  return out;
}

export function storageContract(storage: () => Storage) {
  it('gives back exactly the bytes put under a key, and the last ones when a key is written again', async () => {
    const s = storage();
    const key = storageKey(newId(), 'resumes');
    const first = new Uint8Array(randomBytes(70_000));
    await s.put(key, first);
    expect(Buffer.from(await s.get(key)).equals(Buffer.from(first))).toBe(true);
    const second = new Uint8Array([0, 1, 2, 255]);
    await s.put(key, second);
    expect([...(await s.get(key))]).toEqual([0, 1, 2, 255]);
    await s.put(storageKey(newId(), 'resumes'), new Uint8Array(0));
  });

  it('streams a large file whole, and errors the stream of a key that holds nothing', async () => {
    const s = storage();
    const key = storageKey(newId(), 'exports');
    const bytes = new Uint8Array(randomBytes(1_500_000));
    await s.put(key, bytes);
    expect(Buffer.from(await readAll(s.stream(key))).equals(Buffer.from(bytes))).toBe(true);
    await expect(readAll(s.stream(storageKey(newId(), 'exports')))).rejects.toThrow();
  });

  it('refuses to read a key that holds nothing, and removes keys (a missing one too) for good', async () => {
    const s = storage();
    const key = storageKey(newId(), 'resumes');
    await expect(s.get(key)).rejects.toThrow();
    await s.put(key, new Uint8Array([7]));
    await s.remove(key);
    await expect(s.get(key)).rejects.toThrow();
    await s.remove(key);
    await s.remove(storageKey(newId(), 'resumes'));
  });

  it('refuses keys it did not make: other folders, upper case, file names, empty', async () => {
    const s = storage();
    for (const key of ['../outside', 'resumes/../../etc/passwd', '/etc/passwd', 'Resumes/x', 'resumes/cv.pdf', '', 'resumes/a b']) {
      await expect(s.put(key, new Uint8Array([1])), key).rejects.toThrow('Invalid storage key');
      await expect(s.get(key), key).rejects.toThrow('Invalid storage key');
      await expect(s.remove(key), key).rejects.toThrow('Invalid storage key');
      expect(() => s.stream(key), key).toThrow('Invalid storage key');
    }
  });

  it('lists every key under a prefix, past one page of a thousand, with its write time, and nothing beside it', async () => {
    const s = storage();
    const org = newId();
    const before = Date.now() - 60_000;
    const keys = Array.from({ length: 1_010 }, () => storageKey(org, 'imports'));
    for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((key) => s.put(key, new Uint8Array([1]))));
    // A neighbour whose name starts the same is not under the prefix.
    await s.put(`imports/${org}x/${newId()}`, new Uint8Array([2]));
    await s.put(`imports/${org}-name`, new Uint8Array([3]));
    const listed = await collect(s.list(`imports/${org}`));
    expect(listed.map((f) => f.key).sort()).toEqual([...keys].sort());
    for (const file of listed) {
      expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(file.modifiedAt.getTime()).toBeLessThan(Date.now() + 60_000);
    }
    expect(await collect(s.list(`imports/${newId()}`))).toEqual([]);
  });

  it('never discards a whole file as partial', async () => {
    const s = storage();
    const key = storageKey(newId(), 'resumes');
    await s.put(key, new Uint8Array([9, 9]));
    expect(await s.discardPartial(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(0);
    expect([...(await s.get(key))]).toEqual([9, 9]);
  });
}
