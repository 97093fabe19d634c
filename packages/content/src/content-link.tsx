import type { LinkComponent } from '@lingon/design-system/header';
import type * as React from 'react';

export type { LinkComponent } from '@lingon/design-system/header';

export interface ContentLinkProps extends React.ComponentProps<'a'> {
  href: string;
  /** Renders site-internal links, e.g. a React Router Link adapter (see the design-system Header). */
  linkAs?: LinkComponent;
}

/** Whether a content href is a path on this site (and so a job for the router). */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link from content: site paths go through `linkAs` so the router navigates without a reload;
 * https, mailto and tel links are plain anchors.
 */
export function ContentLink({ href, linkAs: LinkAs = 'a', children, ...props }: ContentLinkProps) {
  if (isInternalHref(href)) {
    return (
      <LinkAs href={href} {...props}>
        {children}
      </LinkAs>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
