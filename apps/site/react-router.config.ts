import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './app/prerendered-paths.ts';

export default {
  // Static hosting: public pages are prerendered to HTML, every other path gets the SPA fallback.
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
  future: {
    // Route middleware (SPEC §6 'feature-toggle'). It changes the loaders' `context` argument to a
    // RouterContextProvider; no loader here reads `context`.
    v8_middleware: true,
  },
} satisfies Config;
