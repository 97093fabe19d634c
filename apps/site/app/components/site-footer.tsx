import { ConsentSettingsButton } from '@lingon/consent/consent-settings-button';
import { BRAND, MY_PAGES_PATH } from '@lingon/contracts/brand';
import { Footer, type FooterColumn } from '@lingon/design-system/footer';
import { lazyPart, lazyPartElement } from '@lingon/design-system/lib/lazy-part';
import { Link, useLocation } from 'react-router';
import { FOOTER_COLUMNS } from '../navigation';
import { footerAccountLabel } from './account-slots';

/**
 * The footer's columns, made once: for a signed-in customer, the link to my pages says where it
 * goes instead of 'Logga in' (a part that follows the sign-in state, account-slots.ts).
 */
const COLUMNS: readonly FooterColumn[] = FOOTER_COLUMNS.map((column) => ({
  ...column,
  links: column.links.map((link) =>
    link.href === MY_PAGES_PATH && typeof link.label === 'string'
      ? { ...link, label: footerAccountLabel(link.label) }
      : link,
  ),
}));

/**
 * The theme choice, prerendered with the footer (no option checked until the browser knows the
 * stored choice) and hydrated once its module and the theme engine have loaded, which the page's
 * first load does without. One element, made once: a footer re-rendered before the part has
 * hydrated (the login check) passes it on unchanged, so React keeps its prerendered HTML.
 */
const ThemeControl = lazyPart(() =>
  import('@lingon/design-system/theme-control').then((module) => module.ThemeControl),
);
const THEME_CONTROL = lazyPartElement(ThemeControl, {});

export function SiteFooter() {
  const { pathname } = useLocation();
  return (
    <Footer
      brandName={BRAND.name}
      columns={COLUMNS}
      currentPath={pathname}
      settings={
        // A cookie choice can be changed at any time, from every page with the full footer.
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <ConsentSettingsButton />
          {THEME_CONTROL}
        </div>
      }
      contact={
        <>
          <p>Chatta med oss dygnet runt.</p>
          <Link
            to="/kontakta-oss"
            className="rounded-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:focus-ring"
          >
            Fler sätt att kontakta oss
          </Link>
        </>
      }
    />
  );
}

/** The slim footer of checkout and payment steps. */
export function MinimalFooter() {
  return (
    <footer className="border-t border-border bg-surface-muted text-sm text-muted">
      {/* Room at the bottom for the chat button, which floats over the bottom right corner. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 pt-6 pb-24 sm:px-6">
        <p>
          © {new Date().getFullYear()} {BRAND.name}
        </p>
        <Link
          to="/kontakta-oss"
          className="rounded-sm text-fg underline underline-offset-4 hover:text-primary focus-visible:focus-ring"
        >
          Behöver du hjälp?
        </Link>
      </div>
    </footer>
  );
}
