/** A move of the active option in a listbox (WAI-ARIA APG listbox and combobox patterns). */
export type ListboxMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The index of the option that becomes active after `move`, among `count` options, from
 * `current` (-1: none is active). With nothing active, next goes to the first option and previous
 * to the last. `loop` wraps past either end; without it the ends hold. -1 when there is no option.
 */
export function nextActiveIndex(
  current: number,
  move: ListboxMove,
  count: number,
  loop: boolean,
): number {
  if (count <= 0) return -1;
  const last = count - 1;
  const from = current >= 0 && current <= last ? current : -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return last;
    case 'next':
      if (from < 0) return 0;
      if (from === last) return loop ? 0 : last;
      return from + 1;
    case 'previous':
      if (from < 0) return last;
      if (from === 0) return loop ? last : 0;
      return from - 1;
  }
}

/** An element id for an option from its key: ids may not contain whitespace (IDREFs). */
export function listboxOptionId(listId: string, key: string): string {
  return `${listId}-option-${key.replace(/\s/g, '_')}`;
}

/** A single printable character typed without modifiers, e.g. type-ahead into a filter field. */
export function isPrintableKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}
