import { AppLink } from './link-provider';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { revealFocused } from '../lib/reveal-focused';
import { ariaCurrentFor, type NavItem } from './header';

export type PageContainerProps = React.ComponentProps<'div'>;

/** Centred page content with the site's maximum width and side padding. */
export function PageContainer({ className, ...props }: PageContainerProps) {
  return (
    <div
      data-slot="page-container"
      className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12', className)}
      {...props}
    />
  );
}

export interface MyPagesShellProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** Page heading (h1). Without it the pages inside bring their own. */
  title?: React.ReactNode;
  /** The side navigation of my pages. */
  navigation: readonly NavItem[];
  /** Accessible name of the side navigation. */
  navigationLabel?: string;
  /** The current path, for aria-current. */
  currentPath?: string;
  /**
   * Where an item stands to the current page: 'page' for the page itself, 'true' for the section
   * it is in. Defaults to the most specific item whose path the current path starts with.
   */
  ariaCurrent?: (item: NavItem, currentPath: string | undefined) => 'page' | 'true' | undefined;
  /** The side navigation element, e.g. to scroll its row to the current item. */
  navigationRef?: React.Ref<HTMLElement>;
}

/**
 * Two columns for my pages: side navigation and content. When narrower than 768 px the
 * navigation becomes a scrollable row above the content.
 */
export function MyPagesShell({
  title,
  navigation,
  navigationLabel = 'Mina sidor',
  currentPath,
  ariaCurrent = (item, path) => ariaCurrentFor(item, path, navigation),
  navigationRef,
  className,
  children,
  ...props
}: MyPagesShellProps) {
  return (
    <div data-slot="my-pages-shell" className={cn('@container w-full', className)} {...props}>
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 @3xl:grid-cols-[15rem_minmax(0,1fr)] @3xl:gap-10 @3xl:px-6 @3xl:py-12">
        <nav ref={navigationRef} aria-label={navigationLabel} data-slot="my-pages-nav">
          <ul
            onFocus={revealFocused}
            className="-mx-1 flex scroll-px-4 gap-2 overflow-x-auto p-1 @3xl:mx-0 @3xl:flex-col @3xl:gap-1"
          >
            {navigation.map((item) => (
              <li key={item.href} className="shrink-0">
                <AppLink
                  href={item.href}
                  aria-current={ariaCurrent(item, currentPath)}
                  className="flex min-h-11 items-center rounded-pill border border-border bg-surface px-4 text-sm font-semibold text-fg hover:bg-surface-muted focus-visible:focus-ring aria-[current]:border-transparent aria-[current]:bg-accent aria-[current]:text-accent-fg @3xl:rounded-md @3xl:border-transparent @3xl:bg-transparent"
                >
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div data-slot="my-pages-content" className="flex min-w-0 flex-col gap-6">
          {title === undefined ? null : <h1 className="text-3xl font-bold">{title}</h1>}
          {children}
        </div>
      </div>
    </div>
  );
}
