import { useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { MAIN_CONTENT_ID } from '../components/skip-link';
import { scrollDecision } from '../lib/scroll';

/**
 * Scroll and focus after a client-side navigation. Render after <ScrollRestoration/> so this
 * runs last: flagged routes go to the top even on back/forward; a hash is left to the router,
 * which scrolls to the anchor. Focus moves to <main> so screen readers start on the new page.
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
    if (decision === 'anchor') return;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [location.pathname, decision]);
}
