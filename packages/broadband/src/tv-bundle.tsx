import { BRAND } from '@lingon/contracts/brand';
import type { ProductCard as ContentCard } from '@lingon/contracts/content/product-lists';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@lingon/design-system/accordion';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { Card } from '@lingon/design-system/card';
import { cn } from '@lingon/design-system/lib/cn';
import { formatNumber, formatPrice, formatSpeed } from '@lingon/design-system/lib/format';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  ModalTrigger,
} from '@lingon/design-system/modal';
import { ProductCard } from '@lingon/design-system/product-card';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import Check from 'lucide-react/icons/check';
import { useAtomValue, useSetAtom } from 'jotai';
import * as React from 'react';
import { FaqBlock } from './faq-blocks';
import {
  changeSelectedProductAtom,
  mobileCustomerOfferAtom,
  pointIdAtom,
  selectedProductAtom,
} from './lib/order-state';
import { offeredProductIds } from './lib/product-groups';
import {
  BUNDLE_SPEED,
  bundlePrice,
  channelsFor,
  mobileCustomerDiscount,
  type MobileCustomerOffer,
  TV_MAX_DEVICES,
  TV_YEAR_VALUE,
  tvPackageHeading,
} from './lib/tv-packages';
import { useContentProductList } from './use-content';
import { useProductOffering } from './use-products';

const speedText = formatSpeed(BUNDLE_SPEED);

