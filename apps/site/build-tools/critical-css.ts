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
 * until text asks for the family: see `brand-font.ts` in the design system). Returns the page
 * unchanged when it has no stylesheet link of the expected shape.
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
  const inline = `${layers.length > 0 ? `@layer ${layers.join(',')};` : ''}${fontFaces(css)}${critical}`;
  return html.replace(
    link[0],
    `<style data-critical="">${inline}</style><link rel="stylesheet" href="${href}" disabled=""/>`,
  );
}
