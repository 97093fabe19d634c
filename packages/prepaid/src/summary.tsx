import { formatSwedishMobile } from '@lingon/contracts/phone';
import { formatPrice } from '@lingon/design-system/lib/format';
import { AppLink } from '@lingon/design-system/link-provider';
import type * as React from 'react';
import { STUDENT_DISCOUNT } from './lib/price-words';
import type { TopUpCheckout } from './lib/state';
import { TOPUP_PATHS } from './lib/steps';
import { productPoints } from './offering';

const changeLink =
  'rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:focus-ring';

/**
 * What is being bought: the product, the number it is priced for, the price, the student discount
 * and the total.
 * With `changeLinks` each row leads back to where it is changed (the review step).
 */
export function TopUpSummary({
  checkout,
  changeLinks = false,
  children,
}: {
  checkout: TopUpCheckout;
  changeLinks?: boolean;
  children?: React.ReactNode;
}) {
  const { topup } = checkout;
  const product = topup.product;
  if (!product) return null;
  const discount = topup.totalPriceWithoutDiscount - topup.totalPrice;
  return (
    <section
      aria-label="Din laddning"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
    >
      {/* The terms keep their width (so 'Att betala' never breaks at 390 px) and the values,
          a product's details the longest, wrap in what is left. */}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3">
        <dt className="text-muted">{product.categoryTitle}</dt>
        <dd className="text-right font-semibold text-fg">
          {product.name}
          <span className="block text-sm font-normal text-muted">
            {productPoints(product).join(' · ')}
          </span>
          {changeLinks ? (
            <AppLink href={`${TOPUP_PATHS.ladda}/${product.categorySlug}`} className={changeLink}>
              Ändra<span className="sr-only"> vad du laddar</span>
            </AppLink>
          ) : null}
        </dd>
        <dt className="text-muted">Mobilnummer</dt>
        <dd className="text-right font-semibold text-fg">
          <span className="whitespace-nowrap">{formatSwedishMobile(checkout.msisdn)}</span>
          {changeLinks ? (
            <AppLink href={TOPUP_PATHS.ladda} className={`${changeLink} block`}>
              Ändra<span className="sr-only"> nummer</span>
            </AppLink>
          ) : null}
        </dd>
        <dt className="text-muted">Pris</dt>
        <dd className="text-right text-fg">{formatPrice(topup.totalPriceWithoutDiscount, 'kr')}</dd>
        {topup.hasDiscount ? (
          <>
            <dt className="text-muted">{STUDENT_DISCOUNT}</dt>
            <dd className="text-right text-fg">−{formatPrice(discount, 'kr')}</dd>
          </>
        ) : null}
        <div className="col-span-2 border-t border-border" aria-hidden="true" />
        <dt className="text-lg font-bold whitespace-nowrap text-fg">Att betala</dt>
        <dd className="text-right text-lg font-bold text-fg">
          {formatPrice(topup.totalPrice, 'kr')}
        </dd>
      </dl>
      {children}
    </section>
  );
}
