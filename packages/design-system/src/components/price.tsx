import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { formatNumber, formatPrice, UNIT_SEPARATOR } from '../lib/format';

export const priceVariants = cva('inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5', {
  variants: {
    size: {
      sm: 'text-base',
      md: 'text-xl',
      lg: 'text-3xl',
    },
  },
  defaultVariants: { size: 'md' },
});

type PriceSize = 'sm' | 'md' | 'lg';

/** The struck-out original is always a step smaller than the price paid. */
const originalSize = { sm: 'text-sm', md: 'text-base', lg: 'text-lg' } as const;

/** Unit and prefix are set smaller than the number, so "350 kr/mån" fits narrow cards. */
const secondarySize = { sm: 'text-sm', md: 'text-sm', lg: 'text-lg' } as const;

function Amount({ value, unit, size }: { value: number; unit: string; size: PriceSize }) {
  return (
    <>
      {formatNumber(value)}
      {unit ? (
        <>
          {UNIT_SEPARATOR}
          <span className={cn('font-semibold', secondarySize[size])}>{unit}</span>
        </>
      ) : null}
    </>
  );
}

export interface PriceProps
  extends Omit<React.ComponentProps<'p'>, 'children'>, VariantProps<typeof priceVariants> {
  /** Ordinary price in kronor. */
  amount: number;
  /** Campaign price; when set it is shown beside the struck-out `amount`. */
  dealPrice?: number;
  /** Unit after the amount, e.g. 'kr' for one-off prices. */
  unit?: string;
  /** Text before the price, e.g. 'Från'. */
  prefix?: string;
}

/**
 * A price in sv-SE format ("295 kr/mån"). With a deal price, the original is struck out and
 * both carry hidden words ("Ordinarie pris", "Kampanjpris"): screen readers ignore <del>/<ins>,
 * so without them the two numbers would be read as one confusing pair.
 */
export function Price({
  amount,
  dealPrice,
  unit = 'kr/mån',
  prefix,
  size,
  className,
  ...props
}: PriceProps) {
  const hasDeal = dealPrice !== undefined && dealPrice !== amount;
  const resolvedSize = size ?? 'md';
  return (
    <p
      data-slot="price"
      data-size={resolvedSize}
      data-deal={hasDeal || undefined}
      className={cn(priceVariants({ size }), className)}
      {...props}
    >
      {/* The space keeps 'Från' apart from the number for a screen reader (flex lays it out not). */}
      {prefix ? (
        <>
          <span className={cn('text-muted', secondarySize[resolvedSize])}>{prefix}</span>{' '}
        </>
      ) : null}
      {hasDeal ? (
        <>
          <del
            data-slot="price-original"
            className={cn('text-muted decoration-1', originalSize[resolvedSize])}
          >
            <span className="sr-only">Ordinarie pris </span>
            {formatPrice(amount, unit)}
          </del>{' '}
          <ins data-slot="price-deal" className="font-bold text-primary no-underline">
            <span className="sr-only">Kampanjpris </span>
            <Amount value={dealPrice} unit={unit} size={resolvedSize} />
          </ins>
        </>
      ) : (
        <span data-slot="price-amount" className="font-bold text-fg">
          <Amount value={amount} unit={unit} size={resolvedSize} />
        </span>
      )}
    </p>
  );
}
