import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// A port per run (set once, inherited by the workers) so that two runs on one machine never collide.
process.env['E2E_PORT'] ??= String(3100 + (process.pid % 800));
const PORT = Number(process.env['E2E_PORT']);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// A second server with the prepaid top-up switched off (FEATURES_DISABLED), for the feature-toggle
// tests; its ports lie above the first server's range so that no two runs collide either.
process.env['E2E_FEATURES_OFF_PORT'] ??= String(3900 + (process.pid % 800));
const FEATURES_OFF_PORT = Number(process.env['E2E_FEATURES_OFF_PORT']);

// A fresh folder per run, holding each server's database (the global teardown removes it). The
// config is also loaded by every worker, so the folder is created once and handed on through the
// environment.
process.env['E2E_DATA_DIR'] ??= fs.mkdtempSync(path.join(os.tmpdir(), 'lingon-e2e-data-'));
const dataDir = process.env['E2E_DATA_DIR'];

/**
 * Debian's Chromium (or the one CHROMIUM_PATH names), with flags that stop its own background
 * traffic: CI machines have no internet access, and the journeys talk only to the servers below.
 */
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  // In CI a failed journey runs once more, so that the retry records a trace; a journey that
  // passes only on the retry is reported as flaky in the summary.
  retries: process.env['CI'] ? 1 : 0,
  // One more worker than the two cores: every journey waits on the server now and then (BankID is
  // collected at most every 2 s), and a third browser fills that time.
  workers: Number(process.env['E2E_WORKERS'] ?? 3),
  // Generous: a journey signs in with BankID and orders, and an axe pass over a long page takes
  // seconds on a two-core machine; the cap only matters when something hangs.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    locale: 'sv-SE',
    // Recording a trace of every journey costs a quarter of the suite's time; a failure is retried
    // in CI, and the retry records one.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      // The root start script: builds the site (turbo's cache makes a rebuild cheap) and runs the
      // real server on a fresh database.
      command: 'pnpm start',
      cwd: '..',
      url: `${BASE_URL}/builds/latest.json`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'main'),
        TURBO_TELEMETRY_DISABLED: '1',
        // Lets a test make one named service call fail with the x-simulate-fault header (SPEC §8).
        SIMULATE_FAULTS: '1',
        // Every feature on, whatever the shell running the suite has set.
        FEATURES_DISABLED: '',
        // Every journey signs in and orders from this one address: limits 20 times the real ones.
        RATE_LIMIT_FACTOR: '20',
      },
    },
    {
      // The same server and site build with the prepaid top-up switched off by its operator
      // override (tests/feature-toggle.spec.ts). Playwright starts web servers one after the
      // other, so the first one has built the site by now.
      command: 'pnpm --filter @lingon/server start',
      cwd: '..',
      url: `http://127.0.0.1:${FEATURES_OFF_PORT}/builds/latest.json`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(FEATURES_OFF_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'features-off'),
        FEATURES_DISABLED: 'prepaid-top-up',
        RATE_LIMIT_FACTOR: '20',
      },
    },
  ],
});
