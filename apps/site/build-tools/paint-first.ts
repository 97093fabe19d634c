import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineCriticalCss } from './critical-css.ts';

/** React Router's boot script in a prerendered page: its imports, route modules and entry. */
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * Rewrites React Router's boot script of one prerendered page so the page paints before any of
 * its scripts is fetched: the HTML loses its `modulepreload` links, and the boot script, run once
 * the page has painted, adds them back (so the modules still download in parallel), then imports the
 * same modules in the same order and starts the app as before.
 *
 * Why: with the preloads in the HTML, every module downloads while the stylesheet does, so the
 * first paint of a page that needs nothing but its HTML and CSS waits on all of its JavaScript on a
 * slow connection (docs/architecture.md "Delivery"). Returns the page unchanged when it has no
 * boot script of the expected shape.
 */
export function paintFirst(
  html: string,
  dependenciesOf: (href: string) => readonly string[] = () => [],
): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const body = boot[1] as string;
  const sideEffects = [...body.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1]);
  const routes = [...body.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map((match) => ({
    name: match[1] as string,
    href: match[2] as string,
  }));
  const modules = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(body)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(body)?.[1];
  if (!modules || !entry || routes.length === 0) return html;

  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  // The modules are then run one per task, each after the modules it imports: run together (as
  // the route imports would), they made one task of about 20 ms on a fast machine, which a
  // phone's slower processor turns into a long task that delays the page's answer to a tap.
  // The entry is left to the end: it starts the app once the route modules are known.
  const staged = dependencyOrder(
    preloads.filter((href) => href !== entry),
    dependenciesOf,
  );
  const script = [
    // The first contentful paint, or two seconds (a page opened in a background tab paints only
    // when shown), then the next task.
    'let booted = false;',
    'const boot = () => { if (!booted) { booted = true; setTimeout(start, 0); } };',
    "new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length) boot(); }).observe({ type: 'paint', buffered: true });",
    'setTimeout(boot, 2000);',
    'async function start() {',
    `  for (const href of ${JSON.stringify(preloads)}) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    '  const next = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));',
    `  for (const href of ${JSON.stringify(staged)}) {`,
    '    await import(href);',
    '    await next();',
    '  }',
    ...sideEffects.map((href) => `  await import(${JSON.stringify(href)});`),
    `  const [${routes.map((route) => route.name).join(', ')}] = await Promise.all([${routes
      .map((route) => `import(${JSON.stringify(route.href)})`)
      .join(', ')}]);`,
    `  window.__reactRouterRouteModules = ${modules};`,
    `  await import(${JSON.stringify(entry)});`,
    // The app has started: the whole stylesheet, held back while the page painted with its own
    // rules (critical-css.ts), is fetched for what the app shows from here on.
    '  for (const link of document.querySelectorAll(\'link[rel="stylesheet"][disabled]\')) link.disabled = false;',
    '}',
  ].join('\n');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(boot[0], `<script type="module" async="">${script}</script>`);
}

/**
 * `hrefs` ordered so that every module comes after the modules it imports (of those in `hrefs`),
 * otherwise as given.
 */
export function dependencyOrder(
  hrefs: readonly string[],
  dependenciesOf: (href: string) => readonly string[],
): string[] {
  const wanted = new Set(hrefs);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (href: string) => {
    if (ordered.includes(href) || visiting.has(href)) return;
    visiting.add(href);
    for (const dependency of dependenciesOf(href)) if (wanted.has(dependency)) visit(dependency);
    ordered.push(href);
  };
  for (const href of hrefs) visit(href);
  return ordered;
}

/** The modules a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`). */
const STATIC_IMPORT = /(?:from\s*|import\s*)"\.\/([\w.-]+\.js)"/g;

/** Static imports of the build's chunks, as root-relative hrefs, read from the files. */
function chunkDependencies(dir: string): (href: string) => string[] {
  const cache = new Map<string, string[]>();
  return (href) => {
    let dependencies = cache.get(href);
    if (!dependencies) {
      const code = readFileSync(path.join(dir, href), 'utf8');
      const folder = path.posix.dirname(href);
      dependencies = [...code.matchAll(STATIC_IMPORT)].map((match) =>
        path.posix.join(folder, match[1] as string),
      );
      cache.set(href, dependencies);
    }
    return dependencies;
  };
}

/**
 * paintFirst over every prerendered page of the client build (not the SPA fallback), each page
 * then given its own critical CSS (critical-css.ts), which only a page whose boot script enables
 * the whole stylesheet may have.
 */
export async function paintFirstDir(
  dir: string,
  dependenciesOf: (href: string) => readonly string[] = chunkDependencies(dir),
  clientDir: string = dir,
): Promise<number> {
  let pages = 0;
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      if (entry !== 'assets') pages += await paintFirstDir(file, dependenciesOf, clientDir);
    } else if (entry === 'index.html') {
      const html = readFileSync(file, 'utf8');
      const rewritten = paintFirst(html, dependenciesOf);
      if (rewritten !== html) {
        writeFileSync(file, await inlineCriticalCss(rewritten, clientDir));
        pages += 1;
      }
    }
  }
  return pages;
}
