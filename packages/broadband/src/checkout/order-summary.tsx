import type { Product, ProductCard } from '@lingon/contracts/broadband/product';
import { Card, CardContent, CardHeader, CardTitle } from '@lingon/design-system/card';
import { formatPrice, formatSpeed } from '@lingon/design-system/lib/format';
import { Price } from '@lingon/design-system/price';
import * as React from 'react';
import { formatHomeAddress } from '../lib/address-flow';
import type { StoredAddress } from '../lib/order-state';
import { bundlePrice } from '../lib/tv-packages';

export interface OrderSummaryProps {
  product: Product & { card: ProductCard };
  address: StoredAddress | null;
  apartmentNumber?: string;
  /** An accepted voucher's description ("3 månader utan månadsavgift"). */
  voucherDescription?: string | null;
  /** The mobile-customer discount in kronor per month, when it applies. */
  monthlyDiscount?: number | null;
  /** Media players sent with the order, each with what it costs once. */
  mediaPlayers?: ReadonlyArray<{ id: string; name: string; price: number }>;
  headingLevel?: 2 | 3;
}

/** The chosen product and where it is delivered. */
export function OrderSummary({
  product,
  address,
  apartmentNumber,
  voucherDescription,
  monthlyDiscount,
  mediaPlayers = [],
  headingLevel = 2,
}: OrderSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const { card } = product;
  // What the customer pays each month with the discount (the price above is before it), priced
  // as the TV page prices it.
  const discounted = monthlyDiscount ? bundlePrice(card, monthlyDiscount) : null;
  return (
    <Card variant="elevated" data-slot="order-summary">
      <CardHeader>
        <CardTitle asChild>
          <Heading>Din beställning</Heading>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold">{card.title}</p>
          <p className="text-muted">
            {formatSpeed({ down: product.downloadMbps, up: product.uploadMbps })}
          </p>
          <Price amount={card.price} dealPrice={card.dealPrice} unit={card.priceUnit} size="lg" />
          {product.campaign ? (
            <p className="text-sm text-muted">{product.campaign.description}</p>
          ) : null}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {address ? (
            <>
              <dt className="text-muted">Adress</dt>
              <dd>{formatHomeAddress(address, apartmentNumber)}</dd>
            </>
          ) : null}
          {voucherDescription ? (
            <>
              <dt className="text-muted">Rabattkod</dt>
              <dd>{voucherDescription}</dd>
            </>
          ) : null}
          {discounted ? (
            <>
              <dt className="text-muted">Mobilkundsrabatt</dt>
              <dd>−{formatPrice(discounted.discount)}</dd>
              <dt className="font-semibold">Att betala per månad</dt>
              <dd className="font-semibold">{formatPrice(discounted.pay)}</dd>
            </>
          ) : null}
          {mediaPlayers.map((player) => (
            <React.Fragment key={player.id}>
              <dt className="text-muted">{player.name}</dt>
              <dd>{formatPrice(player.price, 'kr')} (en gång)</dd>
            </React.Fragment>
          ))}
          <dt className="text-muted">Startavgift</dt>
          <dd>{formatPrice(0, 'kr')}</dd>
          {product.shortTerm ? null : (
            <>
              <dt className="text-muted">Bindningstid</dt>
              <dd>{product.bindingMonths ? `${product.bindingMonths} månader` : 'Ingen'}</dd>
              <dt className="text-muted">Uppsägningstid</dt>
              <dd>1 månad</dd>
            </>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
