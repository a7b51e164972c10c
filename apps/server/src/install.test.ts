/**
 * A fresh clone installs exactly as committed: `npm ci` accepts the lockfile without engine
 * warnings, `npm install` would not rewrite it, and nothing in the clone changes. Installs from the
 * npm cache (CI has it after its own install); runs once, not again on PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const clone = mkdtempSync(path.join(tmpdir(), 'hirebase-clone-'));
const quiet = ['--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'];

function run(command: string, args: string[], cwd = clone) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// Removing the clone's node_modules takes a while on a loaded machine.
afterAll(() => rmSync(clone, { recursive: true, force: true }), 180_000);

describe.skipIf(process.env.TEST_DB === 'postgres')('a fresh clone', () => {
  it('installs with npm ci from the committed lockfile and stays clean', () => {
    expect(run('git', ['clone', '--quiet', root, clone], root).status).toBe(0);

    const ci = run('npm', ['ci', ...quiet]);
    expect(ci.status, ci.output).toBe(0);
    expect(ci.output).not.toMatch(/EBADENGINE|ERESOLVE/);

    const install = run('npm', ['install', '--package-lock-only', ...quiet]);
    expect(install.status, install.output).toBe(0);
    expect(install.output).not.toMatch(/EBADENGINE|ERESOLVE/);

    expect(run('git', ['status', '--porcelain']).output).toBe('');
  }, 300_000);
});
