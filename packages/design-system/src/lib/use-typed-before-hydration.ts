import * as React from 'react';

/**
 * The text a visitor typed into a prerendered field (found by its `id`) before the component
 * that owns it hydrated, or null. A part whose code loads after the first paint (`lazyPart`)
 * leaves its field usable before that, and hydration puts a controlled field back to the value
 * the component renders: the typed text would be lost. Read on the first render, before
 * hydration touches the field; take it up in an effect, once hydrated, as if just typed (starting
 * the state from it instead would render something other than the prerendered HTML, and React
 * would draw the part anew). Null on the server, on a render that is not a hydration (no such
 * field yet) and when the field holds `rendered` still.
 */
export function useTypedBeforeHydration(id: string, rendered: string): string | null {
  const [typed] = React.useState(() => {
    if (typeof document === 'undefined') return null;
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
    return field.value !== rendered ? field.value : null;
  });
  return typed;
}
