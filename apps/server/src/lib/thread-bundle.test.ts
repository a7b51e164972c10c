import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../test/fixtures/resumes/make';
import { BUNDLE_UNUSED_MS, bundledModule, pruneBundles } from './thread-bundle';

const run = promisify(execFile);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'thread-bundle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('bundledModule', () => {
  it('gives the parse worker as plain JavaScript that reads a resume without the TypeScript loader', async () => {
    const bundle = await bundledModule(new URL('../features/ingestion/parse-worker.ts', import.meta.url));
    expect(bundle?.pathname).toMatch(/parse-worker-[0-9a-f]{16}\.mjs$/);
    const pdf = path.join(scratch, 'resume.pdf');
    writeFileSync(pdf, await renderPdf('Asha Rao\nasha.rao@example.com\n\nExperience\nSenior Data Analyst\nKestrel Foods'));
    // A plain node (no --import tsx): the tagger's weights are read beside their source file.
    const script = `const m = await import(${JSON.stringify(bundle!.href)}); const out = await m.default(new Uint8Array((await import('node:fs')).readFileSync(${JSON.stringify(pdf)}))); console.log(JSON.stringify(out));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: scratch });
    const out = JSON.parse(stdout);
    expect(out.ok).toBe(true);
    expect(out.fields.emails).toContain('asha.rao@example.com');
    expect(out.text).toContain('Senior Data Analyst');
  });

  it('removes bundles unused for a week, but never the one being started and not one still marked as used', () => {
    const dir = path.join(scratch, 'cache');
    mkdirSync(dir);
    const now = Date.now();
    const touch = (name: string, ageMs: number) => {
      writeFileSync(path.join(dir, name), 'export {};');
      const at = new Date(now - ageMs);
      utimesSync(path.join(dir, name), at, at);
    };
    touch('parse-worker-aaaaaaaaaaaaaaaa.mjs', BUNDLE_UNUSED_MS + 60_000);
    touch('parse-worker-bbbbbbbbbbbbbbbb.mjs', BUNDLE_UNUSED_MS - 60_000);
    touch('parse-worker-cccccccccccccccc.mjs', BUNDLE_UNUSED_MS + 60_000);
    touch('parse-worker-dddddddddddddddd.mjs.4242.part', 30 * 24 * 3600_000);
    const removed = pruneBundles(dir, new Set([path.join(dir, 'parse-worker-cccccccccccccccc.mjs')]), now);
    expect(removed.sort()).toEqual(['parse-worker-aaaaaaaaaaaaaaaa.mjs', 'parse-worker-dddddddddddddddd.mjs.4242.part']);
    expect(readdirSync(dir).sort()).toEqual(['parse-worker-bbbbbbbbbbbbbbbb.mjs', 'parse-worker-cccccccccccccccc.mjs']);
  });
});
