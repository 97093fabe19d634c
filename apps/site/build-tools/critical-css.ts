import Beasties from 'beasties';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The stylesheet link React Router writes into a prerendered page for the root route's CSS. */
const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/;

/**
 * Rules for states the head scripts set before the first paint, which the static HTML does not
 * show: the theme (`data-theme`), the brand font of a returning visitor (`data-font`) and the
 * consent banner hidden once a choice is stored (`data-consent`).
 */
const HEAD_SCRIPT_STATES = [/data-theme/, /data-font/, /data-consent/];

/**
 * Rules of Tailwind's arbitrary variants (`[&_a]:text-primary`, the rich text's own elements),
 * whose escaped selectors Beasties cannot match against the page: kept whole (about 2 kB).
 */
const ARBITRARY_VARIANTS = /\\&/;

/** Top-level `@layer` names of a stylesheet, in the order they first appear. */
export function layerOrder(css: string): string[] {
  const names: string[] = [];
  for (const match of css.matchAll(/@layer ([\w-]+(?:\s*,\s*[\w-]+)*)\s*[;{]/g)) {
    for (const name of (match[1] as string).split(',').map((part) => part.trim())) {
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
}

/**
 * `css` without the custom properties nothing reads: their declarations and `@property` rules go
 * when no `var()` in `css` or in `alsoReading` (the page's HTML, for its style attributes) names
 * them, repeated until none is left, since a dropped declaration may have been all that read
 * another. Tailwind declares every `--tw-*` property its utilities can use and every theme token
 * the whole site uses; a page reads a fraction of them.
 */
export function withoutUnreadProperties(css: string, alsoReading = ''): string {
  const readIn = (text: string) =>
    new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));
  const fromPage = readIn(alsoReading);
  let current = css;
  for (;;) {
    const read = readIn(current);
    const unread = (name: string) => !read.has(name) && !fromPage.has(name);
    const next = current
      .replace(/@property (--[\w-]+)\s*\{[^}]*\}/g, (rule, name: string) =>
        unread(name) ? '' : rule,
      )
      .replace(/(?<=[{;])(--[\w-]+):[^;{}]*;?/g, (declaration, name: string) =>
        unread(name) ? '' : declaration,
      );
    if (next === current) return current.replace(/;\}/g, '}');
    current = next;
  }
}

/** The stylesheet's `@font-face` rules, which apply only to text that asks for their family. */
export function fontFaces(css: string): string {
  return (css.match(/@font-face\s*\{[^}]*\}/g) ?? []).join('');
}

/**
 * Inlines the rules a prerendered page's HTML uses, so its first paint waits for the HTML alone,
 * and leaves the whole stylesheet's link in place but `disabled`: a browser does not fetch a
 * disabled stylesheet, and the boot script (paint-first.ts) enables it as the app starts, for
 * what the page shows after that (dialogs, menus, other pages).
 *
 * The inline rules are those whose selectors match an element of the page, hover and focus
 * states included (Beasties), with the states the head scripts set, the stylesheet's layer order
 * (so a layer the page does not use keeps its place in the cascade) and its font faces (inert
 * until text asks for the family: see `brand-font.ts` in the design system), less the custom
 * properties none of them reads. Returns the page unchanged when it has no stylesheet link of
 * the expected shape.
 */
export async function inlineCriticalCss(html: string, clientDir: string): Promise<string> {
  const link = STYLESHEET.exec(html);
  if (!link) return html;
  const href = link[1] as string;
  const css = readFileSync(path.join(clientDir, href.slice(1)), 'utf8');
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    // Only the inline rules are taken from its output: the link is written below.
    preload: 'media',
    noscriptFallback: false,
    inlineFonts: false,
    preloadFonts: false,
    fonts: false,
    keyframes: 'critical',
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    allowRules: [...HEAD_SCRIPT_STATES, ARBITRARY_VARIANTS],
    logLevel: 'warn',
  });
  const processed = await beasties.process(html);
  const critical = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
  if (critical === undefined) throw new Error(`No critical CSS for a page linking ${href}`);
  const layers = layerOrder(css);
  const inline = `${layers.length > 0 ? `@layer ${layers.join(',')};` : ''}${fontFaces(css)}${withoutUnreadProperties(critical, html)}`;
  return html.replace(
    link[0],
    `<style data-critical="">${inline}</style><link rel="stylesheet" href="${href}" disabled=""/>`,
  );
}
