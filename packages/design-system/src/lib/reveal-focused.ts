import type * as React from 'react';

/**
 * A focus handler for a list that scrolls sideways (a menu on a phone): the item that gets focus
 * is scrolled wholly into view. Browsers leave an item that is partly shown where it is, so its
 * label and focus ring stay cut off at the edge. Give the list `scroll-px-*` for a margin.
 */
export function revealFocused(event: React.FocusEvent<HTMLElement>): void {
  if (event.target instanceof HTMLElement) {
    event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }
}
