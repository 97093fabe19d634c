import { CONTENT_ICONS } from './content-icon-names';

/** An icon as lucide describes it: its elements and their attributes. */
export interface LucideIconData {
  name: string;
  node: ReadonlyArray<readonly [string, Readonly<Record<string, string | number>>]>;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The content icons as one SVG sprite: a `<symbol>` per name, its id the name content uses. The
 * strokes' look (no fill, current colour, width 2, round caps and joins) is set by the `<svg>`
 * that shows a symbol (ContentIcon), as lucide's components set it, and inherited by the symbol.
 */
export function buildContentIconSprite(load: (lucideName: string) => LucideIconData): string {
  const symbols = Object.entries(CONTENT_ICONS).map(([name, lucideName]) => {
    const elements = load(lucideName)
      .node.map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([key]) => key !== 'key')
          .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`)
          .join('');
        return `<${tag}${attrs}/>`;
      })
      .join('');
    return `<symbol id="${name}" viewBox="0 0 24 24">${elements}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
