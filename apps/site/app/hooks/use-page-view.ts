import { useConsent } from '@lingon/consent/consent-provider';
import { ANALYTICS_GROUP } from '@lingon/consent/lib/consent-groups';
import { pageView } from '@lingon/consent/lib/analytics';
import * as React from 'react';
import { useLocation } from 'react-router';

/**
 * One page view per route change, pushed through the consent package's analytics helper, which
 * drops it without analytics consent (C0002). When consent is given on a page, that page is
 * counted then. Runs after the route's meta has set the document title. The paths in `ownViews`
 * record their page views themselves (the product step: once per checked address), so they are
 * not counted twice.
 */
export function usePageView(ownViews: readonly string[] = []): void {
  const { pathname } = useLocation();
  const { isActive } = useConsent();
  const analytics = isActive(ANALYTICS_GROUP);
  const counted = React.useRef<string | null>(null);

  React.useEffect(() => {
    if (!analytics) return;
    // Counted by the page itself; remembered, so that the way back is a new page view.
    if (ownViews.includes(pathname)) {
      counted.current = pathname;
      return;
    }
    if (counted.current === pathname) return;
    // The title is set by <Meta /> in the same commit; a frame later it is the new page's.
    const frame = requestAnimationFrame(() => {
      if (pageView(pathname, document.title)) counted.current = pathname;
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, analytics, ownViews]);
}
