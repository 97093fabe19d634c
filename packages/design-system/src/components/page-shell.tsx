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

export interface FlowShellProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** Page heading (h1). */
  title: React.ReactNode;
  /** Where the user is in the flow, e.g. 'Steg 2 av 3'; shown above the heading. */
  step?: React.ReactNode;
  /** Short text under the heading. */
  description?: React.ReactNode;
}

/**
 * A narrow, focused column for checkout and other step-by-step flows: one task per page,
 * the step above the heading so it is read first.
 */
export function FlowShell({
  title,
  step,
  description,
  className,
  children,
  ...props
}: FlowShellProps) {
  return (
    <div
      data-slot="flow-shell"
      className={cn('mx-auto flex w-full max-w-2xl flex-col gap-8 px-4 py-8 sm:py-12', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        {/* hgroup ties the step to the heading without making it a heading of its own. */}
        <hgroup className="flex flex-col gap-1">
          {step ? (
            <p data-slot="flow-shell-step" className="text-sm font-semibold text-primary">
              {step}
            </p>
          ) : null}
          <h1 className="text-3xl font-bold">{title}</h1>
        </hgroup>
        {description ? <div className="text-base text-muted">{description}</div> : null}
      </div>
      <div data-slot="flow-shell-content" className="flex flex-col gap-6">
        {children}
      </div>
    </div>
  );
}

export interface MyPagesShellProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** Page heading (h1). */
  title: React.ReactNode;
  /** The side navigation of my pages. */
  navigation: readonly NavItem[];
  /** Accessible name of the side navigation. */
  navigationLabel?: string;
  /** The current path, for aria-current. */
  currentPath?: string;
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
  className,
  children,
  ...props
}: MyPagesShellProps) {
  return (
    <div data-slot="my-pages-shell" className={cn('@container w-full', className)} {...props}>
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 @3xl:grid-cols-[15rem_minmax(0,1fr)] @3xl:gap-10 @3xl:px-6">
        <nav aria-label={navigationLabel} data-slot="my-pages-nav">
          <ul
            onFocus={revealFocused}
            className="-mx-1 flex scroll-px-4 gap-2 overflow-x-auto p-1 @3xl:mx-0 @3xl:flex-col @3xl:gap-1"
          >
            {navigation.map((item) => (
              <li key={item.href} className="shrink-0">
                <AppLink
                  href={item.href}
                  aria-current={ariaCurrentFor(item, currentPath, navigation)}
                  className="flex min-h-11 items-center rounded-pill border border-border bg-surface px-4 text-sm font-semibold text-fg hover:bg-surface-muted focus-visible:focus-ring aria-[current]:border-transparent aria-[current]:bg-accent aria-[current]:text-accent-fg @3xl:rounded-md @3xl:border-transparent @3xl:bg-transparent"
                >
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div data-slot="my-pages-content" className="flex min-w-0 flex-col gap-6">
          <h1 className="text-3xl font-bold">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
