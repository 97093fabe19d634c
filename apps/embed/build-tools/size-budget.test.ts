// The embed script's byte budget, in the style of the site's first-load budgets
// (apps/site/build-tools/byte-budget.test.ts). It reads the built file: `pnpm test` has turbo
// build this app before its tests; run alone, build it first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const file = path.join(distDir, 'address-check.js');

/**
 * React and React DOM are about 60 kB of it, zod (the contracts' schemas) and the CSS most of
 * the rest. The budget is what it is today (139.5 kB) and 1.5 kB, so growth beyond a few lines
 * fails here; lower it when the script gets lighter, never raise it without a reason in the
 * commit.
 */
const KB = 1024;
const BUDGET = 141 * KB;

describe('/embed/address-check.js', () => {
  it('is one module: no chunks, no dynamic imports, no other files', () => {
    expect(existsSync(file), 'run `pnpm --filter @lingon/embed build` first').toBe(true);
    expect(readdirSync(distDir)).toEqual(['address-check.js']);
    expect(readFileSync(file, 'utf8')).not.toMatch(/\bimport\s*\(/);
  });

  it('stays within its gzip budget', () => {
    const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
    expect(
      gzip,
      `${(gzip / KB).toFixed(1)} kB over its ${(BUDGET / KB).toFixed(0)} kB budget`,
    ).toBeLessThanOrEqual(BUDGET);
  });

  it('loads no fonts and carries no code of the flows it hands over to the site', () => {
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/@font-face|\.woff2?\b/);
    // The checkout (BankID, the order) and the waiting-list form stay on Lingon's site.
    expect(source).not.toMatch(/BankID|Personnummer|potential\/customer\/create|order\/create/);
  });
});
