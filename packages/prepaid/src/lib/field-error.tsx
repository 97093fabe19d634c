import * as React from 'react';
import { flushSync } from 'react-dom';

/** A field's message as shown: which showing it is, and whether it is announced as an alert. */
export interface ShownFieldError {
  message: string;
  alert: boolean;
  /** Counts the showings: the same message shown again is a new message, read again. */
  count: number;
}

/**
 * A field's error message, shown so that a screen reader reads it, once. It is always tied to the
 * field (aria-invalid, aria-describedby). From elsewhere (a button), focus then moves to the
 * field, which is read with its message. A field that has focus already, where Enter was pressed,
 * gets no focus event from focus(), so a screen reader would say nothing: there the message is
 * announced as an alert instead. Give the field's id; show the message with `show`.
 */
export function useFieldError(fieldId: string) {
  const [error, setError] = React.useState<ShownFieldError | null>(null);
  const show = React.useCallback(
    (message: string) => {
      const field = document.getElementById(fieldId);
      const focused = field !== null && field === field.ownerDocument.activeElement;
      // On the page and tied to the field before the field takes focus, so it is read with it.
      flushSync(() =>
        setError((shown) => ({ message, alert: focused, count: (shown?.count ?? 0) + 1 })),
      );
      if (!focused) field?.focus();
    },
    [fieldId],
  );
  const clear = React.useCallback(() => setError(null), []);
  return { error, show, clear };
}

/** The TextField props that show `error` as `useFieldError` says (message, alert, showing). */
export function shownError(error: ShownFieldError | null) {
  return {
    error: error?.message,
    announceError: error?.alert ?? false,
    errorKey: error?.count,
  };
}
