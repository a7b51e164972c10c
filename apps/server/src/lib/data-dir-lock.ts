/**
 * One process per embedded database. Whoever opens PGlite under DATA_DIR first creates
 * DATA_DIR/hirebase.lock exclusively (O_EXCL) with its pid; a second opener is refused with the folder
 * and that pid. A lock whose process is gone (kill -9, power loss) is taken over: the pid is checked
 * for life, and on Linux its start time too, so a pid reused since then is not taken for the holder.
 * A holder on another host (a container sharing the volume) cannot be asked by pid: the holder
 * touches the file every few seconds, and a lock from elsewhere left untouched for a minute is stale.
 * The file is 0600: the running server also writes into it where its admin channel listens and the
 * secret that channel asks for (admin-channel.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type AdminChannelAddress = { socket: string; token: string };
export type LockHolder = { pid: number; host?: string; started: string | null; channel?: AdminChannelAddress };
export type DataDirLock = {
  file: string;
  /** The pid of a dead holder whose lock was taken over, for the start-up log. */
  tookOverFrom: number | null;
  /** Records where this process's admin channel listens, for the CLI to find. */
  publish: (channel: AdminChannelAddress) => void;
  release: () => void;
};

const LOCKED = 'DATA_DIR_LOCKED';
/** A lock file still empty this long after its creation is a crash between create and write. */
const UNWRITTEN_GRACE_MS = 5_000;
const HEARTBEAT_MS = 10_000;
const FOREIGN_STALE_MS = 60_000;
const held = new Set<string>();

export function lockFilePath(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'hirebase.lock');
}

export function isDataDirLocked(err: unknown): err is Error {
  return err instanceof Error && (err as NodeJS.ErrnoException).code === LOCKED;
}

function lockedError(dataDir: string, pid: number | null): Error {
  const who = pid == null ? 'another process' : `process ${pid}`;
  const err = new Error(
    `The embedded database in ${path.resolve(dataDir)} is in use by ${who}. Only one process may open it at a time: ` +
      'stop that process first (if it is a Hirebase server still starting, wait a moment; once it runs, `npm run admin` goes through it).',
  ) as NodeJS.ErrnoException;
  err.code = LOCKED;
  return err;
}

/** When the process started, as "<boot id>:<clock ticks since boot>" on Linux; null elsewhere. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    // Field 22 counted after the command name, which may hold spaces and parentheses.
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return ticks ? `${boot}:${ticks}` : null;
  } catch {
    return null;
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as LockHolder;
    return Number.isInteger(value.pid) && value.pid > 0 ? value : null;
  } catch {
    return null;
  }
}

function touchedWithin(file: string, ms: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < ms;
  } catch {
    return false;
  }
}

function isAlive(file: string, holder: LockHolder): boolean {
  if (holder.host && holder.host !== os.hostname()) return touchedWithin(file, FOREIGN_STALE_MS);
  // Our own pid in a lock we do not hold is a leftover of an earlier process that had it (containers reuse pids).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.started == null) return true;
  const now = startTimeOf(holder.pid);
  return now == null || now === holder.started;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** The live process holding the folder's lock, if any (with its admin channel when it is a server). */
export function lockHolder(dataDir: string): LockHolder | null {
  const file = lockFilePath(dataDir);
  const text = readText(file);
  const holder = text == null ? null : parseHolder(text);
  return holder && isAlive(file, holder) ? holder : null;
}

function tryCreate(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a lock judged stale, unless another opener replaced it in the meantime: the file is moved
 * aside atomically (only one mover wins), and put back when what was moved is not what was judged.
 */
function removeStale(file: string, judged: string): void {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (readText(aside) !== judged) {
    try {
      linkSync(aside, file);
    } catch {
      /* someone holds the folder again either way */
    }
  }
  unlinkSync(aside);
}

/** Takes the folder's lock or throws a clear error naming the folder and the pid holding it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = lockFilePath(dataDir);
  if (held.has(file)) throw lockedError(dataDir, process.pid);
  mkdirSync(path.dirname(file), { recursive: true });
  let content = JSON.stringify({
    pid: process.pid,
    host: os.hostname(),
    started: startTimeOf(process.pid),
  } satisfies LockHolder);
  let tookOverFrom: number | null = null;
  let taken = false;
  let holder: LockHolder | null = null;
  for (let attempt = 0; attempt < 5 && !taken; attempt++) {
    taken = tryCreate(file, content);
    const text = taken ? null : readText(file);
    if (text == null) continue;
    holder = parseHolder(text);
    // An empty file is an opener between its create and its write, or one that crashed there.
    if (holder ? isAlive(file, holder) : text.trim() === '' && touchedWithin(file, UNWRITTEN_GRACE_MS)) break;
    tookOverFrom = holder?.pid ?? null;
    removeStale(file, text);
  }
  if (!taken) throw lockedError(dataDir, holder?.pid ?? null);
  held.add(file);
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      /* released or removed: nothing to keep fresh */
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const release = () => {
    clearInterval(heartbeat);
    process.off('exit', release);
    if (!held.delete(file)) return;
    try {
      if (readText(file) === content) unlinkSync(file);
    } catch {
      /* the next opener finds it stale */
    }
  };
  process.on('exit', release);

  return {
    file,
    tookOverFrom,
    publish: (channel) => {
      const next = JSON.stringify({ ...JSON.parse(content), channel } satisfies LockHolder);
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, next, { mode: 0o600 });
      renameSync(temp, file);
      content = next;
    },
    release,
  };
}
