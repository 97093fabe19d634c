import type * as React from 'react';
import { cn } from '../lib/cn';

export interface SpinnerProps extends React.ComponentProps<'span'> {
  /** Accessible label read by screen readers. */
  label?: string;
}

/** An indeterminate progress indicator with a screen-reader label. */
export function Spinner({ label = 'Laddar…', className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="size-[1em] animate-spin rounded-pill border-2 border-current border-r-transparent"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
