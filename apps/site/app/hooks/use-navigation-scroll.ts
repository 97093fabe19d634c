import { useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { MAIN_CONTENT_ID } from '../components/skip-link';
import { firstVisit } from '../lib/first-visit';
import { scrollDecision } from '../lib/scroll';

/**
 * Scroll and focus after a client-side navigation. Render after <ScrollRestoration/> so this
 * runs last: flagged routes go to the top even on back/forward; a hash is left to the router,
 * which scrolls to the anchor. Focus moves to <main> so screen readers start on the new page.
 * A redirect before the first page has shown (an unknown address sent on to /404) is still the
 * page the browser loaded: focus stays at the start of the document, where a full load leaves it,
 * so the skip link is the first tab stop.
 */
export function useNavigationScroll(): void {
  const location = useLocation();
  const matches = useMatches();
  const lastPathname = useRef(location.pathname);
  const decision = scrollDecision(
    location.hash,
    matches.map((match) => match.handle),
  );

  useLayoutEffect(() => {
    if (decision === 'top') window.scrollTo(0, 0);
  }, [location.key, decision]);

  useLayoutEffect(() => {
    if (location.pathname === lastPathname.current) return;
    lastPathname.current = location.pathname;
    if (decision === 'anchor' || firstVisit.path() !== null) return;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [location.pathname, decision]);
}
