/** A fresh, migrated database per test file: a PGlite copy of the template, or a new PostgreSQL database. */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, pgliteExtensions, type Database } from '../db/client';
import { ensureEventQueue } from '../lib/events';
import { createJobQueue } from '../lib/queue';
import { emptyPostgresDatabase } from './server-process';

export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase();
  const template = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([template]), extensions: pgliteExtensions() });
  return fromPglite(client);
}

async function createPostgresDatabase(): Promise<Database> {
  const empty = await emptyPostgresDatabase('hb_test');
  const database = fromPostgres(empty.url, 8);
  await database.migrate();
  await prepareQueue(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await empty.drop();
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
