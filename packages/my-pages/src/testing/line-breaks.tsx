import type { Decorator } from '@storybook/react-vite';

/**
 * The story with the site's page padding on a phone (16 px each side, as the my-pages frame
 * has), so that a story at a phone's width gives its content the width the site gives it.
 */
export const onThePage: Decorator = (Story) => (
  <div className="px-4">
    <Story />
  </div>
);

/**
 * The words of an element's text that the browser broke across two lines inside the word. A
 * break at a soft hyphen (U+00AD) is a joint of the word, shown with a hyphen, and is allowed
 * unless `joints` is false; text hidden visually for screen readers is skipped.
 */
export function wordsBrokenAcrossLines(
  element: HTMLElement,
  { joints = true }: { joints?: boolean } = {},
): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
    const text = node.textContent ?? '';
    for (const match of text.matchAll(joints ? /[^\s\u00AD]+/g : /\S+/g)) {
      // The line of each letter; a letter's last box, since Chromium gives the first letter after
      // a soft hyphen that broke the line a box at the hyphen too.
      const lines = new Set<number>();
      for (let at = match.index; at < match.index + match[0].length; at += 1) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
        const last = boxes.at(-1);
        if (last) lines.add(Math.round(last.top));
      }
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}
