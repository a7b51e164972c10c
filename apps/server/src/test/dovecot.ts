/**
 * A throwaway Dovecot for tests: IMAP on a free loopback port, one maildir per user in a temp folder,
 * passwords from a static file, no system configuration (`dovecot -c <generated conf>`). Run as root
 * (CI), Dovecot refuses to run its login and mail processes as root, so those run as `nobody`; as
 * any other user everything runs as that user.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, chown, mkdir, mkdtemp, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findBinary, freePort } from './local-server';

const run = promisify(execFile);

const CANDIDATES = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot', '/opt/homebrew/sbin/dovecot'];

/** The dovecot binary (DOVECOT_BIN, or where packages put it), or null when this machine has none (the tests that need it skip). */
export function dovecotBinary(): string | null {
  return findBinary('DOVECOT_BIN', CANDIDATES);
}

export const NO_DOVECOT = 'dovecot is not installed (apt-get install -y dovecot-imapd); the IMAP tests are skipped';

export type Dovecot = {
  host: string;
  port: number;
  /** Adds a user, or changes their password; resolves once Dovecot's next look at the file will see it. */
  setUser: (username: string, password: string) => Promise<void>;
  /** Stops the server abruptly (SIGKILL of its master and children), keeping its mail. */
  kill: () => Promise<void>;
  /** Starts it again on the same port with the same mail. */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};

async function waitForPort(port: number, deadline = Date.now() + 10_000): Promise<void> {
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error(`dovecot did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startDovecot(): Promise<Dovecot> {
  const binary = dovecotBinary();
  if (!binary) throw new Error(NO_DOVECOT);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hirebase-dovecot-'));
  // The mail processes (nobody, when we are root) must reach the mail folder inside it.
  await chmod(dir, 0o755);
  const mailDir = path.join(dir, 'mail');
  const baseDir = path.join(dir, 'run');
  const users = path.join(dir, 'users');
  await mkdir(mailDir);
  await mkdir(baseDir);
  await writeFile(users, '');
  let stamp = 0;
  const me = os.userInfo();
  const root = me.uid === 0;
  const loginUser = root ? 'nobody' : me.username;
  const mailUid = root ? 'nobody' : String(me.uid);
  const mailGid = root ? (await run('id', ['-gn', 'nobody'])).stdout.trim() : String(me.gid);
  if (root) {
    const { stdout } = await run('id', ['-u', 'nobody']);
    const { stdout: gid } = await run('id', ['-g', 'nobody']);
    await chown(mailDir, Number(stdout.trim()), Number(gid.trim()));
  }
  const port = await freePort();
  const conf = path.join(dir, 'dovecot.conf');
  await writeFile(
    conf,
    `base_dir = ${baseDir}
state_dir = ${path.join(baseDir, 'state')}
instance_name = hirebase-test-${port}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_login_user = ${loginUser}
default_internal_user = ${me.username}
default_internal_group = ${root ? 'root' : String(me.gid)}
log_path = ${path.join(dir, 'dovecot.log')}
mail_location = maildir:${mailDir}/%n
mail_uid = ${mailUid}
mail_gid = ${mailGid}
first_valid_uid = 0
first_valid_gid = 0
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${users}
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${mailDir}/%n
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Trash {
    special_use = \\Trash
    auto = subscribe
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
service anvil {
  chroot =
}
`,
  );

  const pidFile = path.join(baseDir, 'master.pid');
  let master: ChildProcess | null = null;
  async function start() {
    await rm(pidFile, { force: true });
    // In the foreground, as our child: it stays in our process group, so whoever stops us stops it too.
    const child = spawn(binary!, ['-F', '-c', conf], { stdio: 'ignore' });
    master = child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', async (code) => reject(new Error(`dovecot exited with ${code}: ${await readFile(path.join(dir, 'dovecot.log'), 'utf8').catch(() => '')}`))),
    );
    exited.catch(() => undefined);
    await Promise.race([waitForPort(port), exited]);
  }
  async function masterPid(): Promise<number | null> {
    try {
      return Number((await readFile(pidFile, 'utf8')).trim()) || null;
    } catch {
      return null;
    }
  }
  /** The master and every process it started (they share its process group only sometimes, so by parent). */
  async function processTree(pid: number): Promise<number[]> {
    const { stdout } = await run('ps', ['-e', '-o', 'pid=,ppid=']);
    const rows = stdout
      .trim()
      .split('\n')
      .map((l) => l.trim().split(/\s+/).map(Number) as [number, number]);
    const tree = [pid];
    for (let i = 0; i < tree.length; i++) for (const [child, parent] of rows) if (parent === tree[i] && !tree.includes(child)) tree.push(child);
    return tree;
  }
  async function kill() {
    const pid = (await masterPid()) ?? master?.pid;
    master = null;
    if (!pid) return;
    for (const p of await processTree(pid)) {
      try {
        process.kill(p, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await rm(pidFile, { force: true });
  }

  await start();
  return {
    host: '127.0.0.1',
    port,
    async setUser(username, password) {
      const others = (await readFile(users, 'utf8')).split('\n').filter((l) => l && !l.startsWith(`${username}:`));
      // Written whole and renamed into place, with a modification time later than any before: Dovecot
      // rereads the file when its time changes, and must never see it half-written.
      const next = `${users}.next`;
      await writeFile(next, [...others, `${username}:{PLAIN}${password}`, ''].join('\n'));
      stamp = Math.max(stamp + 2, Math.ceil(Date.now() / 1000));
      await utimes(next, stamp, stamp);
      await rename(next, users);
      // Dovecot looks at the file at most once a second; after the next second it has seen this one.
      await new Promise((r) => setTimeout(r, 1_100));
    },
    kill,
    restart: start,
    async close() {
      await kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
