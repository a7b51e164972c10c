/**
 * The lock on an embedded database folder: a live holder refuses every other opener (this process
 * included), and a lock left by a process that is gone (kill -9) is taken over, not obeyed forever;
 * a holder on another host (a container sharing the volume) counts as alive while it keeps the file fresh.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { lockDataDir, lockFilePath, lockHolder } from './data-dir-lock';

function freshDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'hirebase-lock-'));
}

describe('the data folder lock', () => {
  it('takes over a lock whose process no longer exists, or whose pid now belongs to another process', () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(lockFilePath(dir), JSON.stringify({ pid: gone, started: null }));
    const lock = lockDataDir(dir);
    expect(lock.tookOverFrom).toBe(gone);
    expect(JSON.parse(readFileSync(lockFilePath(dir), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFilePath(dir))).toBe(false);

    if (process.platform === 'linux') {
      // The parent is alive, but started at another moment than the lock says: its pid was reused.
      writeFileSync(lockFilePath(dir), JSON.stringify({ pid: process.ppid, started: 'another-boot:1' }));
      const reused = lockDataDir(dir);
      expect(reused.tookOverFrom).toBe(process.ppid);
      reused.release();
    }
  });

  it('refuses a second opener while the holder lives, naming the folder and the pid', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`The embedded database in ${dir} is in use by process ${process.pid}.`);
    lock.release();

    writeFileSync(lockFilePath(dir), JSON.stringify({ pid: process.ppid, started: null }));
    expect(lockHolder(dir)?.pid).toBe(process.ppid);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}.`);
  });

  it('judges a holder on another host by how fresh it keeps the file', () => {
    const dir = freshDir();
    const file = lockFilePath(dir);
    writeFileSync(file, JSON.stringify({ pid: 7, host: 'another-container', started: null }));
    expect(() => lockDataDir(dir)).toThrow('in use by process 7.');
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(file, twoMinutesAgo, twoMinutesAgo);
    const lock = lockDataDir(dir);
    expect(lock.tookOverFrom).toBe(7);
    lock.release();
  });

  it('is not taken with PostgreSQL, which serves many processes itself', async () => {
    const dir = freshDir();
    const database = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: dir });
    expect(database.dataDirLock).toBeNull();
    expect(existsSync(lockFilePath(dir))).toBe(false);
    await database.close();
  });
});
