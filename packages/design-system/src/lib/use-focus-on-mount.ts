import * as React from 'react';

/**
 * Focuses the element once it is on the page, e.g. the heading of a receipt that replaces the
 * form just sent, so that a screen reader reads it.
 *
 * Until the next new press it also cancels the rest of a double (or triple) click: when the server
 * answers between the presses of a double click on 'Köp', the second press lands on the receipt
 * now under the pointer, where it would take the focus off the heading, select the word it hits or
 * follow a link. `detail` counts the presses of one multi-click; a press with 1 (or a keyboard
 * click, 0) is the customer's own and ends the guard.
 */
export function useFocusOnMount(ref: React.RefObject<HTMLElement | null>): void {
  React.useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus();
    const doc = element.ownerDocument;
    function onPress(event: MouseEvent) {
      if (event.detail > 1) event.preventDefault();
      else stop();
    }
    function stop() {
      doc.removeEventListener('mousedown', onPress, true);
      doc.removeEventListener('click', onPress, true);
    }
    doc.addEventListener('mousedown', onPress, true);
    doc.addEventListener('click', onPress, true);
    return stop;
  }, [ref]);
}
