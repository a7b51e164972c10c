/** A fresh, migrated database per test file: a PGlite copy of the template, or a new PostgreSQL database. */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, pgliteExtensions, type Database } from '../db/client';
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
  return {
    ...database,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}
