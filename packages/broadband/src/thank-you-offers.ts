/** The retailer whose routers and media players the thank-you page promotes (SPEC §1). */
export const RETAILER = { name: 'Nätbutiken', url: 'https://www.natbutiken.se' } as const;

/** The retailer's page of one product, marked as coming from us (their partner programme). */
export function retailerProductUrl(productId: string): string {
  return `${RETAILER.url}/produkt/${encodeURIComponent(productId.toLowerCase())}?partner=lingon`;
}

export interface RouterOffer {
  id: string;
  name: string;
  /** What the customer pays, in kronor. */
  price: number;
  /** Kronor saved against the retailer's ordinary price. */
  saving: number;
  sellingPoints: readonly string[];
}

/** SPEC §9: routers at 590 (save 200), 990 (save 200) and 2990 (save 500). */
export const ROUTER_OFFERS: readonly RouterOffer[] = [
  {
    id: 'ROUTER-BAS',
    name: 'Wifi-router Bas',
    price: 590,
    saving: 200,
    sellingPoints: ['Wifi 6', 'Passar en lägenhet', 'Klarar upp till 500 Mbit/s'],
  },
  {
    id: 'ROUTER-PLUS',
    name: 'Wifi-router Plus',
    price: 990,
    saving: 200,
    sellingPoints: ['Wifi 6', 'Passar ett radhus', 'Klarar 1000 Mbit/s'],
  },
  {
    id: 'ROUTER-MESH',
    name: 'Mesh-system Premium (3-pack)',
    price: 2990,
    saving: 500,
    sellingPoints: ['Wifi 6E', 'Täcker en stor villa', 'Klarar 1000 Mbit/s'],
  },
];
