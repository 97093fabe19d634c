import { ConsentSettingsDialog } from '@lingon/consent/consent-settings-dialog';
import { useBuildUpdate } from '../hooks/use-build-update';
import { usePageView } from '../hooks/use-page-view';
import { useSessionCheck } from '../hooks/use-session-check';
import { useUnauthorisedRedirect } from '../hooks/use-unauthorised-redirect';
import { useHeaderAccountSync } from './header-account';
import { SiteChat } from './site-chat';

export interface SitePluginsProps {
  /** Cookie settings, page views and chat; off on the payment step (SPEC §2). */
  shared: boolean;
}

/**
 * What runs beside every page but no page needs for its first paint: the login check and the
 * header's account link, the redirect after a 401, the new-build check, and the shared plugins
 * but the consent banner (prerendered with the page; see root.tsx).
 * The root loads this module after hydration, so the validation schemas, the service client,
 * the chat and the dialogs stay out of the prerendered page's first load (issue: first paint at
 * the framework's floor).
 */
export default function SitePlugins({ shared }: SitePluginsProps) {
  useBuildUpdate();
  useUnauthorisedRedirect();
  useSessionCheck();
  useHeaderAccountSync();
  return shared ? (
    <>
      <PageViews />
      <ConsentSettingsDialog />
      <SiteChat />
    </>
  ) : null;
}

/** Inside the consent provider: page views need to know the analytics consent. */
function PageViews() {
  usePageView();
  return null;
}
