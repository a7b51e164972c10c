import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, E2E_TMP as tmp, MAIL_DIR } from './e2e/support/paths';

const port = E2E_PORT;
const maintenancePort = E2E_PORT + 1;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

const serverEnv = (extra: Record<string, string>) => ({
  ...(process.env as Record<string, string>),
  BOT_CHALLENGE: 'altcha',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH_PER_IP: '500',
  RATE_LIMIT_AUTH_PER_ACCOUNT: '100',
  ...extra,
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: [
    {
      command: 'node --import tsx e2e/support/serve.ts',
      stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: serverEnv({ PORT: String(port), DATA_DIR: path.join(tmp, 'data'), MAIL_DIR, PUBLIC_URL: `http://localhost:${port}` }),
    },
    {
      command: 'node --import tsx apps/server/src/main.ts',
      url: `http://localhost:${maintenancePort}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: serverEnv({
        PORT: String(maintenancePort),
        DATA_DIR: path.join(tmp, 'data-maintenance'),
        MAINTENANCE_MODE: '1',
        SEED_DEMO: '0',
        PUBLIC_URL: `http://localhost:${maintenancePort}`,
      }),
    },
  ],
});
