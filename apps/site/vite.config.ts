import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { PRERENDERED_PATHS } from './app/prerendered-paths.ts';
import { buildInfoPlugin } from './build-tools/build-info-plugin.ts';
import { CLIENT_CHUNK_GROUPS } from './build-tools/shell-chunk.ts';

/**
 * `pnpm dev`: the site's dev server hands everything the server answers to it (services,
 * simulators, build manifests are the built site's own), so the dev site runs on real services.
 */
const serverOrigin = process.env['DEV_SERVER_ORIGIN'] ?? 'http://localhost:3000';
const proxied = { target: serverOrigin, changeOrigin: false, xfwd: true };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), buildInfoPlugin({ prerendered: PRERENDERED_PATHS })],
  resolve: {
    alias: [
      // zod without eval, which the Content-Security-Policy forbids (see the module).
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./app/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  build: isSsrBuild
    ? {}
    : { rolldownOptions: { output: { codeSplitting: { groups: CLIENT_CHUNK_GROUPS } } } },
  server: {
    proxy: {
      '/services': proxied,
      '/bankid-sim': proxied,
      '/payment-sim': proxied,
      '/notifications-sim': proxied,
      '/kundtjanst': proxied,
      // The embed script of /partner's live example (built by apps/embed, served by the server).
      '/embed': proxied,
    },
  },
}));
