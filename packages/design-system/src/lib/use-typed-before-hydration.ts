import * as React from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

function textControl(id: string | undefined): TextControl | null {
  if (!id || typeof document === 'undefined') return null;
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
}

/**
 * The text a visitor typed (or the browser filled in) in a prerendered field, found by its `id`,
 * before the component that owns it hydrated: its value when that differs from the value the
 * HTML gave it, else null. A part whose code loads after the first paint (`lazyPart`) leaves its
 * fields usable before that, and hydration puts a controlled field back to the value the
 * component renders (a form library does the same with its default values): the text would be
 * lost. Read on the first render, before hydration touches the field; null on the server and on a
 * render that is not a hydration (no such field yet).
 */
export function useTypedBeforeHydration(id: string | undefined): string | null {
  const [typed] = React.useState(() => {
    const field = textControl(id);
    return field && field.value !== field.defaultValue ? field.value : null;
  });
  return typed;
}

/**
 * Keep what was typed before hydration (see useTypedBeforeHydration): once hydrated, the text is
 * typed into the field again, as an input event the owner's onChange (or form library) receives
 * like any other. Starting the owner's state from it instead would render something other than
 * the prerendered HTML, and React would draw the part anew.
 */
export function useKeepTypedBeforeHydration(id: string | undefined): void {
  const typed = useTypedBeforeHydration(id);
  React.useEffect(() => {
    const field = typed === null ? null : textControl(id);
    if (!field || typed === null) return;
    // Back to the prerendered value through the element's own setter, which React tracks (it
    // may have done so itself while hydrating), then the text through the prototype's setter,
    // which it does not: the input event then reads as a change.
    field.value = field.defaultValue;
    const prototype =
      field instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, [id, typed]);
}
