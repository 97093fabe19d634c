import { AddressSearch, type NotCoveredResult } from '@lingon/broadband/address-search';
import type { CoveredHome } from '@lingon/broadband/apartment-step';
import { handOffUrl, PRODUCT_PAGE_PATH, WAITING_LIST_PATH } from '@lingon/broadband/lib/hand-off';
import { ProductListSkeleton, ProductListView } from '@lingon/broadband/product-list';
import { useProductOffering } from '@lingon/broadband/use-products';
import { ADDRESS_CHECKED_EVENT } from '@lingon/contracts/brand';
import { formatAddressHit } from '@lingon/contracts/broadband/address-search';
import type { Product } from '@lingon/contracts/broadband/product';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { PortalContainerProvider } from '@lingon/design-system/portal-container';
import { rememberAddressAtom } from '@lingon/broadband/lib/order-state';
import { createStore, Provider as JotaiProvider } from 'jotai';
import * as React from 'react';
import { SWRConfig } from 'swr';
import { checkedDetail, type CheckedDetail } from './lib/checked-event';
import { useResolvedTheme, type ThemeAttribute } from './lib/theme';

export interface AddressCheckAppProps {
  /** The element: the checked event is sent from it. */
  host: HTMLElement;
  theme: ThemeAttribute;
  partnerId: string | null;
  /** The prefilled address text. */
  address: string;
  /** Lingon's site (where the script came from): the hand-off links go there. */
  siteOrigin: string;
  /** Inside the shadow root: where dialogs and popovers render. */
  portalContainer: HTMLElement | null;
}

type Outcome =
  { kind: 'covered'; result: CoveredHome } | { kind: 'not-covered'; result: NotCoveredResult };

/**
 * The address check of /bredband for a partner's page: the same search, apartment picker and
 * products, and a hand-off to Lingon's site for the order ("Beställ") or the waiting list.
 * Each element has its own order state (Jotai) and cache (SWR), and stores nothing in the
 * partner's storage.
 */
export function AddressCheckApp(props: AddressCheckAppProps) {
  const theme = useResolvedTheme(props.theme);
  const [store] = React.useState(partnerPageStore);
  return (
    <JotaiProvider store={store}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <PortalContainerProvider container={props.portalContainer}>
          <div
            data-slot="embed-root"
            data-theme={theme}
            lang="sv"
            className="flex flex-col gap-6 rounded-lg border border-border bg-bg p-4 font-sans text-base text-fg sm:p-6"
          >
            {/* A new prefilled address starts over, without the last address's products. */}
            <AddressCheck key={props.address} {...props} />
          </div>
        </PortalContainerProvider>
      </SWRConfig>
    </JotaiProvider>
  );
}

/** The element's own order state: it writes nothing to the partner's storage. */
function partnerPageStore() {
  const store = createStore();
  store.set(rememberAddressAtom, false);
  return store;
}

function AddressCheck({ host, partnerId, address, siteOrigin }: AddressCheckAppProps) {
  const [outcome, setOutcome] = React.useState<Outcome | null>(null);

  const announce = React.useCallback(
    (detail: CheckedDetail) => {
      host.dispatchEvent(
        new CustomEvent<CheckedDetail>(ADDRESS_CHECKED_EVENT, {
          detail,
          bubbles: true,
          composed: true,
        }),
      );
    },
    [host],
  );

  function onCovered(result: CoveredHome) {
    setOutcome({ kind: 'covered', result });
    announce(checkedDetail(result.home, result.offering));
  }

  function onNotCovered(result: NotCoveredResult) {
    setOutcome({ kind: 'not-covered', result });
    announce(checkedDetail(result.address, null));
  }

  return (
    <>
      <h2 className="text-xl font-bold text-fg">Kolla om du kan få bredband från Lingon</h2>
      {/* A new address typed in the search starts over (the apartment search is not that). */}
      <div
        onInput={(event) => {
          const target = event.target as HTMLElement;
          if (target.dataset['slot'] === 'address-search-input') setOutcome(null);
        }}
      >
        <AddressSearch
          key={address}
          defaultText={address}
          headingLevel={3}
          onCovered={onCovered}
          onNotCovered={onNotCovered}
        />
      </div>
      {/* The products come below the search while focus stays there: said, not only shown. */}
      <p role="status" className="sr-only">
        {outcome ? outcomeText(outcome) : ''}
      </p>
      {outcome?.kind === 'covered' ? (
        <CoveredProducts result={outcome.result} partnerId={partnerId} siteOrigin={siteOrigin} />
      ) : null}
      {outcome?.kind === 'not-covered' ? (
        <NotCovered result={outcome.result} partnerId={partnerId} siteOrigin={siteOrigin} />
      ) : null}
    </>
  );
}

/** What a check found, for screen readers: where, and whether there is broadband to order. */
function outcomeText(outcome: Outcome): string {
  if (outcome.kind === 'not-covered') {
    return `Vi finns inte på ${formatAddressHit(outcome.result.address)} ännu. Du kan ställa dig i kö.`;
  }
  const { home } = outcome.result;
  const apartment = home.apartmentNumber ? `, lägenhet ${home.apartmentNumber}` : '';
  return `Du kan beställa bredband på ${formatAddressHit(home)}${apartment}. Abonnemangen visas nedanför.`;
}

function CoveredProducts({
  result,
  partnerId,
  siteOrigin,
}: {
  result: CoveredHome;
  partnerId: string | null;
  siteOrigin: string;
}) {
  const { home } = result;
  const { data } = useProductOffering(home.pointId);
  const offering = data ?? result.offering;

  /** 'Beställ' opens Lingon's product page in a new tab with this home and product chosen. */
  function orderHref(product: Product): string {
    return handOffUrl(siteOrigin, PRODUCT_PAGE_PATH, {
      address: {
        streetName: home.streetName,
        streetNumber: home.streetNumber,
        entrance: home.entrance,
        city: home.city,
        zipcode: home.zipcode,
      },
      pointId: home.pointId,
      productId: product.id,
      ...(partnerId ? { partnerId } : {}),
    });
  }

  if (!offering) return <ProductListSkeleton />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base text-muted">
        Det här kan du få på <strong className="text-fg">{formatAddressHit(home)}</strong>
        {home.apartmentNumber ? `, lägenhet ${home.apartmentNumber}` : ''}. Du beställer hos Lingon.
      </p>
      <ProductListView
        offering={offering}
        selectedProductId={null}
        onChoose={() => {}}
        productHref={orderHref}
        headingLevel={3}
        selectLabel="Beställ"
      />
    </div>
  );
}

function NotCovered({
  result,
  partnerId,
  siteOrigin,
}: {
  result: NotCoveredResult;
  partnerId: string | null;
  siteOrigin: string;
}) {
  const href = handOffUrl(siteOrigin, WAITING_LIST_PATH, {
    address: result.address,
    ...(result.potentialCustomerId ? { potentialCustomerId: result.potentialCustomerId } : {}),
    ...(partnerId ? { partnerId } : {}),
  });
  return (
    <Banner variant="info" title="Vi finns inte på din adress ännu">
      <p>
        Vi kan tyvärr inte leverera bredband till {formatAddressHit(result.address)} just nu. Ställ
        dig i vår kö så hör vi av oss när du kan beställa.
      </p>
      <Button asChild variant="outline" size="sm" className="mt-3">
        <a href={href} target="_blank" rel="noopener noreferrer">
          Ställ dig i kö
          <span className="sr-only"> (öppnas i en ny flik)</span>
        </a>
      </Button>
    </Banner>
  );
}
