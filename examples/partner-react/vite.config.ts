import { defineConfig } from 'vite';

// A plain Vite app: JSX through the tsconfig's "react-jsx". Lingon's packages come from the
// tarballs in vendor/ (see README.md).
export default defineConfig({
  build: {
    outDir: 'dist',
    rolldownOptions: {
      // React libraries mark modules "use client" for React Server Components; meaningless here.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
