import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps focus in a widget whose parts come and go with its state. When the element that had focus
 * inside `root` is removed (the start button replaced by the QR code, "Avbryt" by "Försök igen",
 * the whole row by "Verifierad"), the browser drops focus to <body>, and a keyboard or screen
 * reader user is sent back to the top of the page. After that render focus goes instead to
 * `target()`, the part that stands for the new state, without the browser's centring jump; the page
 * scrolls only as far as needed to show it.
 *
 * Focus that left the widget (Tab, a click elsewhere, a consumer's callback that moved it) is never
 * taken back, and neither is focus the visitor put on the page itself by clicking outside any
 * control. Anything that focuses something after this render (a consumer's effect) wins.
 *
 * Unlike `useFocusOnMount` (design system), which focuses a new receipt unconditionally, this moves
 * focus only when it was inside and got lost.
 */
export function useFocusFallback(
  root: RefObject<HTMLElement | null>,
  target: () => HTMLElement | null,
): void {
  /** The element inside `root` that has (or last had) focus; null once focus left the widget. */
  const last = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const doc = element.ownerDocument;
    const onFocusIn = (event: FocusEvent) => {
      last.current = event.target instanceof HTMLElement ? event.target : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && element.contains(next)) return;
      if (next) {
        last.current = null;
        return;
      }
      // No next element: the element is being removed (a browser may report that as a blur),
      // the window lost focus (the element keeps it), or the visitor clicked the page itself,
      // not a control (focus goes to <body>): only the last lets focus go.
      const from = last.current;
      queueMicrotask(() => {
        if (from && last.current === from && from.isConnected && doc.activeElement !== from) {
          last.current = null;
        }
      });
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [root]);

  // After every render: the DOM is updated, nothing has been painted yet.
  useLayoutEffect(() => {
    const from = last.current;
    if (!from || from.isConnected) return;
    last.current = null;
    const doc = from.ownerDocument;
    if (doc.activeElement && doc.activeElement !== doc.body) return;
    const next = target();
    if (!next) return;
    next.focus({ preventScroll: true });
    revealFocus(next);
  });
}

/** Scrolls the page (and every scrolling box around it) just enough to show the element. */
export function revealFocus(element: HTMLElement): void {
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
