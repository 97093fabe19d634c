import { cva, type VariantProps } from 'class-variance-authority';
import * as ProgressPrimitive from '@radix-ui/react-progress';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const progressVariants = cva(
  'relative w-full overflow-hidden rounded-pill bg-surface-muted',
  {
    variants: {
      size: { sm: 'h-2', md: 'h-3' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface ProgressProps
  extends
    Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, 'value' | 'max'>,
    VariantProps<typeof progressVariants> {
  /** How much of `max` is reached (what is left of an allowance, for example). */
  value: number;
  max?: number;
  /** The accessible name, e.g. 'Surf kvar'. */
  label: string;
  /** What a screen reader says for the value, e.g. 'Kvar 18,4 av 30 GB'. */
  valueText?: string;
}

/** A horizontal bar for a share of something (data left of a month's allowance). */
export function Progress({
  value,
  max = 100,
  label,
  valueText,
  size,
  className,
  ...props
}: ProgressProps) {
  const clamped = Math.max(0, Math.min(max, value));
  const low = clamped / max < 0.2;
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      data-size={size ?? 'md'}
      data-level={low ? 'low' : 'ok'}
      value={clamped}
      max={max}
      aria-label={label}
      getValueLabel={valueText ? () => valueText : undefined}
      className={cn(progressVariants({ size }), className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full rounded-pill transition-[width] motion-reduce:transition-none',
          low ? 'bg-warning' : 'bg-primary',
        )}
        style={{ width: `${(clamped / max) * 100}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
