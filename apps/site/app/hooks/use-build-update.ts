import { useStaticJson } from '@lingon/contracts/query';
import { BUILDS_LATEST_PATH } from '@lingon/contracts/site/build-meta';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isNewBuild, parseLatestBuild } from '../lib/build-update';
import { BUILD_POLL_INTERVAL_MS } from '../lib/config';

/**
 * Poll builds/latest.json (SWR's refreshInterval, and again when the tab comes back into view);
 * once a different build is deployed, the next navigation loads the page from the server instead
 * of from the open tab's (stale) code (SPEC §4 Build update). The dev server has no builds.
 */
export function useBuildUpdate(currentId: string = import.meta.env.VITE_BUILD_ID): void {
  const location = useLocation();
  const lastKey = useRef(location.key);
  const latest = useStaticJson(currentId === 'dev' ? null : BUILDS_LATEST_PATH, parseLatestBuild, {
    // Found once is enough: stop asking after a new build was seen.
    refreshInterval: (latest) =>
      isNewBuild(currentId, latest ?? null) ? 0 : BUILD_POLL_INTERVAL_MS,
    // Coming back to the tab asks at once (SWR otherwise waits 5 s after mount).
    revalidateOnFocus: true,
    focusThrottleInterval: 0,
    revalidateOnMount: false,
    refreshWhenHidden: false,
    shouldRetryOnError: false,
  });
  // SWR keeps the last answer, so a new build once seen stays seen.
  const updateReady = isNewBuild(currentId, latest.data ?? null);

  useEffect(() => {
    if (location.key === lastKey.current) return;
    lastKey.current = location.key;
    // The router has already moved to the new address; reloading fetches it with the new build.
    if (updateReady) window.location.reload();
  }, [location.key, updateReady]);
}
