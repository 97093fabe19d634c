import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * `/embed/address-check.js`: one ES module (library mode) that a partner's page loads with a
 * script tag. React, the widgets and Lingon's CSS (as a string for the shadow root) are all in
 * it; nothing else is fetched but the services it calls.
 */
export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss()],
  resolve: {
    alias: [
      // zod without eval: a partner's Content-Security-Policy (and ours on /partner) forbids it.
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  // Library mode leaves process.env alone; React reads it to pick its production build. Only for
  // the build: under Vitest a process.env define is set on the test processes' own environment.
  define: mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Library mode leaves an ES module unminified by default; this one is served as it is.
    minify: true,
    lib: {
      entry: fileURLToPath(new URL('./src/address-check.tsx', import.meta.url)),
      formats: ['es'],
      fileName: () => 'address-check.js',
    },
    rolldownOptions: {
      output: { codeSplitting: false, minify: true },
      // Radix marks its modules "use client" for React Server Components; meaningless here.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
}));
