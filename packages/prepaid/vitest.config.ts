import { defineConfig } from 'vitest/config';

// Generous per-test time: CI machines have two cores shared by every suite turbo runs at once.
export default defineConfig({ test: { testTimeout: 30_000 } });
