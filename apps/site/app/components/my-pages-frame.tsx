import { MY_PAGES_NAME, MY_PAGES_PATH } from '@lingon/contracts/brand';
import { ariaCurrentFor } from '@lingon/design-system/header';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { revealFocused } from '@lingon/design-system/lib/reveal-focused';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInPath } from '../lib/return-to';
import { MY_PAGES_NAVIGATION, MY_PAGES_SECTIONS } from '../my-pages-navigation';
import { authStateAtom, loginCheckAtom } from '../state/auth';
import { scrollCurrentSectionIntoView } from './my-pages-nav-scroll';
import { RouterLink } from './router-link';

function isStartPage(pathname: string) {
  return pathname.replace(/\/+$/, '') === MY_PAGES_PATH;
}

/**
 * Two columns on wide screens: my pages' side navigation and the page. Narrower, the navigation
 * becomes a scrollable row above the page, scrolled sideways to the current section on load and
 * after every navigation, so the highlighted item is never off-screen on a phone.
 *
 * Signed out, every page but the start page (the sign-in) goes to the sign-in, which comes back
 * here afterwards; while the app's login check has not answered, a skeleton holds the place.
 */
export function MyPagesFrame({ children }: { children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  const auth = useAtomValue(authStateAtom);
  const checked = useAtomValue(loginCheckAtom) !== 'pending';
  const signedIn = auth?.isLoggedIn === true;
  const navigation = React.useRef<HTMLElement>(null);
  React.useLayoutEffect(() => {
    if (navigation.current) scrollCurrentSectionIntoView(navigation.current);
  }, [pathname, signedIn]);

  if (!signedIn) {
    if (isStartPage(pathname)) {
      return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">{children}</div>;
    }
    if (checked) return <Navigate to={signInPath(`${pathname}${search}`)} replace />;
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <SkeletonGroup label="Kontrollerar inloggningen…" className="gap-4">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-40" />
        </SkeletonGroup>
      </div>
    );
  }

  return (
    <div className="@container w-full">
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 @3xl:grid-cols-[15rem_minmax(0,1fr)] @3xl:gap-10 @3xl:px-6 @3xl:py-12">
        <div className="flex min-w-0 flex-col gap-4">
          <nav ref={navigation} aria-label={MY_PAGES_NAME}>
            <ul
              onFocus={revealFocused}
              className="-mx-1 flex scroll-px-4 gap-2 overflow-x-auto p-1 @3xl:mx-0 @3xl:flex-col @3xl:gap-1"
            >
              {MY_PAGES_NAVIGATION.map((item) => (
                <li key={item.href} className="shrink-0">
                  <RouterLink
                    href={item.href}
                    aria-current={navigationCurrent(item.href, pathname)}
                    className="flex min-h-11 items-center rounded-pill border border-border bg-surface px-4 text-sm font-semibold text-fg hover:bg-surface-muted focus-visible:focus-ring aria-[current]:border-transparent aria-[current]:bg-accent aria-[current]:text-accent-fg @3xl:rounded-md @3xl:border-transparent @3xl:bg-transparent"
                  >
                    {item.label}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="flex min-w-0 flex-col gap-6">{children}</div>
      </div>
    </div>
  );
}

/**
 * Where an item of the navigation stands to the page: the page itself, the section it is in
 * (MY_PAGES_SECTIONS for pages without an item of their own), or neither. The overview is the
 * parent of every page here: it is marked only on itself.
 */
function navigationCurrent(href: string, pathname: string): 'page' | 'true' | undefined {
  if (href === MY_PAGES_PATH) return isStartPage(pathname) ? 'page' : undefined;
  const section = MY_PAGES_SECTIONS.find(
    ({ path }) => pathname === path || pathname.startsWith(`${path}/`),
  );
  if (section) return section.under === href ? 'true' : undefined;
  return ariaCurrentFor({ href }, pathname);
}
