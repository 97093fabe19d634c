import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isNewBuild, latestBuildUrl, parseLatestBuild } from '../lib/build-update';
import { BUILD_POLL_INTERVAL_MS } from '../lib/config';

/**
 * Poll builds/latest.json; once a different build is deployed, the next navigation loads the
 * page from the server instead of from the open tab's (stale) code (SPEC §4 Build update).
 */
export function useBuildUpdate(currentId: string = import.meta.env.VITE_BUILD_ID): void {
  const location = useLocation();
  const updateReady = useRef(false);
  const lastKey = useRef(location.key);

  useEffect(() => {
    if (currentId === 'dev') return;
    let stopped = false;
    async function check() {
      if (updateReady.current || document.visibilityState === 'hidden') return;
      try {
        const response = await fetch(latestBuildUrl(Date.now()), { cache: 'no-store' });
        if (!response.ok || stopped) return;
        if (isNewBuild(currentId, parseLatestBuild(await response.json()))) {
          updateReady.current = true;
        }
      } catch {
        // Offline or mid-deploy: ask again at the next interval.
      }
    }
    const timer = window.setInterval(check, BUILD_POLL_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [currentId]);

  useEffect(() => {
    if (location.key === lastKey.current) return;
    lastKey.current = location.key;
    // The router has already moved to the new address; reloading fetches it with the new build.
    if (updateReady.current) window.location.reload();
  }, [location.key]);
}
