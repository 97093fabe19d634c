import { z } from 'zod';
import { defineContract } from '../contract';
import { CONTENT_LIMITS, linkSchema, localeSchema } from './model';

/** The product lists of the content system (SPEC §7 Content). */
export const PRODUCT_LIST_TYPES = [
  'mobile-subscription',
  'broadband-connection',
  'bundle',
  'short-term',
] as const;
export const productListTypeSchema = z.enum(PRODUCT_LIST_TYPES, {
  message: `Okänd produktlista, använd ${PRODUCT_LIST_TYPES.join(', ')}`,
});
export type ProductListType = z.infer<typeof productListTypeSchema>;

/**
 * A product's content card (SPEC §3 Broadband product `card`, the same fields as the broadband
 * service's card plus the product id). `productId` joins the card to the
 * product of the broadband service: only products with a card are shown (SPEC §4).
 */
export const productCardSchema = z.object({
  productId: z.string().min(1).max(64),
  campaignName: z.string().max(80).optional(),
  title: z.string().min(1).max(120),
  description: z.string().max(400),
  /** Whole kronor, VAT included. */
  price: z.number().int().nonnegative(),
  dealPrice: z.number().int().nonnegative().optional(),
  /** What the price is for: per month, or once for a period. */
  priceUnit: z.enum(['kr/mån', 'kr']),
  /** e.g. 'i 3 månader', 'för 7 dagar'. */
  dealPeriod: z.string().max(80).optional(),
  sellingPoints: z.array(z.string().min(1).max(160)).max(CONTENT_LIMITS.subItems),
  /** Broadband: download and upload in Mbit/s. */
  downloadMbps: z.number().int().positive().optional(),
  uploadMbps: z.number().int().positive().optional(),
  /** Bundles: the TV package name and its channel count. */
  tvPackage: z.string().max(60).optional(),
  channelCount: z.number().int().positive().optional(),
  /** Short-term broadband: how many days it lasts. */
  durationDays: z.number().int().positive().optional(),
  /** Mobile: data per month in GB; null is unlimited. */
  dataGb: z.number().int().positive().nullable().optional(),
  badge: z.string().max(40).optional(),
  highlighted: z.boolean().default(false),
  link: linkSchema.optional(),
  /** Small print under the price. */
  terms: z.string().max(400).optional(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productListSchema = z.object({
  type: productListTypeSchema,
  title: z.string().min(1).max(120),
  intro: z.string().max(600).optional(),
  products: z.array(productCardSchema).max(CONTENT_LIMITS.products),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productListParamsSchema = z.object({ type: productListTypeSchema });

export const productListContract = defineContract({
  id: 'content.productList',
  method: 'GET',
  path: 'content/v1/product-lists/:type',
  summary: 'Produktkorten i en produktlista',
  params: productListParamsSchema,
  query: z.object({ locale: localeSchema }),
  response: productListSchema,
});
