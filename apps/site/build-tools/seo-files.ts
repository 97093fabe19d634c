import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import { htmlFileOf } from './first-load.ts';

/**
 * Paths search engines should leave alone: my pages and the steps of the order and top-up flows
 * are personal or mid-purchase, and only reached from a page that is indexed.
 */
export const DISALLOWED_PATHS = [
  `${MY_PAGES_PATH}/`,
  '/bredband/valj-produkt',
  '/bredband/kassan',
  '/bredband/tack',
  '/kontantkort/ladda/',
] as const;

/** A prerendered page is in the sitemap unless its HTML asks not to be indexed. */
export function indexablePaths(clientDir: string, prerendered: readonly string[]): string[] {
  return prerendered.filter((pathname) => {
    const file = path.join(clientDir, htmlFileOf(pathname));
    if (!existsSync(file)) return false;
    return !/<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8'));
  });
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const base = siteUrl.replace(/\/$/, '');
  const urls = paths.map((pathname) => `  <url><loc>${escapeXml(base + pathname)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((pathname) => `Disallow: ${pathname}`),
    '',
    `Sitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Writes robots.txt and sitemap.xml (the indexable prerendered pages) into the client build,
 * after prerendering, so both describe the pages this build serves.
 */
export function writeSeoFiles(clientDir: string, siteUrl: string, prerendered: readonly string[]) {
  const paths = indexablePaths(clientDir, prerendered);
  writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl, paths));
  writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(siteUrl));
  return paths.length;
}
