// Prerendered pages are written whole (app/entry.server.tsx): a part that loads its code lazily
// (lazyPart) is in the HTML in place, not streamed as a hidden copy that an inline script moves
// in after the first paint (which would shift the page). Reads the build, like the byte budgets.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../app/prerendered-paths.ts';
import { htmlFileOf } from './first-load.ts';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');

describe('prerendered pages are written whole', () => {
  it('has a build to read', () => {
    expect(existsSync(path.join(clientDir, 'index.html')), 'run `pnpm build` first').toBe(true);
  });

  it.each(PRERENDERED_PATHS.map((page) => [page]))('%s has no part streamed in later', (page) => {
    const html = readFileSync(path.join(clientDir, htmlFileOf(page)), 'utf8');
    expect(html).toContain('</html>');
    // React's markers of a boundary whose content follows later: pending, and its placeholder.
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/<template id="B:\d+"/);
  });
});
