/**
 * The durable job queue (pg-boss) on the same database as everything else. Jobs that belong to a
 * change are sent inside that change's transaction (`sendInTx`), so both commit or neither does.
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
};

export function createJobQueue(database: Database): Queue {
  const boss = new PgBoss({
    db: database.executor,
    schema: 'pgboss',
    // Maintenance and monitoring are cheap; supervise so expired jobs come back after a crash.
    supervise: true,
    schedule: false,
  });
  const queues = new Set<string>();
  return {
    boss,
    async start() {
      await boss.start();
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 8_000, wait: true });
    },
    async createQueue(name, options) {
      if (queues.has(name)) return;
      await boss.createQueue(name, options);
      queues.add(name);
    },
    sendInTx(tx, name, data, options = {}) {
      return boss.send(name, data, { ...options, db: transactionExecutor(tx) });
    },
    async insertInTx(tx, jobs) {
      if (jobs.length) await boss.insert(jobs, { db: transactionExecutor(tx) } as never);
    },
  };
}
