import { MY_PAGES_NAME, MY_PAGES_PATH } from '@lingon/contracts/brand';
import { ariaCurrentFor } from '@lingon/design-system/header';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { MyPagesShell, PageContainer } from '@lingon/design-system/page-shell';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInPath } from '../lib/return-to';
import { MY_PAGES_NAVIGATION, MY_PAGES_SECTIONS } from '../my-pages-navigation';
import { authStateAtom, loginCheckAtom } from '../state/auth';
import { scrollCurrentSectionIntoView } from './my-pages-nav-scroll';

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
      return <PageContainer>{children}</PageContainer>;
    }
    if (checked) return <Navigate to={signInPath(`${pathname}${search}`)} replace />;
    return (
      <PageContainer>
        <SkeletonGroup label="Kontrollerar inloggningen…" className="gap-4">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-40" />
        </SkeletonGroup>
      </PageContainer>
    );
  }

  return (
    <MyPagesShell
      navigation={MY_PAGES_NAVIGATION}
      navigationLabel={MY_PAGES_NAME}
      navigationRef={navigation}
      currentPath={pathname}
      ariaCurrent={(item) => navigationCurrent(item.href, pathname)}
    >
      {children}
    </MyPagesShell>
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
