import type * as React from 'react';
import { cn } from '../lib/cn';

export type SkeletonProps = React.ComponentProps<'div'>;

/**
 * A placeholder block with a pulsing shimmer. Hidden from assistive technology: wrap a
 * group of skeletons in SkeletonGroup so screen readers hear one "Laddar…" instead.
 */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      // The border tone stays visible on bg, surface and surface-muted in both themes.
      className={cn('rounded-md bg-border motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}

export interface SkeletonTextProps extends React.ComponentProps<'div'> {
  /** Number of lines; the last one is shorter, like the end of a paragraph. */
  lines?: number;
}

export function SkeletonText({ lines = 3, className, ...props }: SkeletonTextProps) {
  return (
    <div
      data-slot="skeleton-text"
      aria-hidden="true"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          key={index}
          className={cn('h-4', index === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full')}
        />
      ))}
    </div>
  );
}

export interface SkeletonGroupProps extends React.ComponentProps<'div'> {
  /** Read once by screen readers while the placeholders show. */
  label?: string;
}

/** A loading region: announces its label politely and marks itself busy. */
export function SkeletonGroup({
  label = 'Laddar…',
  className,
  children,
  ...props
}: SkeletonGroupProps) {
  return (
    <div
      data-slot="skeleton-group"
      role="status"
      aria-busy="true"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
