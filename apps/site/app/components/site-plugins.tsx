import { rememberBrandFontWhenIdle } from '@lingon/design-system/lib/brand-font';
import { PRODUCT_PAGE_PATH } from '@lingon/broadband/lib/hand-off';
import { useBuildUpdate } from '../hooks/use-build-update';
import { usePageView } from '../hooks/use-page-view';
import { useSessionCheck } from '../hooks/use-session-check';
import { useUnauthorisedRedirect } from '../hooks/use-unauthorised-redirect';
import * as React from 'react';
import { useHeaderAccountSync } from './header-account';

/*
 * The cookie settings and the chat each load as a module of their own: evaluated in one go with
 * the rest, the validation schemas, the service client and the dialog made one long task on a
 * slow phone (Total Blocking Time).
 */
const ConsentSettingsDialog = React.lazy(() =>
  import('@lingon/consent/consent-settings-dialog').then((module) => ({
    default: module.ConsentSettingsDialog,
  })),
);
const SiteChat = React.lazy(() =>
  import('./site-chat').then((module) => ({ default: module.SiteChat })),
);

export interface SitePluginsProps {
  /** Cookie settings, page views and chat; off on the payment step (SPEC §2). */
  shared: boolean;
}

/**
 * What runs beside every page but no page needs for its first paint: the login check and the
 * header's account link, the redirect after a 401, the new-build check, the web app manifest,
 * caching the brand font for the next page, and the shared plugins but the consent banner
 * (prerendered with the page; see root.tsx).
 * The root loads this module after hydration, so the validation schemas, the service client,
 * the chat and the dialogs stay out of the prerendered page's first load, which stays close to the
 * framework's floor.
 */
export default function SitePlugins({ shared }: SitePluginsProps) {
  useBuildUpdate();
  useUnauthorisedRedirect();
  useSessionCheck();
  useHeaderAccountSync();
  // The next page paints in the brand font once this one has cached it (lib/brand-font).
  React.useEffect(() => rememberBrandFontWhenIdle(), []);
  return (
    <>
      {/* The web app manifest, which nothing on the page needs: React puts it in <head>, after
          the first paint instead of on its way. */}
      <link rel="manifest" href="/manifest.webmanifest" />
      {shared ? <SharedPlugins /> : null}
    </>
  );
}

/** Cookie settings, page views and the chat. */
function SharedPlugins() {
  return (
    <>
      <PageViews />
      <React.Suspense fallback={null}>
        <ConsentSettingsDialog />
      </React.Suspense>
      <React.Suspense fallback={null}>
        <SiteChat />
      </React.Suspense>
    </>
  );
}

/** Pages that record their own page views: the product step, once per checked address. */
const OWN_PAGE_VIEWS = [PRODUCT_PAGE_PATH];

/** Inside the consent provider: page views need to know the analytics consent. */
function PageViews() {
  usePageView(OWN_PAGE_VIEWS);
  return null;
}
