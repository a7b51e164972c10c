/**
 * The database: PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR.
 * Same schema, same SQL, same migrations on both. PGlite is single-process: opening DATA_DIR takes
 * its lock (lib/data-dir-lock.ts) for as long as the database is open, so a second process is refused.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from '../lib/data-dir-lock';
import { EMBEDDED_SHARED_BUFFERS_DEFAULT } from '../lib/env';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** Runs one SQL text with positional parameters: what pg-boss needs from a connection. */
export type SqlExecutor = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };
/**
 * Subscribes to a NOTIFY channel. `onLive(false)` says notifications may have been missed (not yet
 * subscribed, or the listening connection dropped): whoever caches on the strength of them must stop.
 * With `own`, this process's own notifications are also heard as the statement that commits them returns,
 * before its caller resumes (PGlite does so anyway; on PostgreSQL every pool connection then LISTENs too).
 * Returns the unsubscribe.
 */
export type Listen = (channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void, opts?: { own?: boolean }) => () => void;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  migrate: () => Promise<void>;
  /** The same connection for the job queue: on PGlite the one serialized session, on PostgreSQL the pool. */
  executor: SqlExecutor;
  /** The lock on DATA_DIR held while an embedded database persisted there is open; null otherwise. */
  dataDirLock: DataDirLock | null;
  listen: Listen;
};

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export function pgliteExtensions() {
  return { pg_trgm };
}

/**
 * How the embedded PostgreSQL starts: PGlite's own parameters, with a 16 MB buffer pool instead of
 * initdb's 128 MB (EMBEDDED_SHARED_BUFFERS to change it, env.ts). PGlite allocates and touches its pool
 * when it opens, so the default cost 135 MB of resident memory before the first query; the data files
 * stay in the operating system's cache, where a page missing from the pool is a read away.
 */
export function pgliteStartParams(sharedBuffers = EMBEDDED_SHARED_BUFFERS_DEFAULT): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}

export function fromPglite(client: PGlite, dataDirLock: DataDirLock | null = null): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dataDirLock,
    // One session: a notification is handled as the statement that raised it returns, before its caller resumes.
    listen: (channel, onMessage, onLive) => {
      let stopped = false;
      let unlisten: (() => Promise<void>) | null = null;
      onLive(false);
      client.listen(channel, onMessage).then(
        (off) => {
          unlisten = off;
          if (stopped) void off().catch(() => undefined);
          else onLive(true);
        },
        () => onLive(false),
      );
      return () => {
        stopped = true;
        onLive(false);
        if (unlisten && !client.closed) void unlisten().catch(() => undefined);
      };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        dataDirLock?.release();
      }
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    executor: {
      // Parameter-less texts may hold several statements (pg-boss migrations): those go through exec().
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
  };
}

export function fromPostgres(url: string, max = 10): Database {
  // No JIT: it compiles a statement whose estimated cost is high (a search over a million rows is),
  // which costs tens of milliseconds where the whole request should take a few.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle connection the server closes (restart, failover, DROP DATABASE … FORCE) must not crash
  // the process: the pool drops it and opens a new one on the next query.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<() => void>();
  const own = ownNotices(pool);
  return {
    db,
    kind: 'postgres',
    dataDirLock: null,
    listen: (channel, onMessage, onLive, opts) => {
      const stop = listenOnPostgres(url, channel, onMessage, onLive);
      const unhear = opts?.own ? own.hear(channel, onMessage) : () => undefined;
      const off = () => {
        listeners.delete(off);
        unhear();
        stop();
      };
      listeners.add(off);
      return off;
    },
    close: async () => {
      for (const off of [...listeners]) off();
      await pool.end();
    },
    migrate: () => migratePg(db as never, { migrationsFolder }),
    executor: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
  };
}

/**
 * A session that LISTENs on a channel receives its own notifications as its transaction commits, before
 * the answer to COMMIT: so when every pool connection listens, a change this process makes is heard before
 * the code that made it goes on. Each connection is given its LISTEN as it is handed out, ahead of the
 * caller's statement. The dedicated connection (listenOnPostgres) still hears everyone else's and says
 * whether the subscription is live.
 */
function ownNotices(pool: pg.Pool) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const heard = new WeakMap<pg.PoolClient, Set<string>>();
  pool.on('acquire', (client) => {
    if (handlers.size === 0) return;
    let channels = heard.get(client);
    if (!channels) {
      heard.set(client, (channels = new Set()));
      client.on('notification', (n) => {
        for (const handle of handlers.get(n.channel) ?? []) handle(n.payload ?? '');
      });
    }
    for (const channel of handlers.keys()) {
      if (channels.has(channel)) continue;
      channels.add(channel);
      // Queued ahead of the caller's statement on this connection; a failure shows as a dropped connection.
      client.query(`LISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    }
  });
  return {
    hear(channel: string, handle: (payload: string) => void) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handle);
      return () => {
        set.delete(handle);
        if (set.size === 0) handlers.delete(channel);
      };
    },
  };
}

/** A dedicated connection that LISTENs on one channel, reconnecting after a second when it drops. */
function listenOnPostgres(url: string, channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void) {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const reconnect = () => {
    onLive(false);
    client = null;
    if (!stopped && !retry) retry = setTimeout(connect, 1000).unref();
  };
  const connect = () => {
    retry = null;
    const c = new pg.Client({ connectionString: url });
    client = c;
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    c.on('error', () => undefined);
    c.on('end', () => {
      if (client === c) reconnect();
    });
    onLive(false);
    c.connect()
      .then(() => c.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(
        () => {
          if (client === c && !stopped) onLive(true);
        },
        () => {
          if (client === c) reconnect();
          void c.end().catch(() => undefined);
        },
      );
  };
  connect();
  return () => {
    stopped = true;
    onLive(false);
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    void c?.end().catch(() => undefined);
  };
}

export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string; embeddedSharedBuffers?: string }): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  const lock = lockDataDir(opts.dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.join(opts.dataDir, 'pglite'), extensions: pgliteExtensions(), startParams: pgliteStartParams(opts.embeddedSharedBuffers) });
    return fromPglite(client, lock);
  } catch (err) {
    lock.release();
    throw err;
  }
}

/**
 * The connection a transaction runs on, for pg-boss's `db` option: a job sent through it is
 * written in the caller's transaction (and on PGlite cannot wait on the session it holds).
 */
export function transactionExecutor(tx: Db): SqlExecutor {
  const client = (tx as unknown as { session: { client: { query: (t: string, v?: unknown[]) => Promise<{ rows: unknown[] }> } } }).session.client;
  return { executeSql: (text, values) => client.query(text, values ?? []) };
}
