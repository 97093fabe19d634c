// The first-load byte budgets of the public pages: their first paint should cost about what the
// framework's own floor costs.
// Deterministic: it reads the built files, so it needs `pnpm build` first (turbo runs the build
// before this package's tests). Timings and Lighthouse scores are in `pnpm bench`, not here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../app/prerendered-paths.ts';
import { firstLoad } from './first-load.ts';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');

/**
 * A page's first load counts the CSS inlined in its HTML, not the whole stylesheet, which is
 * enabled as the app starts (critical-css.ts).
 *
 * The floor, the smallest React Router app (bench/floor), first-loads 106.7 kB of gzip'd JS; the
 * goal for every public page is 1.3 × that, 138.7 kB. Budgets sit at what each kind of page
 * loads today, so any growth fails here; lower them as pages get lighter, never raise them
 * without a reason in the commit.
 */
const KB = 1024;
/**
 * Every public page loads the framework, the shell and the route manifest; a content page adds
 * its sections' glue (page-parts), a country or guide its route's loader data checks. Their
 * renderers, the state library and the widgets load after the page has hydrated.
 */
const DEFAULT_BUDGET = 137.4 * KB;
const BUDGETS: Record<string, number> = {
  '/404': 135.5 * KB,
  '/support': 135.8 * KB,
};

describe('first-load bytes of the public pages (gzip, JS and CSS)', () => {
  it('has a build to measure', () => {
    expect(existsSync(path.join(clientDir, 'index.html')), 'run `pnpm build` first').toBe(true);
  });

  it.each(PRERENDERED_PATHS.map((page) => [page]))('%s stays within its budget', (page) => {
    const { gzip, files } = firstLoad(clientDir, page);
    const budget = BUDGETS[page] ?? DEFAULT_BUDGET;
    expect(files.length).toBeGreaterThan(0);
    expect(
      gzip,
      `${page}: ${(gzip / KB).toFixed(1)} kB over its ${(budget / KB).toFixed(0)} kB budget (${files.length} files)`,
    ).toBeLessThanOrEqual(budget);
  });
});
