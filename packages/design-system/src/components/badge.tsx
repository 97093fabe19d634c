import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { formatBadgeCount } from '../lib/format';

export const badgeVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-1 rounded-pill font-semibold whitespace-nowrap tabular-nums',
  {
    variants: {
      variant: {
        neutral: 'bg-neutral-bg text-neutral',
        primary: 'bg-primary text-primary-fg',
        success: 'bg-success-bg text-success',
        warning: 'bg-warning-bg text-warning',
        danger: 'bg-danger-bg text-danger',
        info: 'bg-info-bg text-info',
      },
      size: {
        sm: 'h-5 min-w-5 px-1.5 text-xs',
        md: 'h-6 min-w-6 px-2.5 text-sm',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'md' },
  },
);

/** Default spoken text for a count badge: "1 oläst meddelande", "3 olästa meddelanden". */
export function unreadMessagesLabel(count: number): string {
  return count === 1 ? '1 oläst meddelande' : `${count} olästa meddelanden`;
}

export interface BadgeProps
  extends React.ComponentProps<'span'>, VariantProps<typeof badgeVariants> {
  /**
   * Makes this a count badge: shows the number (capped, e.g. "99+") and gives it a
   * spoken name from `countLabel`. A count of 0 renders nothing unless `showZero`.
   */
  count?: number;
  /** Highest count shown before "max+". */
  max?: number;
  /** Spoken text for a count; the visible "99+" alone says too little. */
  countLabel?: (count: number) => string;
  /** Render the badge even when the count is 0. */
  showZero?: boolean;
}

/** A small status or count label. Use `count` for unread counters, children for text. */
export function Badge({
  className,
  variant,
  size,
  count,
  max = 99,
  countLabel = unreadMessagesLabel,
  showZero = false,
  children,
  ...props
}: BadgeProps) {
  const isCount = count !== undefined;
  if (isCount && count <= 0 && !showZero) return null;
  const whole = isCount ? Math.max(0, Math.floor(count)) : 0;

  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      data-size={size ?? 'md'}
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    >
      {isCount ? (
        <>
          <span aria-hidden="true">{formatBadgeCount(whole, max)}</span>
          <span className="sr-only">{countLabel(whole)}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
