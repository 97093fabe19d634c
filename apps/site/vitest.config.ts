import { defineConfig } from 'vitest/config';

// Unit tests of the site's pure rules; React Router's Vite plugin is build-only, so not loaded here.
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    environment: 'node',
    // The byte-budget test compresses the whole build once in its first case: seconds on a busy
    // two-core machine.
    testTimeout: 30_000,
  },
});
