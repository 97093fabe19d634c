import * as React from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { claimChunkReload, isChunkLoadError } from '../lib/chunk-reload';
import { ErrorPage } from './error-page';

/**
 * The 404 page loads when one is to be shown: no other page needs its code (the /404 route
 * imports it itself). The error page stays at hand, for when nothing more can load.
 */
const NotFoundPage = React.lazy(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * What every error boundary shows: the 404 page for 404 responses (no route, route
 * validation), otherwise the error page. A failed code chunk reloads the page (throttled).
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunkFailed = isChunkLoadError(error);

  React.useEffect(() => {
    if (isRouteErrorResponse(error)) return;
    if (chunkFailed && claimChunkReload(window.sessionStorage, pathname, Date.now())) {
      window.location.reload();
      return;
    }
    console.error(error);
  }, [error, chunkFailed, pathname]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <React.Suspense fallback={null}>
        <NotFoundPage />
      </React.Suspense>
    );
  }
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorPage details={details} />;
}
