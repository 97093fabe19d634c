import { z } from 'zod';

/** SPEC §9: the order processing interval (days) when the network owner gives none. */
export const DEFAULT_ORDER_PROCESSING_INTERVAL = 3;

/** The content card shown for a product (SPEC §3: campaignName, title, price, dealPrice and more). */
export const productCardSchema = z.object({
  campaignName: z.string().optional(),
  title: z.string(),
  /** Kronor per month for subscriptions, kronor once for short-term broadband. */
  price: z.number().int().nonnegative(),
  dealPrice: z.number().int().nonnegative().optional(),
  priceUnit: z.enum(['kr/mån', 'kr']),
  description: z.string(),
  sellingPoints: z.array(z.string()),
  /** Bundles: the TV package name and its channel count. */
  tvPackage: z.string().optional(),
  channelCount: z.number().int().positive().optional(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** A time-limited price on a product, e.g. the bundle deal price (SPEC §9). */
export const productCampaignSchema = z.object({
  name: z.string(),
  description: z.string(),
  dealPrice: z.number().int().nonnegative(),
  months: z.number().int().positive(),
});
export type ProductCampaign = z.infer<typeof productCampaignSchema>;

export const productCategorySchema = z.enum(['CONNECTIONS', 'BUNDLES']);
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** A broadband product (SPEC §3). */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: productCategorySchema,
  shortTerm: z.boolean(),
  downloadMbps: z.number().int().positive(),
  uploadMbps: z.number().int().positive(),
  /** Short-term broadband only: how many days it lasts. */
  durationDays: z.number().int().positive().nullable(),
  bindingMonths: z.number().int().nonnegative(),
  card: productCardSchema.nullable(),
  campaign: productCampaignSchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * What a point offers (SPEC §3 `product`). A list is null when that kind of broadband is not offered;
 * both null means the address is not covered.
 */
export const productOfferingSchema = z.object({
  products: z.object({
    shortTermSubscriptions: z.array(productSchema).nullable(),
    subscriptions: z.array(productSchema).nullable(),
  }),
  /** The network owner's availability check failed: no delivery can be promised right now. */
  qnutKO: z.boolean(),
  accessTypeCode: z.string(),
  accessId: z.string(),
  orderProcessingInterval: z.number().int().positive(),
});
export type ProductOffering = z.infer<typeof productOfferingSchema>;

/**
 * SPEC §5: an address whose short-term and long-term lists are both null is not covered. An empty
 * list offers nothing either, so it counts as null here.
 */
export function isCovered(product: ProductOffering | null | undefined): boolean {
  const lists = product?.products;
  if (!lists) return false;
  return (lists.shortTermSubscriptions?.length ?? 0) > 0 || (lists.subscriptions?.length ?? 0) > 0;
}

/** SPEC §4: only products with a matching content card are kept. */
export function productsWithCards(
  products: readonly Product[] | null | undefined,
): Array<Product & { card: ProductCard }> {
  return (products ?? []).filter((product): product is Product & { card: ProductCard } =>
    Boolean(product.card),
  );
}

/** The monthly (or one-off) price a customer pays now: the deal price when there is one. */
export function currentPrice(product: Pick<Product, 'card'>): number | null {
  if (!product.card) return null;
  return product.card.dealPrice ?? product.card.price;
}
