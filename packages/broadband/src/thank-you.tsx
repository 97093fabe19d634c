import {
  discountedPrice,
  isMediaPlayerOfferActive,
  MEDIA_PLAYER_DISCOUNT_PERCENT,
  MEDIA_PLAYERS,
} from '@lingon/contracts/broadband/media-players';
import { CheckAddressFirst } from './check-address-first';
import { Card, CardContent } from '@lingon/design-system/card';
import { ProductCard } from '@lingon/design-system/product-card';
import { cn } from '@lingon/design-system/lib/cn';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useAtom } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import type { z } from 'zod';
import { ACTIVATION_DAYS, SHORT_TERM_DELIVERY_TEXT } from './checkout/checkout-info';
import { placedOrderAtom, type placedOrderSchema } from './checkout/checkout-state';
import { purchaseEvent, type PurchaseEvent } from './checkout/purchase-event';
import { RETAILER, retailerProductUrl, ROUTER_OFFERS } from './thank-you-offers';

/** The order as the thank-you page reads it (as stored: what is left out reads as its default). */
export type ThankYouOrder = Pick<
  z.input<typeof placedOrderSchema>,
  'orderId' | 'product' | 'mediaPlayers'
>;

export interface ThankYouProps {
  /** Called once with the purchase event of the order just placed (the site checks consent). */
  onPurchase?: (event: PurchaseEvent) => void;
  /** The customer opened a router or media player at the retailer (analytics). */
  onChooseOffer?: (id: string) => void;
  /** No order placed in this session: where the address check is (/bredband). */
  checkAddressHref?: string;
  /** The order to thank for; defaults to the order placed in this session. */
  order?: ThankYouOrder | null;
  /** Today (stories and tests); decides whether the media-player offer is on. */
  now?: Date;
  className?: string;
}

/**
 * The thank-you page after a broadband order (/bredband/tack, SPEC §1, §2, §9). Opened without
 * an order in the session it thanks for nothing: it says so and leads to the address check, as
 * the checkout and the product page do when nothing is chosen.
 */
export function ThankYou({
  onPurchase,
  onChooseOffer,
  checkAddressHref,
  order,
  now,
  className,
}: ThankYouProps) {
  const [placed, setPlaced] = useAtom(placedOrderAtom);
  const current = order ?? placed;
  const reported = useRef<string | null>(null);

  // Once per order: a remount, or a visit back to the page, must not count the purchase twice.
  useEffect(() => {
    if (!current || !onPurchase || reported.current === current.orderId) return;
    if (!order && placed?.purchaseReported) return;
    reported.current = current.orderId;
    onPurchase(purchaseEvent(current));
    if (!order && placed) setPlaced({ ...placed, purchaseReported: true });
  }, [current, onPurchase, order, placed, setPlaced]);

  const offerOn = isMediaPlayerOfferActive(now ?? new Date());
  // Nothing the customer has just ordered with the bundle is offered again.
  const ordered = current?.mediaPlayers ?? [];
  const mediaPlayers = MEDIA_PLAYERS.filter((player) => !ordered.includes(player.id));
  const titleId = useId();
  const routersId = useId();
  const mediaId = useId();

  if (!current) {
    return (
      <div data-slot="thank-you" className={cn('flex flex-col gap-10', className)}>
        <section aria-labelledby={titleId} className="flex flex-col gap-6">
          <h1 id={titleId} className="text-3xl font-bold">
            Ingen beställning att visa
          </h1>
          <CheckAddressFirst
            title="Du har inte beställt något bredband än."
            checkAddressHref={checkAddressHref}
            className="max-w-xl"
          >
            Kolla vilka bredband som finns på din adress och välj det som passar dig.
          </CheckAddressFirst>
        </section>
      </div>
    );
  }

  return (
    <div data-slot="thank-you" className={cn('flex flex-col gap-10', className)}>
      <section aria-labelledby={titleId} className="flex flex-col gap-4">
        <h1 id={titleId} className="flex items-center gap-3 text-3xl font-bold">
          <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-success" />
          Tack för din beställning!
        </h1>
        <p className="text-lg">
          Ditt ordernummer är{' '}
          {/* One token: "BB-…" never breaks at its hyphen on a narrow screen. */}
          <strong data-testid="order-id" className="whitespace-nowrap">
            {current.orderId}
          </strong>
          . Du har beställt {current.product.name}.
        </p>
        <Card variant="muted">
          <CardContent className="pt-6">
            <h2 className="mb-3 text-xl font-bold">Det här händer nu</h2>
            <ol className="flex list-decimal flex-col gap-2 pl-5">
              <li>Du får en orderbekräftelse via e-post inom några minuter.</li>
              {current.product.shortTerm ? (
                <>
                  {/* The checkout's own words: the order page and this page say the same. */}
                  <li>{SHORT_TERM_DELIVERY_TEXT}</li>
                  {/* No router comes with it (the checkout: you need one, or buy one below). */}
                  <li>
                    Koppla in din router i fiberuttaget, så är du igång. Perioden börjar när
                    bredbandet är aktiverat.
                  </li>
                </>
              ) : (
                <>
                  <li>
                    Bredbandet aktiveras inom {ACTIVATION_DAYS} dagar. Vi skickar ett sms när det är
                    klart.
                  </li>
                  <li>Koppla in din router i fiberuttaget, så är du igång.</li>
                </>
              )}
            </ol>
          </CardContent>
        </Card>
      </section>

      <section aria-labelledby={routersId} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={routersId} className="text-2xl font-bold">
            Behöver du en router?
          </h2>
          <p className="text-muted">
            Som ny bredbandskund får du rabatt på routrar hos vår partner {RETAILER.name}.
          </p>
        </div>
        <ul className="grid gap-4 md:grid-cols-3">
          {ROUTER_OFFERS.map((router) => (
            <li key={router.id} className="flex">
              <ProductCard
                className="w-full"
                name={router.name}
                price={router.price}
                priceUnit="kr"
                saving={router.saving}
                sellingPoints={router.sellingPoints}
                selectLabel={`Köp hos ${RETAILER.name}`}
                selectHref={retailerProductUrl(router.id)}
                {...(onChooseOffer ? { onSelect: () => onChooseOffer(router.id) } : {})}
              />
            </li>
          ))}
        </ul>
      </section>

      {mediaPlayers.length > 0 ? (
        <section aria-labelledby={mediaId} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id={mediaId} className="text-2xl font-bold">
              Se TV på storbildsskärmen
            </h2>
            <p className="text-muted">
              {offerOn
                ? `Just nu ${MEDIA_PLAYER_DISCOUNT_PERCENT} % rabatt på mediaspelare, till och med 23 november.`
                : 'Mediaspelare som gör din tv smart.'}
            </p>
          </div>
          <ul className="grid gap-4 md:grid-cols-2">
            {mediaPlayers.map((player) => (
              <li key={player.id} className="flex">
                <ProductCard
                  className="w-full"
                  name={player.name}
                  price={player.price}
                  priceUnit="kr"
                  {...(offerOn
                    ? {
                        dealPrice: discountedPrice(player.price, MEDIA_PLAYER_DISCOUNT_PERCENT),
                        campaignName: `${MEDIA_PLAYER_DISCOUNT_PERCENT} % rabatt`,
                      }
                    : {})}
                  sellingPoints={[player.description]}
                  selectLabel={`Köp hos ${RETAILER.name}`}
                  selectHref={retailerProductUrl(player.id)}
                  {...(onChooseOffer ? { onSelect: () => onChooseOffer(player.id) } : {})}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
