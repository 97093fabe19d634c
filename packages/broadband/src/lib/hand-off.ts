import { partnerIdSchema } from '@lingon/contracts/broadband/partner-id';
import { pointIdSchema } from '@lingon/contracts/broadband/evaluate-address';
import { z } from 'zod';
import type { StoredAddress } from './order-state';

/** Where a visitor lands from the embedded address check: the product page or the waiting list. */
export const PRODUCT_PAGE_PATH = '/bredband/valj-produkt';
export const WAITING_LIST_PATH = '/bredband/notyet';

/**
 * What the embedded address check on a partner's page hands to the site. Local storage is the
 * partner's origin there, not ours (SPEC §3's `addressObject` / `selectedProduct` cannot be
 * shared), so the address, the home and the product travel as query parameters; the site stores
 * them on arrival (`useHandOff`). Nothing here is trusted further than the order check: the
 * server checks the point, the product and the partner id again when the order is placed.
 */
export interface HandOff {
  address: StoredAddress;
  /** The chosen home (product page). */
  pointId?: string;
  /** The chosen product (product page). */
  productId?: string;
  /** The potential customer the evaluation created (waiting list). */
  potentialCustomerId?: string;
  /** The partner whose page the visitor came from (sales channel 'Partner'). */
  partnerId?: string;
}

const text = (max: number) => z.string().trim().max(max);

/** Everything optional: an unreadable part is dropped, not the whole hand-off. */
const handOffSchema = z.object({
  streetName: text(100).min(1),
  streetNumber: text(10).min(1),
  entrance: text(10).catch(''),
  city: text(60).min(1),
  zipcode: z
    .string()
    .regex(/^\d{5}$/)
    .catch(''),
  pointId: pointIdSchema.optional().catch(undefined),
  productId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional()
    .catch(undefined),
  potentialCustomerId: z.uuid().optional().catch(undefined),
  partner: partnerIdSchema.optional().catch(undefined),
});

/** The query string (without '?') that hands a checked address over to the site. */
export function handOffSearch(handOff: HandOff): string {
  const search = new URLSearchParams({
    streetName: handOff.address.streetName,
    streetNumber: handOff.address.streetNumber,
    entrance: handOff.address.entrance,
    city: handOff.address.city,
    zipcode: handOff.address.zipcode,
  });
  if (handOff.pointId) search.set('pointId', handOff.pointId);
  if (handOff.productId) search.set('productId', handOff.productId);
  if (handOff.potentialCustomerId) search.set('potentialCustomerId', handOff.potentialCustomerId);
  if (handOff.partnerId) search.set('partner', handOff.partnerId);
  return search.toString();
}

/** The absolute address of a site page (`siteOrigin` is Lingon's, e.g. the embed script's). */
export function handOffUrl(siteOrigin: string, path: string, handOff: HandOff): string {
  const url = new URL(path, siteOrigin);
  url.search = handOffSearch(handOff);
  return url.href;
}

/** Read a hand-off from a page's query string; null when it names no address. */
export function parseHandOff(search: string): HandOff | null {
  const params = Object.fromEntries(new URLSearchParams(search));
  const parsed = handOffSchema.safeParse(params);
  if (!parsed.success) return null;
  const { partner, pointId, productId, potentialCustomerId, ...address } = parsed.data;
  return {
    address,
    ...(pointId ? { pointId } : {}),
    ...(productId ? { productId } : {}),
    ...(potentialCustomerId ? { potentialCustomerId } : {}),
    ...(partner ? { partnerId: partner } : {}),
  };
}
