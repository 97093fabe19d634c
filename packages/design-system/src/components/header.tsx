import CircleUserRound from 'lucide-react/icons/circle-user-round';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import * as React from 'react';
import { cn } from '../lib/cn';
import { revealFocused } from '../lib/reveal-focused';
import { AppLink } from './link-provider';

export interface NavItem {
  /** Usually text; an element where the label follows state the page loads later. */
  label: React.ReactNode;
  href: string;
  /** Overrides the match against `currentPath`. */
  current?: boolean;
}

function trimPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

function matches(href: string, path: string): 'page' | 'true' | undefined {
  if (href === path) return 'page';
  if (href !== '/' && path.startsWith(`${href}/`)) return 'true';
  return undefined;
}

/**
 * aria-current for a link: 'page' on the page itself, 'true' on the link to the section the
 * page lies in (/bredband while on /bredband/kassan), otherwise nothing. Pass the link's
 * siblings so only the most specific one is marked: in a submenu of /bredband and
 * /bredband/cmore, only the latter is current on /bredband/cmore.
 */
export function ariaCurrentFor(
  item: Pick<NavItem, 'href' | 'current'>,
  currentPath: string | undefined,
  siblings: readonly Pick<NavItem, 'href'>[] = [],
): 'page' | 'true' | undefined {
  if (item.current !== undefined) return item.current ? 'page' : undefined;
  if (currentPath === undefined) return undefined;
  const href = trimPath(item.href);
  const path = trimPath(currentPath);
  const result = matches(href, path);
  if (!result) return undefined;
  const moreSpecific = siblings.some((sibling) => {
    const other = trimPath(sibling.href);
    return other.length > href.length && matches(other, path) !== undefined;
  });
  return moreSpecific ? undefined : result;
}

/** The Lingon mark: a sprig of lingonberries, drawn in the brand tokens. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <path d="M17.5 2.5c5.2-.4 9.2 2.3 10 6.6-4.9 1.2-9.2-.9-10-6.6Z" className="fill-secondary" />
      <path d="M17.5 2.5c-.6 3.4-1.6 6.3-3.4 8.8" strokeWidth="1.6" className="stroke-secondary" />
      <circle cx="11" cy="20" r="7.5" className="fill-primary" />
      <circle cx="22.5" cy="19" r="6" className="fill-primary" />
      <circle cx="16.5" cy="11.5" r="4.2" className="fill-primary" />
      <circle cx="8.5" cy="17.5" r="1.7" className="fill-primary-fg opacity-70" />
      <circle cx="20.6" cy="17" r="1.3" className="fill-primary-fg opacity-70" />
    </svg>
  );
}

export interface LogoProps extends React.ComponentProps<'span'> {
  /** The brand's display name (BRAND.name in contracts). */
  brandName: string;
}

/** Brand mark plus wordmark. The wordmark is live text, so it is read and translated. */
export function Logo({ brandName, className, ...props }: LogoProps) {
  return (
    <span
      data-slot="logo"
      className={cn('inline-flex items-center gap-2 text-fg', className)}
      {...props}
    >
      <LogoMark />
      <span className="text-2xl leading-none font-extrabold tracking-tight">{brandName}</span>
    </span>
  );
}

export interface HeaderProps extends React.ComponentProps<'header'> {
  /** The brand's display name (BRAND.name in contracts). */
  brandName: string;
  /** Main navigation. */
  navigation: readonly NavItem[];
  /** Optional second row, e.g. the broadband area's 'Bredband', 'Bredband + TV', … */
  subNavigation?: readonly NavItem[];
  /** Accessible name of the submenu, e.g. 'Bredband'. */
  subNavigationLabel?: string;
  /** Where 'Mitt Lingon' (login and my pages) leads. */
  accountHref: string;
  /** Text of the account link (or an element that renders it); defaults to 'Mitt {brandName}'. */
  accountLabel?: React.ReactNode;
  /** Beside the account link, e.g. 'Logga ut' for a signed-in customer. */
  accountActions?: React.ReactNode;
  homeHref?: string;
  /** The current path, for aria-current; a router's NavLink may set aria-current itself. */
  currentPath?: string;
  /** Controls the mobile menu, e.g. to close it when the route changes. */
  menuOpen?: boolean;
  defaultMenuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
}

const navLinkClass =
  'rounded-sm font-semibold text-fg underline-offset-8 decoration-2 hover:text-primary hover:underline focus-visible:focus-ring aria-[current]:text-primary aria-[current]:underline';

