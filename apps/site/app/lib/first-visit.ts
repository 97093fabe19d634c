/**
 * The first visited address of a visit, for as long as the app's first load lasts (SPEC §2: only
 * the first visited address of a 404 may be sent on to the phone shop). Read once when the browser
 * starts the app, before any redirect changes the address bar; after the first load has settled
 * (the app's first render has committed) every later 404 comes from a navigation inside the app.
 */
export interface FirstVisit {
  /** The first visited path while the first load runs; null once it has settled. */
  path(): string | null;
  settle(): void;
}

export function createFirstVisit(initialPath: string | null): FirstVisit {
  let settled = false;
  return {
    path: () => (settled ? null : initialPath),
    settle: () => {
      settled = true;
    },
  };
}

export const firstVisit = createFirstVisit(
  typeof window === 'undefined' ? null : window.location.pathname,
);
