import { AddressSearch } from '@lingon/broadband/address-search';
import type { CoveredHome } from '@lingon/broadband/apartment-step';
import { handOffUrl, PRODUCT_PAGE_PATH } from '@lingon/broadband/lib/hand-off';
import { groupOffering } from '@lingon/broadband/lib/product-groups';
import { useProductOffering } from '@lingon/broadband/use-products';
import { formatAddressHit } from '@lingon/contracts/broadband/address-search';
import { ProductCard } from '@lingon/design-system/product-card';
import { rememberAddressAtom } from '@lingon/broadband/lib/order-state';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';

/**
 * The widgets' state for this page. On Lingon's site the checked address is remembered in
 * localStorage ('addressObject'); a partner's page keeps it to itself.
 */
function partnerStore() {
  const store = createStore();
  store.set(rememberAddressAtom, false);
  return store;
}

/** The partner's page: its own heading, Lingon's address check, and one product card. */
export function App({ lingonOrigin }: { lingonOrigin: string }) {
  const [home, setHome] = useState<CoveredHome | null>(null);
  const [notCovered, setNotCovered] = useState<string | null>(null);
  const [store] = useState(partnerStore);
  return (
    <Provider store={store}>
      <main data-theme="light" className="mx-auto flex max-w-3xl flex-col gap-8 bg-bg p-6 text-fg">
        <h1 className="text-3xl font-bold">Bredband i din lägenhet</h1>
        <AddressSearch
          onCovered={(result) => {
            setNotCovered(null);
            setHome(result);
          }}
          onNotCovered={(result) => {
            setHome(null);
            setNotCovered(formatAddressHit(result.address));
          }}
        />
        {home ? <FastestProduct home={home} lingonOrigin={lingonOrigin} /> : null}
        {notCovered ? <p>Lingon finns inte på {notCovered} ännu.</p> : null}
      </main>
    </Provider>
  );
}

/** The fastest long-term speed at the home, as a design-system product card. */
function FastestProduct({
  home: { home },
  lingonOrigin,
}: {
  home: CoveredHome;
  lingonOrigin: string;
}) {
  const { data: offering } = useProductOffering(home.pointId);
  const fastest = groupOffering(offering).speedTiers.at(-1)?.products.at(-1);
  if (!fastest) return null;
  const href = handOffUrl(lingonOrigin, PRODUCT_PAGE_PATH, {
    address: home,
    pointId: home.pointId,
    productId: fastest.id,
    partnerId: 'bostadsbolaget',
  });
  return (
    <ProductCard
      name={fastest.card.title}
      speed={{ down: fastest.downloadMbps, up: fastest.uploadMbps }}
      price={fastest.card.price}
      dealPrice={fastest.card.dealPrice}
      selectLabel="Beställ"
      selectHref={href}
    />
  );
}
