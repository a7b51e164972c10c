/**
 * A throwaway Radicale for tests: CalDAV on a free loopback port, its collections in a temp folder,
 * users from a plain htpasswd file (read at every sign-in), no system configuration (`radicale -C
 * <generated conf>`). The helpers talk to it over plain HTTP, the way another calendar program would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findBinary, freePort } from './local-server';

const CANDIDATES = ['/usr/bin/radicale', '/usr/local/bin/radicale', '/opt/homebrew/bin/radicale'];

/** The radicale binary (RADICALE_BIN, or where packages put it), or null when this machine has none (the tests that need it skip). */
export function radicaleBinary(): string | null {
  return findBinary('RADICALE_BIN', CANDIDATES);
}

export const NO_RADICALE = 'radicale is not installed (apt-get install -y radicale); the CalDAV tests are skipped';

export type Radicale = {
  /** http://127.0.0.1:<port>/ — the address a user connects with. */
  url: string;
  /** Adds a user (or changes their password) and creates their calendar `calendar/`. */
  setUser: (username: string, password: string) => Promise<void>;
  /** The URL of the user's calendar collection. */
  calendarUrl: (username: string) => string;
  /** PUTs an event (a whole VCALENDAR) into the user's calendar under `name` (e.g. `dentist.ics`). */
  putEvent: (username: string, name: string, ics: string) => Promise<void>;
  /** The event at `name` in the user's calendar, or null when there is none. */
  getEvent: (username: string, name: string) => Promise<string | null>;
  deleteEvent: (username: string, name: string) => Promise<void>;
  /** The names of every event in the user's calendar. */
  listEvents: (username: string) => Promise<string[]>;
  close: () => Promise<void>;
};

async function waitForHttp(url: string, exited: Promise<never>, deadline = Date.now() + 15_000): Promise<void> {
  for (;;) {
    const up = await Promise.race([
      fetch(url).then(
        () => true,
        () => false,
      ),
      exited,
    ]);
    if (up) return;
    if (Date.now() > deadline) throw new Error(`radicale did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startRadicale(): Promise<Radicale> {
  const binary = radicaleBinary();
  if (!binary) throw new Error(NO_RADICALE);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hirebase-radicale-'));
  const users = path.join(dir, 'users');
  const passwords = new Map<string, string>();
  await writeFile(users, '');
  const port = await freePort();
  const conf = path.join(dir, 'radicale.conf');
  await writeFile(
    conf,
    `[server]
hosts = 127.0.0.1:${port}

[auth]
type = htpasswd
htpasswd_filename = ${users}
htpasswd_encryption = plain
delay = 0

[rights]
type = owner_only

[storage]
filesystem_folder = ${path.join(dir, 'collections')}

[web]
type = none

[logging]
level = warning
mask_passwords = True
`,
  );
  const url = `http://127.0.0.1:${port}/`;
  // In the foreground, as our child: it stays in our process group, so whoever stops us stops it too.
  const child: ChildProcess = spawn(binary, ['-C', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`radicale exited with ${code}: ${stderr}`))));
  exited.catch(() => undefined);
  await waitForHttp(url, exited);

  const auth = (username: string) => `Basic ${Buffer.from(`${username}:${passwords.get(username) ?? ''}`).toString('base64')}`;
  const calendarUrl = (username: string) => `${url}${encodeURIComponent(username)}/calendar/`;
  async function dav(username: string, method: string, target: string, body?: string, headers: Record<string, string> = {}) {
    const res = await fetch(target, { method, body, headers: { authorization: auth(username), ...headers } });
    return { status: res.status, text: await res.text() };
  }

  return {
    url,
    calendarUrl,
    async setUser(username, password) {
      passwords.set(username, password);
      await writeFile(users, [...passwords].map(([u, p]) => `${u}:${p}`).join('\n') + '\n');
      const cal = await dav(username, 'PROPFIND', calendarUrl(username), undefined, { depth: '0' });
      if (cal.status === 404) {
        const made = await dav(
          username,
          'MKCALENDAR',
          calendarUrl(username),
          `<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${username}</D:displayname><C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set></D:prop></D:set></C:mkcalendar>`,
          { 'content-type': 'application/xml' },
        );
        if (made.status !== 201) throw new Error(`MKCALENDAR answered ${made.status}: ${made.text}`);
      }
    },
    async putEvent(username, name, ics) {
      const res = await dav(username, 'PUT', calendarUrl(username) + name, ics, { 'content-type': 'text/calendar; charset=utf-8' });
      if (res.status >= 300) throw new Error(`PUT answered ${res.status}: ${res.text}`);
    },
    async getEvent(username, name) {
      const res = await dav(username, 'GET', calendarUrl(username) + name);
      return res.status === 404 ? null : res.text;
    },
    async deleteEvent(username, name) {
      await dav(username, 'DELETE', calendarUrl(username) + name);
    },
    async listEvents(username) {
      const res = await dav(username, 'PROPFIND', calendarUrl(username), '<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:prop><D:getetag/></D:prop></D:propfind>', { depth: '1' });
      const base = new URL(calendarUrl(username)).pathname;
      return [...res.text.matchAll(/<(?:[\w-]+:)?href>([^<]+)<\/(?:[\w-]+:)?href>/gi)].map((m) => decodeURIComponent(m[1]!)).filter((h) => h !== base && h.startsWith(base)).map((h) => h.slice(base.length));
    },
    async close() {
      child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    },
  };
}
