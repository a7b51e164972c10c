/** A fresh, migrated database per test file: a copy of the run's migrated template, on PGlite or PostgreSQL. */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, pgliteExtensions, pgliteStartParams, type Database } from '../db/client';
import { ensureEventQueue } from '../lib/events';
import { createJobQueue } from '../lib/queue';
import { copyPostgresDatabase } from './server-process';

export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase();
  const template = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([template]), extensions: pgliteExtensions(), startParams: pgliteStartParams() });
  return fromPglite(client);
}

async function createPostgresDatabase(): Promise<Database> {
  const copy = await copyPostgresDatabase('hb_test', inject('postgresTemplate'));
  const database = fromPostgres(copy.url, 8);
  return {
    ...database,
    close: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * Gives a migrated database the job queue's tables and the domain-event queue, as a running server's
 * has: a change that publishes an event commits whether or not the test starts the workers.
 */
export async function prepareQueue(database: Database): Promise<void> {
  const queue = createJobQueue(database);
  await queue.start();
  await ensureEventQueue({ queue });
  await queue.stop();
}
