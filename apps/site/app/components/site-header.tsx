import { BRAND, MY_PAGES_PATH } from '@lingon/contracts/brand';
import { Header, Logo, type NavItem } from '@lingon/design-system/header';
import * as React from 'react';
import { Link, useLocation } from 'react-router';
import { areaNavigationOf, MAIN_NAVIGATION } from '../navigation';
import { ACCOUNT_ACTIONS, ACCOUNT_LABEL } from './account-slots';

export interface SiteHeaderProps {
  subNavigation?: readonly NavItem[];
  subNavigationLabel?: string;
}

/**
 * The full site header: main navigation, account link and an area submenu: the layout's, or on a
 * page of the default layout the submenu it is an item of (areaNavigationOf).
 */
export function SiteHeader({ subNavigation, subNavigationLabel }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const area = subNavigation
    ? { items: subNavigation, label: subNavigationLabel }
    : areaNavigationOf(pathname);
  return (
    <Header
      brandName={BRAND.name}
      navigation={MAIN_NAVIGATION}
      // The header marks the page's own item 'page' and, on a step of a flow below an item
      // (/bredband/kassan), that item 'true'.
      subNavigation={area?.items}
      subNavigationLabel={area?.label}
      accountHref={MY_PAGES_PATH}
      accountLabel={ACCOUNT_LABEL}
      accountActions={ACCOUNT_ACTIONS}
      currentPath={pathname}
    />
  );
}

/**
 * The header of checkout and payment steps: the logo only, so nothing pulls the customer out of
 * the flow by accident; it still leads home.
 */
export function MinimalHeader({ children }: { children?: React.ReactNode }) {
  return (
    <header className="border-b border-border bg-surface text-fg">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-sm focus-visible:focus-ring">
          <Logo brandName={BRAND.name} />
          <span className="sr-only">, till startsidan</span>
        </Link>
        {children}
      </div>
    </header>
  );
}

/** The header of the payment steps: only the logo and the reassurance that the payment is secure. */
export function SecurePaymentHeader() {
  return (
    <MinimalHeader>
      <p className="text-sm font-semibold text-muted">Säker betalning</p>
    </MinimalHeader>
  );
}
