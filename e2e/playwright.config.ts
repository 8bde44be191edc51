import { defineConfig, devices } from '@playwright/test';

import { e2ePort } from './paths.mjs';

const port = e2ePort();
export const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium, never a downloaded browser (`npx playwright install` is not allowed here).
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /mobile\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'phone',
      testMatch: /mobile\.spec\.ts/,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
  ],
  webServer: {
    // The production build, on a fresh embedded database, with only the settings server.mjs
    // chooses (the port comes from E2E_PORT there too).
    command: `node e2e/server.mjs`,
    cwd: '..',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
