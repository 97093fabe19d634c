import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import type { ExtraSurfPurchaseResponse } from '@lingon/contracts/mypages/extra-surf';
import { Link } from '@lingon/design-system/link';
import { useFocusOnMount } from '@lingon/design-system/lib/use-focus-on-mount';
import { formatPrice } from '@lingon/design-system/lib/format';
import * as React from 'react';
import { ORDERS_PATH } from './account/order-parts';
import { formatDate, formatMsisdn } from './lib/balance';
import { subscriptionHref } from './lib/subscription-address';
import { DataBalance } from './subscriptions';

/**
 * What the customer sees once extra surf is bought: what was added, what it costs and when it is
 * charged, and the subscription's new balance as the server stored it. The heading takes focus.
 */
export function ExtraSurfReceipt({
  msisdn,
  purchase,
}: {
  msisdn: string;
  purchase: ExtraSurfPurchaseResponse;
}) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  const headingId = React.useId();
  useFocusOnMount(heading);
  return (
    <section
      data-slot="extra-surf-receipt"
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold focus-visible:focus-ring"
      >
        Klart! Du har fått {purchase.package.title} extra surf
      </h2>
      <p>
        {purchase.package.title} är lagt till på {formatMsisdn(msisdn)} och gäller till och med{' '}
        {formatDate(purchase.validUntil)}. {formatPrice(purchase.package.price, 'kr')} läggs på din
        nästa faktura. Ordernummer <strong>{purchase.orderId}</strong>.
      </p>
      <DataBalance data={purchase.data} msisdn={msisdn} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Link href={subscriptionHref(`${MY_PAGES_PATH}/valj-abonnemang/detaljer`, msisdn)}>
          Se abonnemangets saldo
        </Link>
        <Link href={ORDERS_PATH}>Se dina ordrar</Link>
      </div>
    </section>
  );
}