/**
 * Site header: logo, main navigation, account link and an optional submenu row. Below 768 px
 * of its own width the navigation moves into a disclosure menu (button with aria-expanded;
 * Escape closes it and returns focus to the button). Uses a container query, so it adapts to
 * the space it gets rather than the viewport.
 */
export function Header({
  brandName,
  navigation,
  subNavigation,
  subNavigationLabel = 'Undermeny',
  accountHref,
  accountLabel = `Mitt ${brandName}`,
  accountActions,
  homeHref = '/',
  currentPath,
  menuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  className,
  ...props
}: HeaderProps) {
  const menuId = React.useId();
  const [ownOpen, setOwnOpen] = React.useState(defaultMenuOpen);
  const open = menuOpen ?? ownOpen;
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  function setOpen(next: boolean) {
    setOwnOpen(next);
    onMenuOpenChange?.(next);
  }

  function closeMenu(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeMenu(true);
    }
  }

  return (
    <header
      data-slot="header"
      data-state={open ? 'open' : 'closed'}
      className={cn('@container border-b border-border bg-surface text-fg', className)}
      {...props}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 @3xl:h-20 @3xl:px-6">
        <AppLink
          href={homeHref}
          aria-label={`${brandName}, till startsidan`}
          aria-current={
            ariaCurrentFor({ href: homeHref }, currentPath) === 'page' ? 'page' : undefined
          }
          className="rounded-sm focus-visible:focus-ring"
        >
          <Logo brandName={brandName} />
        </AppLink>

        <nav aria-label="Huvudmeny" className="hidden flex-1 @3xl:block">
          <ul className="flex items-center gap-6">
            {navigation.map((item) => (
              <li key={item.href}>
                <AppLink
                  href={item.href}
                  aria-current={ariaCurrentFor(item, currentPath, navigation)}
                  className={navLinkClass}
                >
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <AppLink
            href={accountHref}
            aria-current={ariaCurrentFor({ href: accountHref }, currentPath)}
            className="inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-pill border-2 border-primary px-2 text-sm @md:px-4 font-semibold text-primary hover:bg-accent focus-visible:focus-ring"
          >
            <CircleUserRound aria-hidden="true" className="size-5" />
            {/* On narrow headers only the icon shows; the name stays for screen readers. */}
            <span className="sr-only @md:not-sr-only">{accountLabel}</span>
          </AppLink>
          {accountActions}
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen(!open)}
            onKeyDown={onKeyDown}
            className="inline-flex h-10 items-center gap-2 rounded-pill px-3 text-sm font-semibold text-fg hover:bg-surface-muted focus-visible:focus-ring @3xl:hidden"
          >
            {open ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            Meny
          </button>
        </div>
      </div>

      {/* The mobile menu; `hidden` removes it from the tab order and the accessibility tree. */}
      <div
        id={menuId}
        data-slot="header-menu"
        hidden={!open}
        className="border-t border-border px-4 pb-4 @3xl:hidden"
      >
        <nav aria-label="Huvudmeny">
          <ul className="flex flex-col">
            {navigation.map((item) => (
              <li key={item.href} className="border-b border-border">
                <AppLink
                  href={item.href}
                  aria-current={ariaCurrentFor(item, currentPath, navigation)}
                  onClick={() => closeMenu(false)}
                  onKeyDown={onKeyDown}
                  className="flex min-h-12 items-center rounded-sm text-lg font-semibold text-fg decoration-2 underline-offset-8 hover:text-primary focus-visible:focus-ring aria-[current]:text-primary aria-[current]:underline"
                >
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {subNavigation && subNavigation.length > 0 ? (
        <nav
          aria-label={subNavigationLabel}
          data-slot="header-subnav"
          className="border-t border-border bg-surface-muted"
        >
          <ul
            onFocus={revealFocused}
            className="mx-auto flex max-w-6xl scroll-px-4 gap-6 overflow-x-auto px-4 @3xl:px-6"
          >
            {subNavigation.map((item) => (
              <li key={item.href} className="shrink-0">
                <AppLink
                  href={item.href}
                  aria-current={ariaCurrentFor(item, currentPath, subNavigation)}
                  className="flex min-h-12 items-center border-b-3 border-transparent text-sm font-semibold text-fg hover:text-primary focus-visible:focus-ring aria-[current]:border-primary aria-[current]:text-primary"
                >
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
