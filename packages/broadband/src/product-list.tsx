import type { Product, ProductOffering } from '@lingon/contracts/broadband/product';
import { CheckAddressFirst } from './check-address-first';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import { formatPrice, formatSpeed } from '@lingon/design-system/lib/format';
import { ProductCard } from '@lingon/design-system/product-card';
import { RadioGroupField, RadioGroupItem } from '@lingon/design-system/radio-group';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import * as React from 'react';
import { FaqBlocks } from './faq-blocks';
import { formatHomeAddress } from './lib/address-flow';
import {
  addressObjectAtom,
  changeSelectedProductAtom,
  pointIdAtom,
  selectedProductAtom,
} from './lib/order-state';
import {
  findOfferedProduct,
  groupOffering,
  hasProducts,
  initialPair,
  productPageIntro,
  type CardedProduct,
  type ProductPageIntro,
  type SpeedTier,
} from './lib/product-groups';
import type { FaqKind } from './use-content';
import { useProductOffering } from './use-products';

/** The page-view suffix of the product page (SPEC §2: recorded after the address check). */
export const PRODUCT_PAGE_VIEW = 'valj-produkt';

function pairPrice(product: CardedProduct): number {
  return product.card.dealPrice ?? product.card.price;
}

interface TierCardProps {
  tier: SpeedTier;
  selectedProductId: string | null;
  onChoose: (product: CardedProduct) => void;
  headingLevel: 2 | 3 | 4;
  selectLabel: string | undefined;
  productHref: ((product: Product) => string) | undefined;
}

/** One download speed: its from-price, its speed pairs as radios, and one select button. */
function SpeedTierCard({
  tier,
  selectedProductId,
  onChoose,
  headingLevel,
  selectLabel,
  productHref,
}: TierCardProps) {
  const [pairId, setPairId] = React.useState(() => initialPair(tier, selectedProductId)?.id);
  const pair = tier.products.find((product) => product.id === pairId) ?? tier.products.at(-1);
  const several = tier.products.length > 1;
  const pricesDiffer = new Set(tier.products.map(pairPrice)).size > 1;
  const selected = tier.products.some((product) => product.id === selectedProductId);
  if (!pair) return null;
  return (
    <ProductCard
      name={`Bredband ${tier.downloadMbps}`}
      speed={several ? undefined : { down: pair.downloadMbps, up: pair.uploadMbps }}
      price={several ? tier.fromPrice : pair.card.price}
      dealPrice={several ? undefined : pair.card.dealPrice}
      pricePrefix={several ? 'från' : undefined}
      campaignName={tier.campaignName}
      selected={selected}
      headingLevel={headingLevel}
      selectLabel={selectLabel}
      selectHref={productHref?.(pair)}
      onSelect={() => onChoose(pair)}
    >
      {several ? (
        <RadioGroupField label="Hastighet ner/upp" value={pair.id} onValueChange={setPairId}>
          {tier.products.map((product) => (
            <RadioGroupItem
              key={product.id}
              value={product.id}
              label={formatSpeed({ down: product.downloadMbps, up: product.uploadMbps })}
              description={pricesDiffer ? formatPrice(pairPrice(product)) : undefined}
            />
          ))}
        </RadioGroupField>
      ) : null}
      <p className="text-sm text-muted">{pair.card.description}</p>
    </ProductCard>
  );
}

