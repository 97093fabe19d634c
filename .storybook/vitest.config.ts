import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Chromium flags for the closed network of CI machines (see TOOLCHAIN). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

export default defineConfig({
  root: path.join(dirname, '..'),
  server: { fs: { allow: [path.join(dirname, '..')] } },
  plugins: [storybookTest({ configDir: dirname, storybookScript: 'pnpm storybook --ci' })],
  test: {
    name: 'storybook',
    setupFiles: [path.join(dirname, 'vitest.setup.ts')],
    testTimeout: 30_000,
    // The Storybook plugin exposes the server; keep the test API on loopback so the
    // screenshot matcher may write references and diffs.
    api: { host: '127.0.0.1', allowWrite: true },
    browser: {
      api: { host: '127.0.0.1', allowWrite: true },
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
        },
      },
    },
  },
});
