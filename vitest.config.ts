import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
  {
    test: {
      name: 'api-pglite',
      include: serverTests,
      environment: 'node',
      globalSetup: ['apps/server/src/test/global-setup.ts'],
      env: { TEST_DB: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
    oxc: { jsx: { runtime: 'automatic' } },
    test: {
      name: 'web',
      include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/*.test.ts', 'apps/extension/src/**/*.test.ts'],
      environment: 'jsdom',
      // A loaded 2-core machine renders a dialog test in several seconds; a hang still fails.
      testTimeout: 20_000,
    },
  },
];

// With TEST_DATABASE_URL (set by .ci/run) the API tests run a second time on PostgreSQL.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: serverTests,
      environment: 'node',
      globalSetup: ['apps/server/src/test/global-setup-postgres.ts'],
      env: { TEST_DB: 'postgres' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

// Vitest keeps a core for itself by default, which on a 2-core machine runs one file at a time while the
// test files mostly wait on their databases and child processes; two at a time use both cores.
export default defineConfig({ test: { projects, pool: 'forks', maxWorkers: 2 } });
