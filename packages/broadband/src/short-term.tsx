import type { ProductCard as ContentCard } from '@lingon/contracts/content/product-lists';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { Banner } from '@lingon/design-system/banner';
import { cn } from '@lingon/design-system/lib/cn';
import { ProductCard } from '@lingon/design-system/product-card';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import * as React from 'react';
import { FaqBlock } from './faq-blocks';
import { changeSelectedProductAtom, pointIdAtom, selectedProductAtom } from './lib/order-state';
import { offeredProductIds } from './lib/product-groups';
import { useContentProductList } from './use-content';
import { useProductOffering } from './use-products';

export interface ShortTermViewProps extends React.ComponentProps<'div'> {
  products: readonly ContentCard[];
  selectedProductId: string | null;
  /** Ids offered at the visitor's home; null when no address is checked yet. */
  offeredIds: ReadonlySet<string> | null;
  onChoose: (card: ContentCard) => void;
}

/** The short-term products (3, 7 or 14 days) for given cards (no data fetching). */
export function ShortTermView({
  products,
  selectedProductId,
  offeredIds,
  onChoose,
  className,
  ...props
}: ShortTermViewProps) {
  const sorted = [...products].sort((a, b) => (a.durationDays ?? 0) - (b.durationDays ?? 0));
  const terms = [...new Set(products.map((card) => card.terms).filter(Boolean))];
  return (
    <div
      data-slot="short-term"
      className={cn('@container flex flex-col gap-6 text-fg', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <h2 className="text-2xl font-bold">Välj hur länge</h2>
        <p className="text-base text-muted">
          Betala en gång – inga månadsavgifter och ingen uppsägning. Leverans inom 1–3 arbetsdagar,
          och perioden börjar när tjänsten är aktiv.
        </p>
      </div>
      {sorted.length === 0 ? (
        <Banner variant="info" title="Inget korttidsbredband just nu">
          Det finns inget korttidsbredband att beställa just nu. Titta gärna in igen senare.
        </Banner>
      ) : (
        <div className="grid grid-cols-1 gap-4 @sm:grid-cols-2 @3xl:grid-cols-3">
          {sorted.map((card) => (
            <ProductCard
              key={card.productId}
              name={card.title}
              price={card.price}
              dealPrice={card.dealPrice}
              priceUnit={card.priceUnit}
              campaignName={card.campaignName}
              sellingPoints={card.sellingPoints}
              selected={card.productId === selectedProductId}
              disabled={offeredIds ? !offeredIds.has(card.productId) : false}
              disabledReason="Finns inte på din adress"
              onSelect={() => onChoose(card)}
            >
              <p className="text-sm text-muted">{card.description}</p>
            </ProductCard>
          ))}
        </div>
      )}
      {terms.map((text) => (
        <p key={text} className="text-sm text-muted">
          {text}
        </p>
      ))}
    </div>
  );
}

export interface ShortTermProps extends React.ComponentProps<'div'> {
  /** The visitor chose a period (saved as the selected product). */
  onProductChosen: (card: ContentCard) => void;
  /** The checked home; defaults to the order state's pointId. */
  pointId?: string;
  showFaq?: boolean;
}

/**
 * /bredband/wifitogo: short-term broadband for 3, 7 or 14 days, from the content system's
 * short-term list, with the FAQ's network limits. With a checked address, periods not offered
 * there cannot be chosen.
 */
export function ShortTerm({
  onProductChosen,
  pointId: pointIdProp,
  showFaq = true,
  className,
  ...props
}: ShortTermProps) {
  const list = useContentProductList('short-term');
  const statePointId = useAtomValue(pointIdAtom);
  const pointId = pointIdProp ?? statePointId;
  const offering = useProductOffering(pointId || null);
  const selected = useAtomValue(selectedProductAtom);
  const changeSelected = useSetAtom(changeSelectedProductAtom);

  function choose(card: ContentCard) {
    changeSelected({ productId: card.productId, ...(pointId ? { pointId } : {}) });
    onProductChosen(card);
  }

  let body: React.ReactNode;
  if (list.isLoading) {
    body = (
      <SkeletonGroup label="Hämtar korttidsbredband…" className="@container gap-4">
        <Skeleton className="h-8 w-48" />
        <div className="grid grid-cols-1 gap-4 @sm:grid-cols-2 @3xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-80 w-full rounded-lg" />
          ))}
        </div>
      </SkeletonGroup>
    );
  } else if (list.error || !list.data) {
    body = (
      <ErrorBanner
        title="Vi kan inte visa korttidsbredband just nu"
        onRetry={() => void list.mutate()}
      >
        Något gick fel när vi hämtade produkterna. Försök igen om en stund.
      </ErrorBanner>
    );
  } else {
    body = (
      <ShortTermView
        products={list.data.products}
        selectedProductId={selected?.productId ?? null}
        offeredIds={offering.data ? offeredProductIds(offering.data) : null}
        onChoose={choose}
      />
    );
  }

  return (
    <div className={cn('@container flex flex-col gap-12', className)} {...props}>
      {body}
      {showFaq ? <FaqBlock kind="short-term" /> : null}
    </div>
  );
}
