import {
  currentPrice,
  productsWithCards,
  type Product,
  type ProductCard,
  type ProductOffering,
} from '@lingon/contracts/broadband/product';

export type CardedProduct = Product & { card: ProductCard };

/** One long-term speed (by download speed) with its speed pairs and from-price (SPEC §9). */
export interface SpeedTier {
  downloadMbps: number;
  /** The lowest monthly price among the pairs. */
  fromPrice: number;
  /** The pairs, slowest upload first ('250/100', then '250/250'). */
  products: CardedProduct[];
  /** A campaign name of any pair, shown as the tier's ribbon. */
  campaignName: string | undefined;
}

export interface ProductGroups {
  /** CONNECTIONS, long-term, grouped by download speed, slowest first. */
  speedTiers: SpeedTier[];
  /** BUNDLES (broadband + TV), cheapest first. */
  bundles: CardedProduct[];
  /** Short-term broadband, shortest first. */
  shortTerm: CardedProduct[];
}

const byPrice = (a: CardedProduct, b: CardedProduct) =>
  (currentPrice(a) ?? 0) - (currentPrice(b) ?? 0);

/**
 * Split an offering into what the product page shows. Only products with a content card are
 * kept (SPEC §4); CONNECTIONS and BUNDLES are separate; short-term products come from their own list.
 */
export function groupOffering(offering: ProductOffering | null | undefined): ProductGroups {
  const longTerm = productsWithCards(offering?.products.subscriptions).filter(
    (product) => !product.shortTerm,
  );
  const shortTerm = productsWithCards(offering?.products.shortTermSubscriptions).sort(
    (a, b) => (a.durationDays ?? 0) - (b.durationDays ?? 0),
  );

  const tiers = new Map<number, CardedProduct[]>();
  for (const product of longTerm) {
    if (product.category !== 'CONNECTIONS') continue;
    const list = tiers.get(product.downloadMbps) ?? [];
    list.push(product);
    tiers.set(product.downloadMbps, list);
  }
  const speedTiers = [...tiers.entries()]
    .sort(([a], [b]) => a - b)
    .map(([downloadMbps, products]) => {
      const sorted = [...products].sort((a, b) => a.uploadMbps - b.uploadMbps || byPrice(a, b));
      return {
        downloadMbps,
        fromPrice: Math.min(...sorted.map((product) => currentPrice(product) ?? Infinity)),
        products: sorted,
        campaignName: sorted.find((product) => product.card.campaignName)?.card.campaignName,
      };
    });

  const bundles = longTerm.filter((product) => product.category === 'BUNDLES').sort(byPrice);
  return { speedTiers, bundles, shortTerm };
}

export function hasProducts(groups: ProductGroups): boolean {
  return groups.speedTiers.length + groups.bundles.length + groups.shortTerm.length > 0;
}

/**
 * The pair a tier card starts on: the chosen product when it is in the tier, else the
 * symmetric (fastest upload) pair, which is what most visitors want.
 */
export function initialPair(tier: SpeedTier, selectedProductId: string | null | undefined) {
  return tier.products.find((product) => product.id === selectedProductId) ?? tier.products.at(-1);
}

/** Ids of every product an offering holds (for availability checks of marketing lists). */
export function offeredProductIds(offering: ProductOffering | null | undefined): Set<string> {
  return new Set(
    [
      ...(offering?.products.subscriptions ?? []),
      ...(offering?.products.shortTermSubscriptions ?? []),
    ].map((product) => product.id),
  );
}

/** A product of the offering with its content card, by id; null when the home does not offer it. */
export function findOfferedProduct(
  offering: ProductOffering | null | undefined,
  productId: string | null | undefined,
): CardedProduct | null {
  if (!offering || !productId) return null;
  const all = [
    ...productsWithCards(offering.products.subscriptions),
    ...productsWithCards(offering.products.shortTermSubscriptions),
  ];
  return all.find((product) => product.id === productId) ?? null;
}

/** The product page's heading and lead (SPEC §2 /bredband/valj-produkt). */
export interface ProductPageIntro {
  title: string;
  lead: string;
}

/**
 * The product page's heading and lead, worded for what the home offers: speeds, TV packages or
 * short-term periods. Before the offering is known (no address yet, loading, an error) it names
 * none of them.
 */
export function productPageIntro(groups: ProductGroups | null): ProductPageIntro {
  const speeds = (groups?.speedTiers.length ?? 0) > 0;
  const bundles = (groups?.bundles.length ?? 0) > 0;
  const shortTerm = (groups?.shortTerm.length ?? 0) > 0;
  if (speeds) {
    return {
      title: 'Välj hastighet',
      lead: 'Välj den hastighet som passar dig. Du kan byta hastighet eller säga upp när du vill.',
    };
  }
  if (shortTerm && !bundles) {
    return {
      title: 'Välj period',
      lead: 'På din adress finns korttidsbredband. Välj hur många dagar du vill ha det – du betalar en gång och har ingen bindningstid.',
    };
  }
  if (bundles && !shortTerm) {
    return {
      title: 'Välj TV-paket',
      lead: 'På din adress finns bredband 100/100 Mbit/s tillsammans med TV. Välj det paket som passar dig.',
    };
  }
  if (bundles && shortTerm) {
    return {
      title: 'Välj bredband',
      lead: 'På din adress finns bredband med TV och korttidsbredband. Välj det som passar dig.',
    };
  }
  return { title: 'Välj bredband', lead: 'Här ser du vilka bredband du kan få på din adress.' };
}
