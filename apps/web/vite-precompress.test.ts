// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './vite-precompress';

describe('precompressing the build', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of compressible files that decode to the original', async () => {
    mkdirSync(path.join(dir, 'assets'));
    const script = 'export function f(){return "hirebase"}\n'.repeat(500);
    const css = '.a{color:red}\n'.repeat(300);
    writeFileSync(path.join(dir, 'assets', 'entry-1.js'), script);
    writeFileSync(path.join(dir, 'assets', 'entry-1.css'), css);
    writeFileSync(path.join(dir, 'assets', 'tiny.js'), 'export {};');
    writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, 'assets', 'noise.js'), randomBytes(4096));

    const totals = await precompressDir(dir);

    for (const [name, text] of [['entry-1.js', script], ['entry-1.css', css]] as const) {
      const file = path.join(dir, 'assets', name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
      expect(readFileSync(`${file}.br`).length).toBeLessThan(text.length / 10);
    }
    // Too small to gain, not text, or not made smaller: no copy.
    expect(existsSync(path.join(dir, 'assets', 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'photo.png.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'noise.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'noise.js.gz'))).toBe(false);
    expect(totals.files).toBe(2);
    expect(totals.brotli).toBeLessThan(totals.gzip);
  });
});
