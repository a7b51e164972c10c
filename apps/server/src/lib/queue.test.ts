import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-db';
import { createJobQueue, type Queue } from './queue';

describe('job queue', () => {
  let database: Database;
  let queue: Queue;
  beforeAll(async () => {
    database = await createTestDatabase();
    queue = createJobQueue(database);
    await queue.start();
    await queue.createQueue('probe', { name: 'probe', retryLimit: 2, retryDelay: 1 });
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('commits a job with its transaction and drops it on rollback', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await queue.sendInTx(tx, 'probe', { n: 1 });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await queue.sendInTx(tx, 'probe', { n: 2 });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');

    const jobs = await queue.boss.fetch<{ n: number }>('probe', { batchSize: 10 });
    expect(jobs.map((j) => j.data.n)).toEqual([1]);
    await queue.boss.complete('probe', jobs[0]!.id);
  });

  it('runs a worker and retries a failing job', async () => {
    let attempts = 0;
    const done = new Promise<void>((resolve) => {
      void queue.boss.work<{ n: number }>('probe', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        attempts += 1;
        if (attempts === 1) throw new Error('first attempt fails');
        expect(job!.data.n).toBe(3);
        resolve();
      });
    });
    await database.db.transaction((tx) => queue.sendInTx(tx, 'probe', { n: 3 }));
    await done;
    expect(attempts).toBe(2);
  });
});
