import type * as React from 'react';
import { MainContent } from './main-content';
import { SkipLink } from './skip-link';

export interface SiteFrameProps {
  header: React.ReactNode;
  footer?: React.ReactNode;
  children: React.ReactNode;
  mainClassName?: string;
}

/** The frame every layout shares: skip link, header, main and footer in one full-height column. */
export function SiteFrame({ header, footer, children, mainClassName }: SiteFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-fg">
      <SkipLink />
      {header}
      <MainContent className={mainClassName}>{children}</MainContent>
      {footer}
    </div>
  );
}
