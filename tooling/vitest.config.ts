import { defineConfig } from 'vitest/config';

// Loading ESLint with every plugin takes a while on a busy two-core machine.
export default defineConfig({ test: { testTimeout: 120_000 } });
