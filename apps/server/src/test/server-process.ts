/**
 * Runs the real server as a child process on a fresh embedded database and drives it over HTTP:
 * used by bench/ingest and by the crash test (which kills and restarts it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

export type Server = { child: ChildProcess; url: string; stop: (signal?: NodeJS.Signals) => Promise<void> };

export function createUser(dataDir: string, email: string, password: string, extraEnv: Record<string, string> = {}) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'create-user', '--email', email, '--password', password, '--org', 'Ingest Bench', '--role', 'admin'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', ...extraEnv },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`create-user failed: ${res.stderr}`);
}

export async function startServer(dataDir: string, port: number, env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), BOT_CHALLENGE: 'off', SEED_DEMO: '0', LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_PER_IP: '1000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode != null || child.signalCode != null) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    url,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        // A child ended by a signal has a signalCode and no exitCode.
        if (child.exitCode != null || child.signalCode != null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url.replace('127.0.0.1', 'localhost') },
    body: JSON.stringify({ email, password, turnstile_token: '' }),
  });
  if (!res.ok) throw new Error(`sign-in ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const tok = await fetch(`${url}/api/v1/recruiter/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: url.replace('127.0.0.1', 'localhost') },
    body: JSON.stringify({ org_id: null }),
  });
  return ((await tok.json()) as { data: { token: string } }).data.token;
}

export async function api<T = any>(url: string, token: string, pathname: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${url}/api/v1/recruiter${pathname}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${pathname} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
