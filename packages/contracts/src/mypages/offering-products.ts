import { z } from 'zod';
import { SERVICE } from '../brand';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { type ApiCall } from './schemas';

export const offeringProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Kronor (integer). */
  price: z.number().int().positive(),
  /** The price for students, when a student discount applies; null otherwise. */
  studentPrice: z.number().int().positive().nullable(),
  /** Included data in GB; null for a money top-up. */
  dataGb: z.number().positive().nullable(),
  /** Saldo (kronor) the top-up adds, for money top-ups and combined packages; null for surf only. */
  saldoKr: z.number().int().positive().nullable(),
  /** How long the top-up is valid. */
  validityDays: z.number().int().positive(),
});
export type OfferingProduct = z.infer<typeof offeringProductSchema>;

export const offeringCategorySchema = z.object({
  id: z.string(),
  /** The /kontantkort/ladda/:slug segment. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  products: z.array(offeringProductSchema),
});

export const offeringProductsResponseSchema = z.object({
  offering: z.object({ offeringId: z.string(), categories: z.array(offeringCategorySchema) }),
});
export type OfferingProductsResponse = z.infer<typeof offeringProductsResponseSchema>;

export const offeringProductsContract = defineContract({
  id: 'mypages.offeringProducts',
  method: 'GET',
  path: `${SERVICE.offering}/v1/offering/products`,
  auth: 'public',
  summary: 'The current prepaid top-up offering (no sign-in needed)',
  response: offeringProductsResponseSchema,
});

export function fetchOfferingProducts(options: { signal?: AbortSignal; call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(offeringProductsContract, { signal: options.signal });
}
