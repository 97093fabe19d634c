import { describe, expect, it } from 'vitest';
import { dependencyOrder, paintFirst } from './paint-first.ts';

/** A prerendered page as React Router writes it (the parts paintFirst reads). */
const PAGE = `<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/><title>Lingon</title><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/framework-3.js"/><link rel="stylesheet" href="/assets/root-4.css"/></head><body><main><h1>Hej</h1></main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-5.js";
import * as route1 from "/assets/home-6.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe('paintFirst', () => {
  const html = paintFirst(PAGE);
  const boot = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it('takes the module preloads out of the HTML and keeps everything else', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-4.css"/>');
    expect(html).toContain('<main><h1>Hej</h1></main>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('boots after the first contentful paint, with a fallback for pages that never paint', () => {
    expect(boot).toContain("getEntriesByName('first-contentful-paint')");
    expect(boot).toContain("observe({ type: 'paint', buffered: true })");
    expect(boot).toContain('setTimeout(boot, 2000)');
    expect(boot).not.toMatch(/^import /m);
  });

  it('preloads the same modules, then imports the manifest, the routes and the entry in order', () => {
    expect(boot).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/framework-3.js"]',
    );
    const manifest = boot.indexOf('await import("/assets/manifest-1.js")');
    const routes = boot.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-5.js"), import("/assets/home-6.js")])',
    );
    const modules = boot.indexOf(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    );
    const entry = boot.indexOf('import("/assets/entry.client-2.js")');
    expect(manifest).toBeGreaterThan(-1);
    expect(routes).toBeGreaterThan(manifest);
    expect(modules).toBeGreaterThan(routes);
    expect(entry).toBeGreaterThan(modules);
  });

  it('enables the stylesheet held back for the first paint once the entry has started the app', () => {
    const entry = boot.indexOf('await import("/assets/entry.client-2.js")');
    const enable = boot.indexOf(
      'for (const link of document.querySelectorAll(\'link[rel="stylesheet"][disabled]\')) link.disabled = false;',
    );
    expect(entry).toBeGreaterThan(-1);
    expect(enable).toBeGreaterThan(entry);
  });

  it('runs the preloaded modules one per task, each after those it imports, and the entry last', () => {
    const deps: Record<string, string[]> = {
      '/assets/manifest-1.js': [],
      '/assets/framework-3.js': [],
      '/assets/shell-7.js': ['/assets/framework-3.js'],
      '/assets/root-5.js': ['/assets/shell-7.js', '/assets/framework-3.js'],
    };
    const page = PAGE.replace(
      '<link rel="stylesheet"',
      '<link rel="modulepreload" href="/assets/root-5.js"/><link rel="modulepreload" href="/assets/shell-7.js"/><link rel="stylesheet"',
    );
    const staged =
      /for \(const href of (\[[^\]]*\])\) \{\n {4}await import\(href\);\n {4}await next\(\);/.exec(
        paintFirst(page, (href) => deps[href] ?? []),
      )?.[1];
    expect(JSON.parse(staged ?? 'null')).toEqual([
      '/assets/manifest-1.js',
      '/assets/framework-3.js',
      '/assets/shell-7.js',
      '/assets/root-5.js',
    ]);
  });

  it('is valid JavaScript', () => {
    expect(
      () =>
        new Function(
          boot
            .replace(/await import\(/g, 'await Promise.resolve(')
            .replace(/(?<!await )import\(/g, 'Promise.resolve('),
        ),
    ).not.toThrow();
  });

  it('leaves a page without React Router’s boot script alone, and does not rewrite twice', () => {
    const plain = '<html><body><p>x</p></body></html>';
    expect(paintFirst(plain)).toBe(plain);
    expect(paintFirst(html)).toBe(html);
  });
});

describe('dependencyOrder', () => {
  it('puts every module after what it imports and keeps the given order otherwise', () => {
    const deps: Record<string, string[]> = { a: ['c'], b: [], c: ['d'], d: [] };
    expect(dependencyOrder(['a', 'b', 'c', 'd'], (href) => deps[href] ?? [])).toEqual([
      'd',
      'c',
      'a',
      'b',
    ]);
  });

  it('ignores imports outside the list and survives a cycle', () => {
    const deps: Record<string, string[]> = { a: ['b', 'x'], b: ['a'] };
    expect(dependencyOrder(['a', 'b'], (href) => deps[href] ?? [])).toEqual(['b', 'a']);
  });
});
