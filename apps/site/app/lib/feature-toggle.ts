import { apiCall } from '@lingon/contracts/client';
import { featuresContract, type FeatureName } from '@lingon/contracts/site/features';
import { pageNotFound } from './route-validation';

type ApiCall = typeof apiCall;

/**
 * The 'feature-toggle' route guard (SPEC §6): throws the site's 404 when the server says the
 * feature is off. Asked on every navigation (the answer is never cached), so switching a feature
 * off reaches visitors already on the site.
 *
 * Fails open: when the features call itself fails, the page is let through and the failure
 * logged. A toggle is an operator's kill switch for a live feature, not access control (the
 * services behind the pages answer for themselves), so an outage of the toggle service must not
 * take the feature down with it.
 */
export async function assertFeatureEnabled(
  feature: FeatureName,
  request: Request,
  call: ApiCall = apiCall,
): Promise<void> {
  const url = new URL(request.url);
  let enabled: boolean;
  try {
    const { features } = await call(featuresContract, { signal: request.signal });
    enabled = features[feature];
  } catch (error) {
    // A navigation that was superseded: nothing renders, so nothing to let through or log.
    if (request.signal.aborted) throw error;
    console.error(`feature-toggle: could not read the features; showing ${url.pathname}`, error);
    return;
  }
  if (!enabled) throw pageNotFound(`${url.pathname}${url.search}`);
}

/**
 * A route's `clientMiddleware` that guards it with the named feature. The features call runs
 * alongside the route's loaders and its 404 is thrown once they are done (nothing renders before
 * that): React Router hands a middleware error thrown before `next()` to the boundary of the
 * shallowest route that loads, which on the first page load of this SPA is the root, so the
 * visitor would lose the page's layout. Thrown after `next()` it is this route's error and shows
 * in the nearest layout's boundary, like the site's other 404s.
 */
export function featureToggle(feature: FeatureName, call: ApiCall = apiCall) {
  return async ({ request }: { request: Request }, next: () => Promise<unknown>): Promise<void> => {
    const check = assertFeatureEnabled(feature, request, call);
    // Handled below, after the loaders; this keeps it from counting as unhandled meanwhile.
    check.catch(() => {});
    await next();
    await check;
  };
}
