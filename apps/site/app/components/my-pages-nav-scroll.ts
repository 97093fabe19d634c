/**
 * My pages' section menu is a row that scrolls sideways on narrow screens. The current section
 * must be in view: this is where the row should be scrolled to so that the current item is
 * centred (or as near as the row's ends allow). Sizes in CSS pixels; `itemStart` is the item's
 * left edge measured from the start of the row's content (not of its visible part).
 */
export function centredScrollLeft({
  rowWidth,
  scrollWidth,
  itemStart,
  itemWidth,
}: {
  rowWidth: number;
  scrollWidth: number;
  itemStart: number;
  itemWidth: number;
}): number {
  const furthest = Math.max(0, scrollWidth - rowWidth);
  const centred = itemStart - (rowWidth - itemWidth) / 2;
  return Math.round(Math.min(furthest, Math.max(0, centred)));
}

/**
 * Scroll the menu row in `navigation` sideways to its current item (`aria-current`). Only the row
 * scrolls: setting its `scrollLeft` never moves the page up or down, as `scrollIntoView` would.
 */
export function scrollCurrentSectionIntoView(navigation: HTMLElement): void {
  const current = navigation.querySelector<HTMLElement>('[aria-current]');
  const row = current?.closest<HTMLElement>('ul');
  if (!current || !row || row.scrollWidth <= row.clientWidth) return;
  const rowBox = row.getBoundingClientRect();
  const itemBox = current.getBoundingClientRect();
  row.scrollLeft = centredScrollLeft({
    rowWidth: row.clientWidth,
    scrollWidth: row.scrollWidth,
    itemStart: itemBox.left - rowBox.left - row.clientLeft + row.scrollLeft,
    itemWidth: itemBox.width,
  });
}
