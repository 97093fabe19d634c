/**
 * Tailwind v4's output, made to work inside a shadow root that sits in someone else's page:
 *
 * - `:root` is the partner's document, not ours: the tokens go on `:host` instead.
 * - `@property` registrations are ignored in a shadow root, so Tailwind's own fallback for
 *   browsers without them (`@layer properties { @supports (…) { *, ::before, ::after {…} } }`,
 *   meant for older Safari and Firefox) is applied everywhere, and the registrations dropped.
 * - `rem` follows the partner's `html { font-size }` (often 62.5 %): sizes are fixed to px at
 *   the browser's 16 px default, so the widget looks the same on every page.
 */
export function shadowRootCss(css: string): string {
  return remToPx(dropPropertyRules(unwrapPropertiesFallback(css))).replace(
    /:root(?![\w-])/g,
    ':host',
  );
}

/** The index just after the block that opens at `open` (a '{'), or -1. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    const char = css[index];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/** `@layer properties{@supports (…){X}}` → `@layer properties{X}`. */
export function unwrapPropertiesFallback(css: string): string {
  const start = css.indexOf('@layer properties');
  if (start < 0) return css;
  const layerOpen = css.indexOf('{', start);
  const supports = css.indexOf('@supports', layerOpen);
  // Only when the @supports rule is the layer's first thing.
  if (supports < 0 || css.slice(layerOpen + 1, supports).trim() !== '') return css;
  const supportsOpen = css.indexOf('{', supports);
  const supportsEnd = blockEnd(css, supportsOpen);
  if (supportsEnd < 0) return css;
  const inner = css.slice(supportsOpen + 1, supportsEnd - 1);
  return css.slice(0, supports) + inner + css.slice(supportsEnd);
}

/** Remove every `@property --x {…}` rule. */
export function dropPropertyRules(css: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const start = css.indexOf('@property', from);
    if (start < 0) return out + css.slice(from);
    const end = blockEnd(css, css.indexOf('{', start));
    if (end < 0) return out + css.slice(from);
    out += css.slice(from, start);
    from = end;
  }
}

/** `1.5rem` → `24px` (16 px to the rem). */
export function remToPx(css: string): string {
  return css.replace(/(^|[^\w.-])(\d*\.?\d+)rem(?![\w-])/g, (_, before: string, value: string) => {
    const px = Math.round(Number(value) * 16 * 1000) / 1000;
    return `${before}${px}px`;
  });
}
