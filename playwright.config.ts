// End-to-end tests in Debian's Chromium (no browser download) against the real server (`npm start`'s
// compiled server on a fresh embedded database with the demo content). scripts/e2e.mjs builds the web app,
// picks the browser and a temp data dir, then runs this.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-passphrase' };
// The e2e server's signing secret: the fixtures (e2e/api.ts) derive the service-role key from it in the
// test process, to create users and seed rows. Test-only; the browser never sees the key.
export const E2E_JWT_SECRET = 'e2e-only-jwt-secret-not-for-any-real-server';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `.tmp/playwright-report-${port}` }]],
  outputDir: `.tmp/test-results-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromium, args: ['--no-sandbox'] },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, grepInvert: /@course-order|@staff-mfa/ },
    // Reordering courses renumbers every course on the screen, and a course that another test deletes
    // meanwhile rightly rolls the reorder back: these tests run after the rest, when no other test seeds
    // or removes courses — and one after the other: the failing-save test deletes a course of its own, which rolled
    // back a reorder the other test was saving when both ran at once (the course-order flake).
    {
      name: 'course-order',
      use: { ...devices['Desktop Chrome'] },
      fullyParallel: false,
      grep: /@course-order/,
      dependencies: ['chromium'],
    },
    // Requiring two-factor sign-in for staff holds every other staff session back: that test runs last, alone.
    {
      name: 'staff-mfa',
      use: { ...devices['Desktop Chrome'] },
      grep: /@staff-mfa/,
      dependencies: ['course-order'],
    },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'apps/web/dist',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Each test plays its own client IP (X-Forwarded-For) so rate limits do not couple tests.
      TRUST_PROXY: 'true',
      AUTH_EMAIL_AUTOCONFIRM: 'true',
      JWT_SECRET: E2E_JWT_SECRET,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
