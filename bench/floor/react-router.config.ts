import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompressDir } from '../../apps/site/build-tools/precompress.ts';

// As the site builds: no server rendering, the one page prerendered, brotli and gzip copies.
export default {
  ssr: false,
  prerender: ['/'],
  buildEnd({ reactRouterConfig }) {
    precompressDir(path.join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
