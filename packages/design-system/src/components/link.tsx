import { cva, type VariantProps } from 'class-variance-authority';
import ExternalLink from 'lucide-react/icons/external-link';
import * as Slot from '@radix-ui/react-slot';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { AppLink } from './link-provider';

export const linkVariants = cva(
  'rounded-sm underline underline-offset-4 transition-colors focus-visible:focus-ring aria-disabled:pointer-events-none aria-disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'font-medium text-primary hover:text-primary-hover',
        subtle: 'text-fg decoration-border-strong hover:decoration-current',
        muted: 'text-muted hover:text-fg',
        // No underline: only for navigation lists where links are obviously links.
        nav: 'font-medium text-fg no-underline hover:text-primary hover:underline',
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

export interface LinkProps extends React.ComponentProps<'a'>, VariantProps<typeof linkVariants> {
  /** Render the child (e.g. React Router's Link) with link styling. */
  asChild?: boolean;
  /** Opens in a new tab, with rel=noopener and a visible and spoken hint. */
  external?: boolean;
  /** Screen-reader text for an external link. */
  externalLabel?: string;
}

export function Link({
  className,
  variant,
  asChild = false,
  external = false,
  externalLabel = '(öppnas i en ny flik)',
  children,
  ...props
}: LinkProps) {
  // Paths on this site go through the app's router link (LinkProvider); the rest are anchors.
  const Comp: React.ElementType = asChild ? Slot.Root : external || !props.href ? 'a' : AppLink;
  return (
    <Comp
      data-slot="link"
      data-variant={variant ?? 'primary'}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={cn(
        linkVariants({ variant }),
        external && 'inline-flex items-center gap-1',
        className,
      )}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {children}
          {external ? (
            <>
              <ExternalLink aria-hidden="true" className="size-[0.9em] shrink-0" />
              <span className="sr-only">{externalLabel}</span>
            </>
          ) : null}
        </>
      )}
    </Comp>
  );
}
