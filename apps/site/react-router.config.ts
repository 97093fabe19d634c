import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './app/prerendered-paths.ts';
import { DEFAULT_SITE_URL } from './app/lib/site-url.ts';
import { paintFirstDir } from './build-tools/paint-first.ts';
import { precompressDir } from './build-tools/precompress.ts';
import { writeSeoFiles } from './build-tools/seo-files.ts';

export default {
  // Static hosting: public pages are prerendered to HTML, every other path gets the SPA fallback.
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
  // After prerendering: robots.txt and the sitemap of the indexable pages; the pages' scripts
  // made to load after their first paint, and each page's own rules inlined so that paint waits
  // for nothing but the HTML (build-tools/paint-first.ts, critical-css.ts); then brotli and gzip
  // copies of every text file, served as they are.
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    const siteUrl = process.env['VITE_SITE_URL'] || DEFAULT_SITE_URL;
    const indexed = writeSeoFiles(client, siteUrl, PRERENDERED_PATHS);
    const painted = await paintFirstDir(client);
    console.log(
      `paint first: ${painted} prerendered pages paint with their own CSS and boot after`,
    );
    console.log(`sitemap.xml: ${indexed} indexable pages`);
    const { files, bytes, brotliBytes } = precompressDir(client);
    console.log(
      `precompressed ${files} files: ${Math.round(bytes / 1024)} kB → ${Math.round(brotliBytes / 1024)} kB brotli`,
    );
  },
  future: {
    // Route middleware (SPEC §6 'feature-toggle'). It changes the loaders' `context` argument to a
    // RouterContextProvider; no loader here reads `context`.
    v8_middleware: true,
  },
} satisfies Config;
