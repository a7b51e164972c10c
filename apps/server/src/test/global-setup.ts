/** Migrates one PGlite database once, with the job queue's tables; every test file starts from a copy of it. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite, pgliteExtensions, pgliteStartParams } from '../db/client';
import { prepareQueue } from './test-db';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const client = await PGlite.create({ extensions: pgliteExtensions(), startParams: pgliteStartParams() });
  const database = fromPglite(client);
  await database.migrate();
  await prepareQueue(database);
  const dump = await client.dumpDataDir('none');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-test-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
}
