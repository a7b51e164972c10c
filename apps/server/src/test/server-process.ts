/**
 * Runs the real server (and `npm run worker`) as child processes and drives them over HTTP: used
 * by bench/ingest, the crash test (which kills and restarts the server) and the scale-out test.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { newId } from '../lib/ids';

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

export async function startServer(dataDir: string, port: number, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<Server> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), BOT_CHALLENGE: 'off', SEED_DEMO: '0', LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_PER_IP: '1000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Up to two minutes: a busy machine starts the server slowly, and one that never answers fails here, not at the first request.
  for (let i = 0; ; i++) {
    if (child.exitCode != null || child.signalCode != null) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i === 1200) {
      child.kill('SIGKILL');
      throw new Error(`server on port ${port} did not answer /healthz within two minutes`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, stop: stopper(child) };
}

/** A process's stop: signal it and resolve once it has exited (at once if it already has). */
function stopper(child: ChildProcess) {
  return (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      // A child ended by a signal has a signalCode and no exitCode.
      if (child.exitCode != null || child.signalCode != null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
}

export type WorkerProcess = { child: ChildProcess; /** Batches of resumes it has parsed so far. */ batches: () => number; stop: (signal?: NodeJS.Signals) => Promise<void> };

/** `npm run worker` as a child process (needs DATABASE_URL in env); resolves once its workers have started. */
export async function startWorker(dataDir: string, env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'debug', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let batches = 0;
  const started = new Promise<void>((resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`worker exited with ${code ?? signal} before starting`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('"msg":"workers started"')) resolve();
      if (line.includes('"msg":"parsed resumes"')) batches++;
    });
  });
  await started;
  return { child, batches: () => batches, stop: stopper(child) };
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

/** A new, empty PostgreSQL database beside `base` (TEST_DATABASE_URL by default), and how to drop it. */
export function emptyPostgresDatabase(prefix: string, base = process.env.TEST_DATABASE_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  return newPostgresDatabase(prefix, base, null);
}

/** A new PostgreSQL database beside TEST_DATABASE_URL holding a copy of `template` (which nobody may be connected to). */
export function copyPostgresDatabase(prefix: string, template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return newPostgresDatabase(prefix, process.env.TEST_DATABASE_URL, template);
}

async function newPostgresDatabase(prefix: string, base: string | undefined, template: string | null) {
  if (!base) throw new Error('a PostgreSQL database needs TEST_DATABASE_URL');
  const name = `${prefix}_${newId().replace(/-/g, '')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