function ProductSection({
  title,
  intro,
  headingLevel,
  children,
}: {
  title: string;
  intro?: string;
  headingLevel: 2 | 3;
  children: React.ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  // A plain section (no accessible name): headings give the outline without extra landmarks.
  return (
    <section className="@container flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Heading className="text-2xl font-bold break-words hyphens-auto text-fg">{title}</Heading>
        {intro ? <p className="text-base text-muted">{intro}</p> : null}
      </div>
      {/* Container queries: the widget fits whatever column the site places it in. Three in a
          row, unless that leaves one card alone on the last row (four speeds): then two by two,
          and four in a row where there is room for them. */}
      <div
        className={cn(
          'grid grid-cols-1 gap-4 @sm:grid-cols-2',
          React.Children.count(children) % 3 === 1 ? '@5xl:grid-cols-4' : '@3xl:grid-cols-3',
        )}
      >
        {children}
      </div>
    </section>
  );
}

export interface ProductListViewProps extends React.ComponentProps<'div'> {
  offering: ProductOffering;
  selectedProductId: string | null;
  onChoose: (product: Product) => void;
  headingLevel?: 2 | 3;
  /** The cards' button text ('Välj' by default; the embedded check says 'Beställ'). */
  selectLabel?: string;
  /** Choosing opens this address in a new tab instead (the embedded check's hand-off). */
  productHref?: (product: Product) => string;
}

/** The products at an address: connections by speed, bundles and short-term, apart. */
export function ProductListView({
  offering,
  selectedProductId,
  onChoose,
  headingLevel = 2,
  selectLabel,
  productHref,
  className,
  ...props
}: ProductListViewProps) {
  const groups = React.useMemo(() => groupOffering(offering), [offering]);
  const cardLevel = (headingLevel + 1) as 3 | 4;

  if (!hasProducts(groups)) {
    return (
      <div className={cn('flex flex-col gap-3', className)} {...props}>
        <Banner variant="info" title="Inga produkter att visa">
          Vi har tyvärr inga bredbandsprodukter att erbjuda på din adress just nu.
        </Banner>
      </div>
    );
  }

  return (
    <div data-slot="product-list" className={cn('flex flex-col gap-10', className)} {...props}>
      {offering.qnutKO ? (
        <Banner variant="info" title="Leveransdatum bekräftas senare">
          Nätägaren kan just nu inte bekräfta när din anslutning blir klar. Du kan beställa som
          vanligt – vi hör av oss med datum.
        </Banner>
      ) : null}
      {groups.speedTiers.length > 0 ? (
        <ProductSection
          title="Bredband"
          intro="Ingen startavgift, ingen bindningstid och en månads uppsägningstid."
          headingLevel={headingLevel}
        >
          {groups.speedTiers.map((tier) => (
            <SpeedTierCard
              key={tier.downloadMbps}
              tier={tier}
              selectedProductId={selectedProductId}
              onChoose={onChoose}
              headingLevel={cardLevel}
              selectLabel={selectLabel}
              productHref={productHref}
            />
          ))}
        </ProductSection>
      ) : null}
      {groups.bundles.length > 0 ? (
        <ProductSection
          title="Bredband + TV"
          intro="Bredband 100/100 Mbit/s tillsammans med streaming-TV."
          headingLevel={headingLevel}
        >
          {groups.bundles.map((product) => (
            <ProductCard
              key={product.id}
              name={product.card.title}
              speed={{ down: product.downloadMbps, up: product.uploadMbps }}
              price={product.card.price}
              dealPrice={product.card.dealPrice}
              campaignName={product.card.campaignName}
              selected={product.id === selectedProductId}
              headingLevel={cardLevel}
              selectLabel={selectLabel}
              selectHref={productHref?.(product)}
              onSelect={() => onChoose(product)}
            >
              <p className="text-sm text-muted">{product.card.description}</p>
            </ProductCard>
          ))}
        </ProductSection>
      ) : null}
      {groups.shortTerm.length > 0 ? (
        <ProductSection
          title="Korttidsbredband"
          intro="Bredband i några dagar – du betalar en gång. Leverans inom 1–3 arbetsdagar."
          headingLevel={headingLevel}
        >
          {groups.shortTerm.map((product) => (
            <ProductCard
              key={product.id}
              name={product.card.title}
              price={product.card.price}
              dealPrice={product.card.dealPrice}
              priceUnit={product.card.priceUnit}
              campaignName={product.card.campaignName}
              selected={product.id === selectedProductId}
              headingLevel={cardLevel}
              selectLabel={selectLabel}
              selectHref={productHref?.(product)}
              onSelect={() => onChoose(product)}
            >
              <p className="text-sm text-muted">{product.card.description}</p>
            </ProductCard>
          ))}
        </ProductSection>
      ) : null}
    </div>
  );
}

/**
 * The product the visitor chose before this list, e.g. a TV package or a short-term period
 * chosen before the address check (SPEC §4 "Stored selections"): shown first, so the visitor
 * reaches it without searching the list, with a way on to the checkout. A choice the home does
 * not offer is said so.
 */
export function ChosenProductNotice({
  offering,
  productId,
  onContinue,
}: {
  offering: ProductOffering;
  productId: string;
  onContinue: (product: Product) => void;
}) {
  const chosen = findOfferedProduct(offering, productId);
  if (!chosen) {
    return (
      <Banner variant="info" title="Det du valde finns inte på din adress">
        Välj något av bredbanden nedan i stället.
      </Banner>
    );
  }
  return (
    <Banner variant="success" title={`Du har valt ${chosen.card.title}`}>
      <p>Det finns på din adress. Fortsätt till kassan, eller välj något annat nedan.</p>
      <Button size="sm" className="mt-3" onClick={() => onContinue(chosen)}>
        Fortsätt till kassan
      </Button>
    </Banner>
  );
}

/** Placeholder cards while the offering loads. */
export function ProductListSkeleton({ className }: { className?: string }) {
  return (
    <SkeletonGroup label="Hämtar produkter…" className={cn('@container gap-4', className)}>
      <Skeleton className="h-8 w-40" />
      <div className="grid grid-cols-1 gap-4 @sm:grid-cols-2 @3xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-72 w-full rounded-lg" />
        ))}
      </div>
    </SkeletonGroup>
  );
}

