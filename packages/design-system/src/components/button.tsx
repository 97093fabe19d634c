import { cva, type VariantProps } from 'class-variance-authority';
import * as Slot from '@radix-ui/react-slot';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-pill font-semibold transition-colors focus-visible:focus-ring disabled:pointer-events-none disabled:opacity-60 aria-busy:cursor-progress',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-fg hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-fg hover:bg-secondary-hover',
        outline: 'border-2 border-primary bg-transparent text-primary hover:bg-accent',
        ghost: 'bg-transparent text-fg hover:bg-surface-muted',
        link: 'rounded-sm bg-transparent px-0 text-primary underline underline-offset-4 hover:text-primary-hover',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-6 text-base',
        lg: 'h-13 px-8 text-lg',
        // A square 44 px touch target for one icon; the button needs an aria-label.
        icon: 'size-11 p-0',
      },
    },
    compoundVariants: [
      // A ghost icon (close, minimise) is the window's furniture: muted until pointed at.
      { variant: 'ghost', size: 'icon', class: 'text-muted hover:text-fg' },
    ],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps
  extends React.ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a link) with button styling instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
  loading?: boolean;
  /** Screen-reader text while loading. */
  loadingLabel?: string;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  loadingLabel = 'Laddar…',
  disabled,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      aria-busy={loading || undefined}
      disabled={asChild ? undefined : disabled}
      aria-disabled={loading || undefined}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        // A loading button ignores clicks so a double click never submits twice.
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading ? <Spinner label={loadingLabel} /> : null}
          {children}
        </>
      )}
    </Comp>
  );
}
