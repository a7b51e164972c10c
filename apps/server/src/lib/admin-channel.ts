/**
 * The operator CLI's way into a running embedded server, which alone may open the database
 * (data-dir-lock.ts). A Unix socket beside the database (a named pipe on Windows), mode 0600, never a
 * network port; each request must also carry the secret the server wrote into the 0600 lock file.
 * One JSON line in, one JSON line out; the server runs the same command functions the CLI runs alone.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AdminChannelAddress, DataDirLock } from './data-dir-lock';

export type AdminRequest = { command: string; values: Record<string, string> };
export type AdminResult = { exitCode: number; stdout: string; stderr: string };
export type AdminChannel = { close: () => Promise<void> };

const MAX_REQUEST_BYTES = 64 * 1024;
const REQUEST_TIMEOUT_MS = 10_000;
/** Socket paths are limited to about 104 bytes (macOS) and 108 (Linux). */
const MAX_SOCKET_PATH = 100;

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function parseRequest(line: string, token: string): AdminRequest | null {
  let body: { token?: unknown; command?: unknown; values?: unknown };
  try {
    body = JSON.parse(line);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || !sameSecret(body.token, token) || typeof body.command !== 'string')
    return null;
  const values = body.values ?? {};
  if (typeof values !== 'object' || Array.isArray(values)) return null;
  if (!Object.values(values as object).every((v) => typeof v === 'string')) return null;
  return { command: body.command, values: values as Record<string, string> };
}

const refused: AdminResult = {
  exitCode: 1,
  stdout: '',
  stderr: 'The server refused the request: bad secret or malformed request.',
};

function serveConnection(
  socket: net.Socket,
  token: string,
  run: (request: AdminRequest) => Promise<AdminResult>,
): void {
  let buffered = '';
  socket.setEncoding('utf8');
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  const onData = (chunk: string) => {
    buffered += chunk;
    if (buffered.length > MAX_REQUEST_BYTES) return socket.destroy();
    const end = buffered.indexOf('\n');
    if (end < 0) return;
    socket.off('data', onData);
    socket.setTimeout(0);
    const request = parseRequest(buffered.slice(0, end), token);
    const answer = request
      ? run(request).catch((err: unknown) => ({
          exitCode: 1,
          stdout: '',
          stderr: err instanceof Error ? err.message : String(err),
        }))
      : Promise.resolve(refused);
    void answer.then((result) => {
      if (!socket.destroyed) socket.end(`${JSON.stringify(result)}\n`);
    });
  };
  socket.on('data', onData);
}

function listenOn(socket: string, onConnection: (connection: net.Socket) => void): Promise<net.Server> {
  const server = net.createServer(onConnection);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: socket, readableAll: false, writableAll: false }, () => {
      server.off('error', reject);
      server.on('error', () => undefined);
      resolve(server);
    });
  });
}

/**
 * Listens beside the database, or in a private temporary folder when that path is too long for a
 * socket or its file system has none (some container mounts); on Windows, on a named pipe.
 */
async function listenSomewhere(dataDir: string, onConnection: (connection: net.Socket) => void) {
  if (process.platform === 'win32') {
    const socket = `\\\\.\\pipe\\hirebase-admin-${randomBytes(12).toString('hex')}`;
    return { socket, server: await listenOn(socket, onConnection), cleanup: () => undefined };
  }
  const beside = path.join(dataDir, 'admin.sock');
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH) {
    try {
      // Holding the lock, any socket file left here is a crashed server's.
      rmSync(beside, { force: true });
      const server = await listenOn(beside, onConnection);
      chmodSync(beside, 0o600);
      return { socket: beside, server, cleanup: () => rmSync(beside, { force: true }) };
    } catch {
      /* fall back to a private folder */
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-admin-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  const socket = path.join(dir, 'admin.sock');
  try {
    const server = await listenOn(socket, onConnection);
    chmodSync(socket, 0o600);
    return { socket, server, cleanup };
  } catch (err) {
    cleanup();
    throw err;
  }
}

/** Listens for CLI commands while this process holds the database folder's lock, and says where in the lock. */
export async function listenAdminChannel(opts: {
  dataDir: string;
  lock: DataDirLock;
  run: (request: AdminRequest) => Promise<AdminResult>;
}): Promise<AdminChannel> {
  const token = randomBytes(32).toString('base64url');
  const { socket, server, cleanup } = await listenSomewhere(opts.dataDir, (connection) =>
    serveConnection(connection, token, opts.run),
  );
  opts.lock.publish({ socket, token });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        cleanup();
      }),
  };
}

/** Sends one command to the server listening at the address and returns its answer. */
export function sendAdminRequest(address: AdminChannelAddress, request: AdminRequest): Promise<AdminResult> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(address.socket);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ token: address.token, ...request })}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const result = JSON.parse(answer) as AdminResult;
        if (typeof result.exitCode !== 'number') throw new Error('malformed');
        resolve(result);
      } catch {
        reject(new Error('The running server closed the admin channel without an answer.'));
      }
    });
  });
}