/**
 * The product page's heading and lead for the chosen home (the site's page intro above
 * ProductList): worded for what the home offers — a speed, a period, a TV package.
 */
export function useProductPageIntro(pointId?: string): ProductPageIntro {
  const statePointId = useAtomValue(pointIdAtom);
  const point = pointId ?? statePointId;
  const { data } = useProductOffering(point || null);
  return React.useMemo(() => productPageIntro(data ? groupOffering(data) : null), [data]);
}

/**
 * The checked address the products and prices are for, with the apartment the visitor chose
 * ('Storgatan 3 B, Lund, lgh 1101'); null when no stored address belongs to the point.
 */
function useHomeText(pointId: string): string | null {
  const address = useAtomValue(addressObjectAtom);
  if (!address || !pointId) return null;
  // An address stored with another home says nothing about this one.
  if (address.pointId && address.pointId !== pointId) return null;
  return formatHomeAddress(address, address.apartmentNumber);
}

export interface ProductListProps extends React.ComponentProps<'div'> {
  /** The chosen home; defaults to the order state's pointId. */
  pointId?: string;
  /** The visitor chose a product (saved as the selected product). */
  onProductChosen: (product: Product) => void;
  /** Records the page view once the address check has led here (SPEC §2 'valj-produkt'). */
  onPageView?: (suffix: typeof PRODUCT_PAGE_VIEW) => void;
  /** No address checked yet: where the address search is (/bredband). */
  checkAddressHref?: string;
  /** Show the FAQ blocks of the kinds on offer below the products. */
  showFaq?: boolean;
  headingLevel?: 2 | 3;
}

/**
 * /bredband/valj-produkt: the products at the chosen home. Only products with a content card
 * are shown (SPEC §4). Choosing replaces the selected product and calls onProductChosen.
 */
export function ProductList({
  pointId: pointIdProp,
  onProductChosen,
  onPageView,
  checkAddressHref,
  showFaq = true,
  headingLevel = 2,
  className,
  ...props
}: ProductListProps) {
  const statePointId = useAtomValue(pointIdAtom);
  const pointId = pointIdProp ?? statePointId;
  const selected = useAtomValue(selectedProductAtom);
  const changeSelected = useSetAtom(changeSelectedProductAtom);
  const { data: offering, error, isLoading, mutate } = useProductOffering(pointId || null);
  const homeText = useHomeText(pointId);

  const pageViewFor = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (!pointId || pageViewFor.current === pointId) return;
    pageViewFor.current = pointId;
    onPageView?.(PRODUCT_PAGE_VIEW);
  }, [pointId, onPageView]);

  function choose(product: Product) {
    changeSelected({ productId: product.id, pointId });
    onProductChosen(product);
  }

  let body: React.ReactNode;
  if (!pointId) {
    body = (
      <CheckAddressFirst title="Kolla din adress först" checkAddressHref={checkAddressHref}>
        Skriv din adress så visar vi vilka hastigheter du kan få.
      </CheckAddressFirst>
    );
  } else if (isLoading) {
    body = <ProductListSkeleton />;
  } else if (error || !offering) {
    body = (
      <ErrorBanner title="Vi kunde inte hämta produkterna" onRetry={() => void mutate()}>
        Något gick fel när vi hämtade produkterna för din adress. Försök igen om en stund.
      </ErrorBanner>
    );
  } else {
    body = (
      <>
        {selected ? (
          <ChosenProductNotice
            offering={offering}
            productId={selected.productId}
            onContinue={choose}
          />
        ) : null}
        <ProductListView
          offering={offering}
          selectedProductId={selected?.productId ?? null}
          onChoose={choose}
          headingLevel={headingLevel}
        />
      </>
    );
  }

  const faqKinds = React.useMemo<FaqKind[]>(() => {
    if (!offering) return [];
    const groups = groupOffering(offering);
    if (!hasProducts(groups)) return [];
    return [
      ...(groups.speedTiers.length > 0 ? (['long-term'] as const) : []),
      ...(groups.bundles.length > 0 ? (['bundle'] as const) : []),
      ...(groups.shortTerm.length > 0 ? (['short-term'] as const) : []),
    ];
  }, [offering]);

  return (
    <div data-slot="product-page" className={cn('flex flex-col gap-12', className)} {...props}>
      {homeText ? (
        <div className="flex flex-col gap-6">
          <p className="text-base text-muted">
            Priserna gäller för <strong className="text-fg">{homeText}</strong>.
          </p>
          {body}
        </div>
      ) : (
        body
      )}
      {showFaq && faqKinds.length > 0 ? (
        <FaqBlocks kinds={faqKinds} headingLevel={headingLevel} />
      ) : null}
    </div>
  );
}
