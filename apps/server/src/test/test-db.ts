/** A fresh, migrated database per test file: a PGlite copy of the template, or a new PostgreSQL database. */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, pgliteExtensions, type Database } from '../db/client';
import { newId } from '../lib/ids';

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

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL's, and how to drop it. */
export async function emptyPostgresDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `${prefix}_${newId().replace(/-/g, '')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
