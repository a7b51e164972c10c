/**
 * The embedded database has one owner at a time (issue 21, item 2): the operator CLI works while
 * the server runs, through the server, and nothing either of them wrote is lost across a restart;
 * a second server on the same folder is refused with a clear message. One server process per file.
 * Embedded only: with DATABASE_URL there is no lock and the CLI opens PostgreSQL itself.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sendAdminRequest } from '../lib/admin-channel';
import { lockFilePath, lockHolder } from '../lib/data-dir-lock';
import { api, signIn, startServer, type Server } from '../test/server-process';

const root = path.resolve(import.meta.dirname, '../../../..');
const baseEnv = { SEED_DEMO: '0', LOG_LEVEL: 'silent', BOT_CHALLENGE: 'off' };
let server: Server | null = null;

function admin(dataDir: string, args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...baseEnv, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

/** Runs a second server on the folder and resolves with its exit code and what it wrote to stderr. */
function secondServer(dataDir: string, port: number): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...baseEnv, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

afterAll(async () => {
  await server?.stop('SIGKILL');
});

describe.skipIf(process.env.TEST_DB === 'postgres')('the operator CLI beside a running embedded server', () => {
  it(
    'goes through the running server, loses nothing across a restart, refuses a second server and outlives a killed one',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-cli-'));
      // 3700–3902 holds none of the ports fetch refuses to call (3659 among them).
      const port = 3700 + Math.floor(Math.random() * 200);
      server = await startServer(dataDir, port, baseEnv);

      // The server holds the folder and listens for the CLI on a private socket that wants the lock's secret.
      const holder = lockHolder(dataDir)!;
      expect(holder.pid).toBe(server.child.pid);
      expect(statSync(holder.channel!.socket).mode & 0o777).toBe(0o600);
      const forged = await sendAdminRequest(
        { socket: holder.channel!.socket, token: 'guessed' },
        { command: 'list-orgs', values: {} },
      );
      expect(forged).toMatchObject({ exitCode: 1, stdout: '' });

      const owner = admin(dataDir, [
        'create-user',
        '--email',
        'owner@example.com',
        '--password',
        'owner-password',
        '--org',
        'Lock Co',
        '--role',
        'admin',
      ]);
      expect(owner.stderr).toBe('');
      expect(owner.stdout).toBe('Created owner@example.com; created "Lock Co" as admin.\n');
      const token = await signIn(server.url, 'owner@example.com', 'owner-password');
      const candidate = (
        await api(server.url, token, '/candidates', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ first_name: 'Grace', last_name: 'Hopper' }),
        })
      ).data;
      const late = admin(dataDir, [
        'create-user',
        '--email',
        'late@example.com',
        '--password',
        'late-password',
        '--org',
        'Lock Co',
        '--role',
        'recruiter',
      ]);
      expect(late.stdout).toBe('Created late@example.com; joined "Lock Co" as recruiter.\n');
      expect(late.status).toBe(0);
      const refused = admin(dataDir, [
        'create-user',
        '--email',
        'short@example.com',
        '--password',
        'x',
        '--org',
        'Lock Co',
        '--role',
        'admin',
      ]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('Usage: npm run admin');

      const second = await secondServer(dataDir, port + 1);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`The embedded database in ${dataDir} is in use by process ${server.child.pid}.`);

      await server.stop('SIGTERM');
      expect(existsSync(lockFilePath(dataDir))).toBe(false);
      server = await startServer(dataDir, port + 2, baseEnv);
      const lateToken = await signIn(server.url, 'late@example.com', 'late-password');
      expect((await api(server.url, lateToken, `/candidates/${candidate.id}`)).data).toMatchObject({
        first_name: 'Grace',
        last_name: 'Hopper',
      });

      // A killed server leaves its lock behind; with no server, the CLI takes it over, opens the
      // database itself, prints the same, and lets go of the folder.
      await server.stop('SIGKILL');
      server = null;
      expect(existsSync(lockFilePath(dataDir))).toBe(true);
      const alone = admin(dataDir, ['list-orgs']);
      expect(alone.stdout).toMatch(/lock-co\s+2 members {2}Lock Co\n$/);
      expect(existsSync(lockFilePath(dataDir))).toBe(false);
    },
  );
});
