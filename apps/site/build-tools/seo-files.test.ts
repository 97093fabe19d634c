import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml, writeSeoFiles } from './seo-files.ts';

function page(dir: string, file: string, head: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(
    path.join(dir, file),
    `<!DOCTYPE html><html><head>${head}</head><body></body></html>`,
  );
}

describe('robots.txt and sitemap.xml', () => {
  it('lists the prerendered pages that may be indexed, and leaves out noindex ones', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'seo-'));
    page(dir, 'index.html', '<title>Start</title>');
    page(dir, 'bredband/index.html', '<title>Bredband</title>');
    page(dir, 'start/index.html', '<meta name="robots" content="noindex"/>');
    page(dir, '404/index.html', '<meta name="robots" content="noindex, nofollow"/>');
    const count = writeSeoFiles(dir, 'https://www.lingon.example/', [
      '/',
      '/bredband',
      '/start',
      '/404',
      '/missing',
    ]);
    expect(count).toBe(2);
    const sitemap = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://www.lingon.example/</loc>');
    expect(sitemap).toContain('<loc>https://www.lingon.example/bredband</loc>');
    expect(sitemap).not.toContain('/start');
    expect(sitemap).not.toContain('/404');
    expect(sitemap).not.toContain('/missing');
    expect(readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toBe(
      robotsTxt('https://www.lingon.example'),
    );
  });

  it('robots.txt names the sitemap and keeps crawlers out of my pages and the flows', () => {
    const robots = robotsTxt('https://www.lingon.example');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/mitt-lingon\/$/m);
    expect(robots).toMatch(/^Disallow: \/kontantkort\/ladda\/$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/www\.lingon\.example\/sitemap\.xml$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });

  it('escapes addresses for XML', () => {
    expect(sitemapXml('https://x.example', ['/a&b'])).toContain(
      '<loc>https://x.example/a&amp;b</loc>',
    );
  });
});
