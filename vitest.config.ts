import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
// Files that start servers and workers as child processes and kill, restart or time them: they run last,
// one at a time and alone, so their processes never share the machine with another file's.
const processTests = [
  'apps/server/src/install.test.ts',
  'apps/server/src/scale-out.test.ts',
  'apps/server/src/cli/admin.test.ts',
  'apps/server/src/lib/data-dir-lock.test.ts',
  'apps/server/src/features/ingestion/abort.test.ts',
  'apps/server/src/features/ingestion/crash.test.ts',
  'apps/server/src/features/webhooks/webhook-crash.test.ts',
  'apps/server/src/features/integrations/caldav/caldav.test.ts',
];

// Server test files that open no database (parsers, renderers, pure functions) run once, not once per database:
// a file uses one when it imports a test database, the test app, a server process or a test helper built on them.
const usesDatabase = (file: string) => /test\/(test-db|test-app|server-process|local-server)|test-helper|openDatabase|TEST_DB/.test(readFileSync(file, 'utf8'));
const databaseFree = readdirSync('apps/server/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `apps/server/src/${file}`)
  .filter((file) => !usesDatabase(file));

/** The API tests on one database: most files two at a time, the process files alone after them. */
function apiProjects(database: 'pglite' | 'postgres'): TestProjectInlineConfiguration[] {
  const test = {
    environment: 'node',
    globalSetup: [database === 'pglite' ? 'apps/server/src/test/global-setup.ts' : 'apps/server/src/test/global-setup-postgres.ts'],
    env: { TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
    // The API files share their worker's loaded modules (the app's module graph is most of a file's
    // start-up cost); each still makes its own database and app.
    { test: { ...test, name: `api-${database}`, include: serverTests, exclude: [...processTests, ...databaseFree], isolate: false } },
    { test: { ...test, name: `api-${database}-processes`, include: processTests, maxWorkers: 1 } },
  ];
}

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
  { test: { name: 'server', include: databaseFree, environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, isolate: false } },
  ...apiProjects('pglite'),
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
if (process.env.TEST_DATABASE_URL) projects.push(...apiProjects('postgres'));

// Vitest keeps a core for itself by default, which on a 2-core machine runs one file at a time while most
// files wait on their database; two at a time use both cores.
export default defineConfig({ test: { projects, pool: 'forks', maxWorkers: 2 } });
