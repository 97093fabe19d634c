/** Route handle flags the site reads (React Router `handle` export). */
export interface RouteHandle {
  /** Scroll to the top on every navigation to this route, even back/forward (SPEC §2). */
  scrollToTop?: boolean;
}

export type ScrollDecision = 'anchor' | 'top' | 'restore';

function hasScrollToTop(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && (handle as RouteHandle).scrollToTop === true
  );
}

/**
 * What the window does after a navigation: a hash scrolls to its anchor; a route flagged
 * `scrollToTop` goes to the top; anything else is left to React Router's scroll restoration
 * (top on new navigations, the saved position on back/forward).
 */
export function scrollDecision(hash: string, handles: readonly unknown[]): ScrollDecision {
  if (hash && hash !== '#') return 'anchor';
  return handles.some(hasScrollToTop) ? 'top' : 'restore';
}
