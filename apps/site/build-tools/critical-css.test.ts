import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fontFaces,
  inlineCriticalCss,
  layerOrder,
  withoutUnreadProperties,
} from './critical-css.ts';

/** A stylesheet shaped like Tailwind's: layers, font faces, themes, states and variants. */
const CSS = [
  '@layer properties;@layer theme,base,components,utilities;',
  '@font-face{font-family:Inter Variable;font-display:optional;src:url(/assets/inter.woff2)}',
  '@layer theme{:root,[data-theme=light]{--ln-bg:#fff}[data-theme=dark]{--ln-bg:#000}[data-font=brand]{--ln-font:Inter Variable}}',
  '@layer base{html{font-family:var(--ln-font);background:var(--ln-bg)}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.text-primary{color:red}',
  '.hover\\:underline:hover{text-decoration-line:underline}',
  '.\\[\\&_a\\]\\:text-primary a{color:red}',
  'html[data-consent=decided] .\\[html\\[data-consent\\=decided\\]_\\&\\]\\:hidden{display:none}',
  '@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:block{display:block}}}',
].join('');

const PAGE = `<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root-1.css"/></head><body><main class="flex sm:grid"><a class="hover:underline" href="/">Hem</a><div class="[&amp;_a]:text-primary"><a href="/x">x</a></div><section class="[html[data-consent=decided]_&amp;]:hidden">Kakor</section></main></body></html>`;

const dir = mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'assets/root-1.css'), CSS);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('inlineCriticalCss', async () => {
  const html = await inlineCriticalCss(PAGE, dir);
  const inline = /<style data-critical="">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

  it('inlines the rules the page uses, with their hover states and media queries', () => {
    expect(inline).toContain('.flex{display:flex}');
    expect(inline).toContain('.hover\\:underline:hover');
    expect(inline).toMatch(/@media \(width>=40rem\)\{\.sm\\:grid\{display:grid\}\}/);
  });

  it('leaves out the rules no element of the page uses', () => {
    expect(inline).not.toContain('.grid{display:grid}');
    expect(inline).not.toContain('.text-primary{');
    expect(inline).not.toContain('sm\\:block');
  });

  it('keeps the states the head scripts set, and the arbitrary variants', () => {
    expect(inline).toContain('[data-theme=dark]{--ln-bg:#000}');
    expect(inline).toContain('[data-font=brand]');
    expect(inline).toContain('html[data-consent=decided]');
    expect(inline).toContain('.\\[\\&_a\\]\\:text-primary a{color:red}');
  });

  it('starts with the layer order and the font faces', () => {
    expect(inline.startsWith('@layer properties,theme,base,components,utilities;@font-face{')).toBe(
      true,
    );
  });

  it('keeps the stylesheet linked, disabled, after the inline rules', () => {
    expect(html).toContain(
      '</style><link rel="stylesheet" href="/assets/root-1.css" disabled=""/></head>',
    );
    expect(html).toContain('<main class="flex sm:grid">');
  });

  it('leaves a page without the stylesheet link alone', async () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(await inlineCriticalCss(plain, dir)).toBe(plain);
  });
});

describe('withoutUnreadProperties', () => {
  it('drops the declarations and @property rules of custom properties nothing reads', () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}' +
      ':root{--ln-bg:#fff;--ln-unused:red;--color-bg:var(--ln-bg)}.a{--tw-blur:2px;box-shadow:var(--tw-shadow);--tw-shadow:0 1px}' +
      '.b{background:var(--color-bg)}';
    expect(withoutUnreadProperties(css)).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        ':root{--ln-bg:#fff;--color-bg:var(--ln-bg)}.a{box-shadow:var(--tw-shadow);--tw-shadow:0 1px}' +
        '.b{background:var(--color-bg)}',
    );
  });

  it('drops a chain whose only reader went, and keeps what the page’s HTML reads', () => {
    const css = ':root{--ln-primary:red;--color-primary:var(--ln-primary);--ln-gap:4px}';
    expect(withoutUnreadProperties(css)).toBe(':root{}');
    expect(withoutUnreadProperties(css, '<div style="gap:var(--ln-gap)">')).toBe(
      ':root{--ln-gap:4px}',
    );
  });
});

describe('layerOrder and fontFaces', () => {
  it('lists the layers in the order they first appear', () => {
    expect(layerOrder(CSS)).toEqual(['properties', 'theme', 'base', 'components', 'utilities']);
    expect(layerOrder('.a{color:red}')).toEqual([]);
  });

  it('takes every font face', () => {
    expect(fontFaces(CSS)).toBe(
      '@font-face{font-family:Inter Variable;font-display:optional;src:url(/assets/inter.woff2)}',
    );
  });
});
