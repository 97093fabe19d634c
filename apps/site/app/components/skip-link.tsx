export const MAIN_CONTENT_ID = 'innehall';

/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only rounded-md bg-surface px-4 py-2 font-semibold text-fg shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus-visible:focus-ring"
    >
      Hoppa till innehållet
    </a>
  );
}