/** The speed-info modal: why the bundle comes with 100/100 Mbit/s only. */
function SpeedInfo() {
  return (
    <Modal>
      <ModalTrigger asChild>
        <Button variant="link" size="sm">
          Varför bara {speedText}?
        </Button>
      </ModalTrigger>
      <ModalContent size="sm">
        <ModalHeader>
          <ModalTitle>Varför {speedText}?</ModalTitle>
          <ModalDescription>Bredband + TV finns bara med {speedText}.</ModalDescription>
        </ModalHeader>
        <ModalBody className="flex flex-col gap-3">
          <p>
            TV-paketen är framtagna tillsammans med just den här hastigheten. Den räcker för att
            streama TV i HD på {TV_MAX_DEVICES} enheter samtidigt och samtidigt surfa, jobba
            hemifrån och ringa videosamtal.
          </p>
          <p>
            Vill du ha snabbare bredband väljer du bredband utan TV – då kan du få upp till 1000
            Mbit/s.
          </p>
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button>Jag förstår</Button>
          </ModalClose>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}

interface PackageCardProps {
  card: ContentCard;
  /** The mobile-customer discount on this package, kronor per month (0 when none). */
  monthlyDiscount: number;
  selected: boolean;
  unavailable: boolean;
  onChoose: () => void;
}

function PackageCard({ card, monthlyDiscount, selected, unavailable, onChoose }: PackageCardProps) {
  const id = React.useId();
  const tvPackage = card.tvPackage ?? card.title;
  const heading = tvPackageHeading(tvPackage);
  const channels = channelsFor(card.tvPackage);
  const price = bundlePrice(card, monthlyDiscount);
  const campaign = card.dealPrice !== undefined && card.dealPeriod ? card.dealPeriod : null;
  // The campaign ends, the discount stays: both prices, so neither line contradicts the other.
  const customerPrice =
    price.discount > 0
      ? `Med mobilkundsrabatt betalar du ${formatPrice(price.pay, card.priceUnit)}` +
        (campaign
          ? ` ${campaign}, sedan ${formatPrice(price.ordinary - price.discount, card.priceUnit)}.`
          : '.')
      : null;
  return (
    <ProductCard
      name={heading}
      price={card.price}
      dealPrice={card.dealPrice}
      priceUnit={card.priceUnit}
      campaignName={card.campaignName}
      selected={selected}
      disabled={unavailable}
    >
      {/*
        The package's own price and campaign: the price component calls its deal price
        "Kampanjpris", so the mobile-customer discount is never shown as one. What the customer
        pays with it is said here, in words that agree with the campaign line.
      */}
      {campaign || customerPrice ? (
        <div className="flex flex-col gap-1">
          {campaign && card.dealPrice !== undefined ? (
            <p className="text-sm text-muted">
              Kampanjpris {formatPrice(card.dealPrice, card.priceUnit)} {campaign}
            </p>
          ) : null}
          {customerPrice ? (
            <p data-slot="mobile-customer-price" className="text-sm font-semibold text-success">
              {customerPrice}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="text-base text-muted">
        {card.title}
        {card.channelCount ? ` · ${card.channelCount} kanaler` : ''}
      </p>
      <p className="text-sm text-muted">{card.description}</p>
      {channels.length > 0 ? (
        <Accordion type="single" collapsible>
          <AccordionItem value="channels">
            <AccordionTrigger headingLevel={4}>Se alla {channels.length} kanaler</AccordionTrigger>
            <AccordionContent>
              <ul
                aria-label={`Kanaler i ${tvPackage}`}
                className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm"
              >
                {channels.map((channel) => (
                  <li key={channel}>{channel}</li>
                ))}
              </ul>
            </AccordionContent>
          </AccordionItem>
        </Accordion>
      ) : null}
      {/*
        The card's own toggle, as ProductCard draws it (the same name in both states, aria-pressed
        and a check icon): the heading already begins with "Välj", so the button adds only the
        package to its "Välj" ("Välj Bas-paket"), where ProductCard would add the whole heading.
      */}
      <div className="mt-auto flex flex-col gap-2 pt-2">
        <Button
          type="button"
          variant={selected ? 'secondary' : 'primary'}
          aria-pressed={selected}
          aria-describedby={unavailable ? `${id}-reason` : undefined}
          disabled={unavailable}
          onClick={onChoose}
          className="w-full"
        >
          {selected ? <Check aria-hidden="true" className="size-5" /> : null}
          Välj
          <span className="sr-only"> {heading.replace(/^Välj /, '')}</span>
        </Button>
        {unavailable ? (
          <p id={`${id}-reason`} className="text-center text-sm text-muted">
            Finns inte på din adress
          </p>
        ) : null}
      </div>
    </ProductCard>
  );
}

export interface TvBundleViewProps extends React.ComponentProps<'div'> {
  packages: readonly ContentCard[];
  /** The verified person's mobile-customer offer (after BankID); null for anyone else. */
  mobileCustomerOffer: MobileCustomerOffer | null;
  selectedProductId: string | null;
  /** Ids offered at the visitor's home; null when no address is checked yet. */
  offeredIds: ReadonlySet<string> | null;
  onChoose: (card: ContentCard) => void;
  verification?: React.ReactNode;
}

/** The TV bundle page's content for given packages (no data fetching). */
export function TvBundleView({
  packages,
  mobileCustomerOffer,
  selectedProductId,
  offeredIds,
  onChoose,
  verification,
  className,
  ...props
}: TvBundleViewProps) {
  const confirmation = React.useRef<HTMLDivElement>(null);
  const hadOffer = React.useRef(mobileCustomerOffer !== null);
  const verifies = Boolean(verification);
  // The confirmation replaces the verification that held focus: focus moves to it, so that it
  // is read out and the next Tab goes on from it, not from the top of the page. Not when the
  // page opens with it (verified before): focus is then the page's.
  React.useEffect(() => {
    const hasOffer = mobileCustomerOffer !== null;
    if (hasOffer && !hadOffer.current && verifies) confirmation.current?.focus();
    hadOffer.current = hasOffer;
  }, [mobileCustomerOffer, verifies]);
  return (
    <div
      data-slot="tv-bundle"
      className={cn('@container flex flex-col gap-8 text-fg', className)}
      {...props}
    >
      <h2 className="text-2xl font-bold">Välj TV-paket</h2>
      <ul className="flex flex-col gap-2 text-base">
        <li className="flex flex-wrap items-center gap-x-3">
          <span>
            Bredband <strong>{speedText}</strong> – hastigheten som ingår i alla TV-paket.
          </span>
          <SpeedInfo />
        </li>
        <li>
          Ett års TV ingår – värt <strong>{formatNumber(TV_YEAR_VALUE)} kr</strong>.
        </li>
        <li>Titta på upp till {TV_MAX_DEVICES} enheter samtidigt.</li>
      </ul>

      {mobileCustomerOffer ? (
        <Banner
          ref={confirmation}
          tabIndex={-1}
          className="focus-visible:focus-ring"
          variant="success"
          title="Du är redan mobilkund hos oss"
        >
          Som mobilkund hos {BRAND.name} får du {mobileCustomerOffer.monthlyDiscount} kr rabatt per
          månad så länge du har kvar ditt mobilabonnemang.
        </Banner>
      ) : verification ? (
        // The verification asks whether the visitor is a mobile customer and how to show it
        // (BankID); this box says what it gives, and asks nothing twice.
        <Card variant="muted" className="gap-3 p-5">
          <h3 className="text-lg font-semibold">Rabatt för mobilkunder</h3>
          {/* The amount is the campaign service's, known once the visitor has verified. */}
          <p className="text-base text-muted">
            Som mobilkund hos {BRAND.name} får du rabatt varje månad på Bredband + TV så länge du
            har kvar ditt mobilabonnemang.
          </p>
          {verification}
        </Card>
      ) : null}

      {packages.length === 0 ? (
        <Banner variant="info" title="Inga TV-paket just nu">
          Det finns inga TV-paket att beställa just nu. Titta gärna in igen senare.
        </Banner>
      ) : (
        <div className="grid grid-cols-1 gap-4 @sm:grid-cols-2 @3xl:grid-cols-3">
          {packages.map((card) => (
            <PackageCard
              key={card.productId}
              card={card}
              monthlyDiscount={mobileCustomerDiscount(mobileCustomerOffer, card.productId)}
              selected={card.productId === selectedProductId}
              unavailable={offeredIds ? !offeredIds.has(card.productId) : false}
              onChoose={() => onChoose(card)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

export interface TvBundleProps extends React.ComponentProps<'div'> {
  /** The visitor chose a package (saved as the selected product). */
  onProductChosen: (card: ContentCard) => void;
  /**
   * Where the site places the BankID verification (packages/broadband/src/checkout); after it an
   * existing mobile customer sees the discounted prices.
   */
  verification?: React.ReactNode;
  /** The mobile-customer offer (after BankID); defaults to the order state's. */
  mobileCustomerOffer?: MobileCustomerOffer | null;
  /** The checked home; defaults to the order state's pointId. */
  pointId?: string;
  showFaq?: boolean;
}

/**
 * /bredband/cmore: broadband 100/100 with a TV package in three tiers, from the content
 * system's bundle list. With a checked address, packages not offered there cannot be chosen.
 */
export function TvBundle({
  onProductChosen,
  verification,
  mobileCustomerOffer: offerProp,
  pointId: pointIdProp,
  showFaq = true,
  className,
  ...props
}: TvBundleProps) {
  const list = useContentProductList('bundle');
  const statePointId = useAtomValue(pointIdAtom);
  const pointId = pointIdProp ?? statePointId;
  const offering = useProductOffering(pointId || null);
  const stateOffer = useAtomValue(mobileCustomerOfferAtom);
  const selected = useAtomValue(selectedProductAtom);
  const changeSelected = useSetAtom(changeSelectedProductAtom);
  const mobileCustomerOffer = offerProp === undefined ? stateOffer : offerProp;

  function choose(card: ContentCard) {
    changeSelected({ productId: card.productId, ...(pointId ? { pointId } : {}) });
    onProductChosen(card);
  }

  let body: React.ReactNode;
  if (list.isLoading) {
    body = (
      <SkeletonGroup label="Hämtar TV-paketen…" className="@container gap-4">
        <Skeleton className="h-6 w-2/3" />
        <div className="grid grid-cols-1 gap-4 @sm:grid-cols-2 @3xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-96 w-full rounded-xl" />
          ))}
        </div>
      </SkeletonGroup>
    );
  } else if (list.error || !list.data) {
    body = (
      <ErrorBanner title="Vi kan inte visa TV-paketen just nu" onRetry={() => void list.mutate()}>
        Något gick fel när vi hämtade paketen. Försök igen om en stund.
      </ErrorBanner>
    );
  } else {
    body = (
      <TvBundleView
        packages={list.data.products}
        mobileCustomerOffer={mobileCustomerOffer}
        selectedProductId={selected?.productId ?? null}
        offeredIds={offering.data ? offeredProductIds(offering.data) : null}
        onChoose={choose}
        verification={verification}
      />
    );
  }

  return (
    <div className={cn('@container flex flex-col gap-12', className)} {...props}>
      {body}
      {showFaq ? <FaqBlock kind="bundle" /> : null}
    </div>
  );
}
