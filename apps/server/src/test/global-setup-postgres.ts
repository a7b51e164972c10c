/**
 * Migrates one PostgreSQL database once, with the job queue's tables, and drops it after the run; every
 * test file gets its own database made from it with `CREATE DATABASE … TEMPLATE`, a file copy that takes
 * a fraction of running the migrations again.
 */
import type { TestProject } from 'vitest/node';
import { fromPostgres } from '../db/client';
import { emptyPostgresDatabase } from './server-process';
import { prepareQueue } from './test-db';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await emptyPostgresDatabase('hb_template');
  const database = fromPostgres(template.url, 2);
  await database.migrate();
  await prepareQueue(database);
  // A template must have no open sessions when it is copied.
  await database.close();
  project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
  return () => template.drop();
}
