import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Chromium flags for CI machines, which have no internet access: no sandbox or GPU, none of the
 * browser's own background traffic, and font hinting off so that screenshots match across machines.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/**
 * The browser window around the test iframe. Vitest scales the iframe down to fit this window, so
 * it is at least as large as Storybook's default story viewport (1200×900): stories render and
 * are screenshot at 1:1, CSS pixel for image pixel.
 */
export const pageSize = { width: 1280, height: 900 } as const;

/** Largest window the screenshot hook may ask for (Chromium's texture limit is 16384). */
const maxPageSide = 16_000;

/**
 * Resize the browser window (not the iframe) so that an iframe grown to a tall story's full height
 * still fits at scale 1; Vitest's own `page.viewport()` only resizes the iframe.
 */
const resizeBrowserWindow: BrowserCommand<[width: number, height: number]> = async (
  context,
  width,
  height,
) => {
  const valid = (side: number) => Number.isInteger(side) && side > 0 && side <= maxPageSide;
  if (!valid(width) || !valid(height)) {
    throw new Error(`resizeBrowserWindow: ${width}×${height} is not a window size`);
  }
  await context.page.setViewportSize({ width, height });
};

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
      // One page for all story files instead of a fresh iframe per file: every story renders
      // from its own args, decorators and MSW handlers anyway, and the suite takes less than half
      // the time without reloading the modules for each file.
      isolate: false,
      provider: playwright({
        launchOptions: {
          executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
        // The clipboard as a visitor's browser grants it after a click (copy buttons' stories
        // read back what they wrote).
        contextOptions: { viewport: pageSize, permissions: ['clipboard-read', 'clipboard-write'] },
      }),
      commands: { resizeBrowserWindow },
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
          // A tall two-theme baseline takes seconds to capture twice on a busy two-core machine;
          // the default 5 s to find two equal captures is too short there.
          timeout: 15_000,
        },
      },
    },
  },
});
