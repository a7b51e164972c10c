/**
 * The durable job queue (pg-boss) on the same database as everything else. Jobs that belong to a
 * change are sent inside that change's transaction (`sendInTx`), so both commit or neither does.
 *
 * A claimed job is a lease: it expires `expireInSeconds` after it was last renewed, and
 * maintenance (every MAINTENANCE_SECONDS, by one process of all) hands expired jobs back for a
 * retry. Long work renews its jobs while it runs (`holdWhile`), so the lease can be short and the
 * jobs of a process that died (SIGKILL, a lost machine) come back within seconds, not minutes.
 */
import PgBoss from 'pg-boss';
import { transactionExecutor, type Database, type Db } from '../db/client';

export type Queue = {
  boss: PgBoss;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  createQueue: (name: string, options?: PgBoss.Queue) => Promise<void>;
  sendInTx: (tx: Db, name: string, data: object, options?: PgBoss.SendOptions) => Promise<string | null>;
  /** Many jobs in one statement, inside the caller's transaction. */
  insertInTx: (tx: Db, jobs: PgBoss.JobInsert[]) => Promise<void>;
  /**
   * Runs `work` while renewing the lease on the claimed jobs every third of `expireInSeconds`, for
   * at most ten leases: work stuck longer lets its jobs expire and be retried, as without renewal.
   */
  holdWhile: <T>(name: string, ids: string[], expireInSeconds: number, work: () => Promise<T>) => Promise<T>;
};

/** How often expired leases are looked for; a dead process's jobs return within lease + this. */
export const MAINTENANCE_SECONDS = 5;

export function createJobQueue(database: Database): Queue {
  // A handler still running when stop() gave up waiting (its drain timeout) ends later, and pg-boss then
  // records its outcome through this connection, which may be closed by then; that call would reject where
  // nothing catches it. After stop() its bookkeeping goes nowhere: such a job stays active, expires and is
  // retried, as after a crash.
  let stopped = false;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => (stopped ? Promise.resolve({ rows: [] }) : database.executor.executeSql(text, values)) },
    schema: 'pgboss',
    // Maintenance and monitoring are cheap; supervise so expired jobs come back after a crash.
    supervise: true,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    schedule: false,
  });
  const queues = new Set<string>();
  return {
    boss,
    async start() {
      stopped = false;
      await boss.start();
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 8_000, wait: true });
      stopped = true;
    },
    async createQueue(name, options) {
      if (queues.has(name)) return;
      // Processes starting together (workers of a deployment) can deadlock making the same queue's
      // partition; PostgreSQL aborts one of them, which tries again and finds the queue made.
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.createQueue(name, options);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '40P01' || attempt === 5) throw err;
        }
      }
      // An existing queue keeps the options it was made with; bring them to today's.
      await boss.updateQueue(name, options);
      queues.add(name);
    },
    sendInTx(tx, name, data, options = {}) {
      return boss.send(name, data, { ...options, db: transactionExecutor(tx) });
    },
    async insertInTx(tx, jobs) {
      if (jobs.length) await boss.insert(jobs, { db: transactionExecutor(tx) } as never);
    },
    async holdWhile(name, ids, expireInSeconds, work) {
      const renew = () =>
        database.executor
          .executeSql(`UPDATE pgboss.job SET started_on = now() WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`, [name, ids])
          .catch((err: unknown) => boss.emit('error', err));
      let renewals = 0;
      const timer = setInterval(() => {
        if (++renewals > 30) clearInterval(timer);
        else void renew();
      }, (expireInSeconds * 1000) / 3);
      try {
        return await work();
      } finally {
        clearInterval(timer);
      }
    },
  };
}
