import { cva, type VariantProps } from 'class-variance-authority';
import * as Slot from '@radix-ui/react-slot';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const cardVariants = cva('flex flex-col rounded-xl text-fg', {
  variants: {
    variant: {
      outline: 'border border-border bg-surface',
      elevated: 'bg-surface shadow-md',
      muted: 'bg-surface-muted',
      // For the chosen item in a list of cards; the thicker border does not rely on colour alone.
      selected: 'border-2 border-primary bg-surface',
    },
  },
  defaultVariants: { variant: 'outline' },
});

export interface CardProps extends React.ComponentProps<'div'>, VariantProps<typeof cardVariants> {
  /** Render the child (e.g. an <article> or <li>) with card styling. */
  asChild?: boolean;
}

export function Card({ className, variant, asChild = false, ...props }: CardProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return (
    <Comp
      data-slot="card"
      data-variant={variant ?? 'outline'}
      className={cn(cardVariants({ variant }), className)}
      {...props}
    />
  );
}

export type CardHeaderProps = React.ComponentProps<'div'>;

export function CardHeader({ className, ...props }: CardHeaderProps) {
  return (
    <div
      data-slot="card-header"
      className={cn('flex flex-col gap-1 px-6 pt-6', className)}
      {...props}
    />
  );
}

export interface CardTitleProps extends React.ComponentProps<'h3'> {
  /** Render the child heading (e.g. an <h2>) to fit the page outline. */
  asChild?: boolean;
}

export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot.Root : 'h3';
  return (
    <Comp
      data-slot="card-title"
      className={cn('text-lg font-semibold text-fg', className)}
      {...props}
    />
  );
}

export type CardDescriptionProps = React.ComponentProps<'p'>;

export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return (
    <p data-slot="card-description" className={cn('text-sm text-muted', className)} {...props} />
  );
}

export type CardContentProps = React.ComponentProps<'div'>;

export function CardContent({ className, ...props }: CardContentProps) {
  return (
    <div
      data-slot="card-content"
      className={cn('flex-1 px-6 py-4 text-base', className)}
      {...props}
    />
  );
}

export type CardFooterProps = React.ComponentProps<'div'>;

export function CardFooter({ className, ...props }: CardFooterProps) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex flex-wrap items-center gap-3 px-6 pb-6', className)}
      {...props}
    />
  );
}
