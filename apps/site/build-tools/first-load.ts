import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface FirstLoad {
  /** The page's HTML file, relative to the client build. */
  page: string;
  /** Scripts and stylesheets the HTML loads before the page is interactive. */
  files: string[];
  /** Bytes of the `<style>` elements in the HTML (critical CSS), counted as one more file. */
  inlineCss: number;
  /** Their sizes: as built, gzip (level 9) and brotli (best). */
  raw: number;
  gzip: number;
  brotli: number;
}

/** The HTML file a prerendered path is written to: '/' → index.html, '/a/b' → a/b/index.html. */
export function htmlFileOf(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.replace(/^\/|\/$/g, '')}/index.html`;
}

/**
 * What a first visit to a prerendered page downloads before it is interactive: the stylesheets
 * the HTML links, the CSS it carries inline, the modules it preloads and those its inline module
 * script imports (the same reading for the site and the floor app, so `pnpm bench` and the
 * byte-budget test agree). Images, fonts and anything loaded later (lazy parts, a stylesheet
 * linked `disabled` and enabled as the app starts, the next page) are not counted.
 */
export function firstLoad(clientDir: string, pathname: string): FirstLoad {
  const page = htmlFileOf(pathname);
  const html = readFileSync(path.join(clientDir, page), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*>/g)) {
    if (/\sdisabled(?:=|\s|\/?>)/.test(match[0])) continue;
    const href = /href="([^"]+)"/.exec(match[0])?.[1];
    if (href?.startsWith('/')) files.add(href);
  }
  for (const match of html.matchAll(/<script[^>]+src="(\/[^"]+)"/g)) files.add(match[1] as string);
  // The boot script's modules: imported, or preloaded once the page has painted (paint-first.ts).
  for (const script of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of (script[1] as string).matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)) {
      files.add(match[1] as string);
    }
  }
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] as string)
    .join('');
  const result: FirstLoad = {
    page,
    files: [...files].sort(),
    inlineCss: Buffer.byteLength(inlineCss),
    raw: 0,
    gzip: 0,
    brotli: 0,
  };
  if (inlineCss) {
    const sizes = sizesOf(Buffer.from(inlineCss));
    result.raw += sizes.raw;
    result.gzip += sizes.gzip;
    result.brotli += sizes.brotli;
  }
  for (const file of result.files) {
    const sizes = compressedSizes(path.join(clientDir, file.slice(1)));
    result.raw += sizes.raw;
    result.gzip += sizes.gzip;
    result.brotli += sizes.brotli;
  }
  return result;
}

/**
 * Sizes of one built file, kept per path: every page loads the framework and the shell, and
 * compressing them again for each of thirty pages (brotli at its best is slow) made the budget
 * test take minutes on a busy machine.
 */
const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number }>();

function compressedSizes(file: string): { raw: number; gzip: number; brotli: number } {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const sizes = sizesOf(readFileSync(file));
  sizeCache.set(file, sizes);
  return sizes;
}

function sizesOf(bytes: Buffer): { raw: number; gzip: number; brotli: number } {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}
