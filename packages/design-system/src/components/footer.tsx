import { AppLink } from './link-provider';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { ariaCurrentFor, Logo, type NavItem } from './header';

export interface FooterColumn {
  title: string;
  links: readonly NavItem[];
}

export interface FooterProps extends React.ComponentProps<'footer'> {
  /** The brand's display name (BRAND.name in contracts). */
  brandName: string;
  /** Link columns, each with a heading. */
  columns: readonly FooterColumn[];
  /** Contact block: phone, opening hours, chat … */
  contact?: React.ReactNode;
  /** Heading of the contact block. */
  contactTitle?: string;
  /** Visitor settings beside the copyright line, e.g. the theme control. */
  settings?: React.ReactNode;
  /** Year in the copyright line; defaults to the current year. */
  year?: number;
  /** The current path, for aria-current. */
  currentPath?: string;
}

/** Site footer: brand, link columns, contact and the copyright line. */
export function Footer({
  brandName,
  columns,
  contact,
  contactTitle = 'Kontakta oss',
  settings,
  year = new Date().getFullYear(),
  currentPath,
  className,
  ...props
}: FooterProps) {
  return (
    <footer
      data-slot="footer"
      className={cn('@container border-t border-border bg-surface-muted text-fg', className)}
      {...props}
    >
      {/* Room below the copyright line for a chat button floating over the bottom right corner. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 pt-12 pb-24 @3xl:px-6">
        <Logo brandName={brandName} />
        <div className="grid gap-8 @md:grid-cols-2 @4xl:grid-cols-4">
          {columns.map((column) => (
            <div key={column.title} className="flex flex-col gap-3">
              <h2 className="text-base font-bold">{column.title}</h2>
              <ul className="flex flex-col gap-2">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <AppLink
                      href={link.href}
                      aria-current={
                        ariaCurrentFor(link, currentPath) === 'page' ? 'page' : undefined
                      }
                      className="rounded-sm text-sm text-fg underline-offset-4 hover:text-primary hover:underline focus-visible:focus-ring"
                    >
                      {link.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {contact ? (
            <div data-slot="footer-contact" className="flex flex-col gap-3">
              <h2 className="text-base font-bold">{contactTitle}</h2>
              <div className="flex flex-col gap-2 text-sm">{contact}</div>
            </div>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-4 border-t border-border pt-6 @2xl:flex-row @2xl:items-center @2xl:justify-between">
          <p className="text-sm text-muted">
            © {year} {brandName}
          </p>
          {settings}
        </div>
      </div>
    </footer>
  );
}
