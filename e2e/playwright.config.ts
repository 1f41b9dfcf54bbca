import { defineConfig, devices } from '@playwright/test';

export const BASE_PORT = 8280;
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // without the background-networking flags Chromium floods the closed network (toolchain-facts.md)
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://localhost:${BASE_PORT}`,
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'mobile-chromium' }],
  webServer: {
    command: 'node ../scripts/serve.ts',
    cwd: import.meta.dirname,
    url: `http://localhost:${BASE_PORT}/runtime/whitelabel.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(BASE_PORT),
      WHITELABEL_FILE: 'e2e/fixtures/whitelabel.e2e.json',
      DB_FILE: ':memory:',
    },
  },
});
