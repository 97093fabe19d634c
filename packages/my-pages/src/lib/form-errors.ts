import { ApiError } from '@lingon/contracts/errors';
import * as React from 'react';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** Field errors of a zod result by the field's path ('alias', 'address.zipcode'). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The server's own words for a refused save, or a general one. */
export function saveFailure(error: unknown): string {
  return error instanceof ApiError && error.fieldErrors[0]
    ? error.fieldErrors[0].message
    : 'Något gick fel hos oss. Ingenting har ändrats, försök igen.';
}

/**
 * Focus after a refused submit, as `useValidator`'s handleSubmit does in @lingon/forms: once the
 * errors are on the page, the first control inside `container` (the form) that is marked invalid
 * (aria-invalid, and described by its message) takes the focus, so that a keyboard or
 * screen-reader user lands on the problem and hears it. A radio group passes the focus on to its
 * chosen (or first) radio. A field that has focus already is entered again, so that it is read.
 * Call the function it returns where the errors are set.
 */
export function useFocusFirstInvalid(container: React.RefObject<HTMLElement | null>): () => void {
  const [refusals, setRefusals] = React.useState(0);
  React.useEffect(() => {
    if (refusals === 0) return;
    // A field corrected since the last try drops its aria-invalid one render later (its message
    // goes first): look once the fields have settled, two frames on.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        // A field that has focus already (Enter pressed in it) gets no focus event from focus(),
        // and a screen reader would say nothing: it is left and entered again, read with its
        // message.
        if (first && first === first.ownerDocument.activeElement) first.blur();
        first?.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [container, refusals]);
  return React.useCallback(() => setRefusals((count) => count + 1), []);
}
