import { ConsentProvider } from '@lingon/consent/consent-provider';
import { getConsentHintScript } from '@lingon/consent/lib/consent-hint';
import { BRAND } from '@lingon/contracts/brand';
import { LinkProvider } from '@lingon/design-system/link-provider';
import { PageContainer } from '@lingon/design-system/page-shell';
import { Spinner } from '@lingon/design-system/spinner';
import { lazyPart, lazyPartElement } from '@lingon/design-system/lib/lazy-part';
import { getThemeScript } from '@lingon/design-system/lib/theme-script';
import { useHydrated } from '@lingon/design-system/lib/use-hydrated';
import * as React from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { RouteError } from './components/route-error';
import { RouterLink } from './components/router-link';
import { MinimalFooter } from './components/site-footer';
import { AfterSkipLinkContext, SiteFrame } from './components/site-frame';
import { MinimalHeader } from './components/site-header';
import { useNavigationScroll } from './hooks/use-navigation-scroll';
import { sharedPluginsAllowed } from './lib/chat-visibility';
import { firstVisit } from './lib/first-visit';
import { errorMeta } from './lib/page-meta';
import { DEFAULT_DARK_URLS } from './lib/theme-defaults';

/** Loaded after hydration: see the modules. */
const SitePlugins = React.lazy(() => import('./components/site-plugins'));
const ThemeFollower = React.lazy(() => import('./components/theme-follower'));

/**
 * The consent banner: prerendered with the page, so it paints with it, and hydrated once its
 * module has loaded, which starts as the page boots; until then the consent hint script answers
 * its buttons. One element, made once, so a re-render of the root before the banner has hydrated
 * passes it on unchanged and React keeps its HTML.
 */
const ConsentBannerPart = lazyPart(
  () => import('@lingon/consent/consent-banner').then((module) => module.ConsentBanner),
  { eager: true },
);
const CONSENT_BANNER = lazyPartElement(ConsentBannerPart, {});

/*
 * The inline scripts that run before the first paint are written into the prerendered HTML only:
 * the browser has run them before React hydrates, and React leaves their elements as they are,
 * so the scripts every page loads do not carry their text a second time.
 */
/** Sets data-theme before the first paint, so a dark page never flashes light. */
const themeScript = import.meta.env.SSR
  ? getThemeScript({ defaultDarkUrls: DEFAULT_DARK_URLS })
  : '';
/**
 * Hides the prerendered consent banner before the first paint when a choice is stored, and
 * answers a press on it before the page's scripts have started.
 */
const consentHintScript = import.meta.env.SSR ? getConsentHintScript() : '';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  // The web app manifest is added after hydration (components/site-plugins.tsx).
];

export function meta({ error }: Route.MetaArgs) {
  return error ? errorMeta(error) : [{ title: BRAND.name }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The theme script adds data-theme before React hydrates.
    <html lang="sv" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ad1238" />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScript }} />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: consentHintScript }} />
        <Meta />
        <Links />
      </head>
      <body suppressHydrationWarning>
        {children}
        <ScrollRestoration />
        <NavigationScroll />
        <Scripts />
      </body>
    </html>
  );
}

/** After ScrollRestoration in the tree, so its effect runs after the router's own. */
function NavigationScroll() {
  useNavigationScroll();
  return null;
}

export default function App() {
  const { pathname } = useLocation();
  // The payment step runs without the shared plugins (SPEC §2).
  const plugins = sharedPluginsAllowed(pathname);
  // From here on a 404 comes from a navigation, not the first visited address.
  React.useEffect(() => firstVisit.settle(), []);
  return (
    // Every link to a path on this site navigates with the router, set here once.
    <LinkProvider component={RouterLink}>
      <ConsentProvider>
        {/* The consent banner is prerendered with the page, so it paints with it, and stands
            right after the skip link (SiteFrame): the skip link stays the first tab stop, and
            the banner's question comes next, while it is shown fixed at the bottom. */}
        <AfterSkipLinkContext.Provider value={plugins ? CONSENT_BANNER : null}>
          <Outlet />
        </AfterSkipLinkContext.Provider>
        <SitePluginsAfterHydration shared={plugins} />
      </ConsentProvider>
    </LinkProvider>
  );
}

/**
 * The site plugins, once the page has hydrated. Its own component: the re-render that follows
 * hydration stays here instead of re-rendering the page, whose lazily loaded parts (lazyPart) would
 * otherwise be updated before their code is there, and be thrown away and rendered anew, empty
 * until then, which shifts the page.
 */
function SitePluginsAfterHydration({ shared }: { shared: boolean }) {
  return (
    <AfterHydration>
      <ThemeFollower />
      <SitePlugins shared={shared} />
    </AfterHydration>
  );
}

/** Lazily loaded `children`, rendered once the page has hydrated. */
function AfterHydration({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <React.Suspense fallback={null}>{children}</React.Suspense> : null;
}

/** What the SPA fallback shows until the app has started and matched the address. */
export function HydrateFallback() {
  return (
    <div className="grid min-h-dvh place-items-center bg-bg text-fg">
      <Spinner label="Laddar sidan…" className="text-3xl text-primary" />
    </div>
  );
}

/** The global error display, for errors that no layout caught. */
export function ErrorBoundary() {
  return (
    <LinkProvider component={RouterLink}>
      <SiteFrame header={<MinimalHeader />} footer={<MinimalFooter />}>
        <PageContainer>
          <RouteError />
        </PageContainer>
      </SiteFrame>
      <AfterHydration>
        <ThemeFollower />
      </AfterHydration>
    </LinkProvider>
  );
}
