import { z } from 'zod';
import { SERVICE } from '../brand';
import { defineContract } from '../contract';

/** SPEC §9: the address search answers at most 10 hits. */
export const ADDRESS_SEARCH_MAX_RESULTS = 10;
export const ADDRESS_SEARCH_MAX_LENGTH = 200;

/** One hit of the address search (SPEC §3). `entrance` is '' when the address has none. */
export const addressHitSchema = z.object({
  streetName: z.string().max(100),
  streetNumber: z.string().max(10),
  entrance: z.string().max(10),
  city: z.string().max(60),
  zipcode: z.string().max(6),
});
export type AddressHit = z.infer<typeof addressHitSchema>;

export const addressSearchRequestSchema = z.object({
  searchString: z
    .string({ error: 'Ange en adress' })
    .trim()
    .min(1, 'Ange en adress')
    .max(ADDRESS_SEARCH_MAX_LENGTH, `Adressen får vara högst ${ADDRESS_SEARCH_MAX_LENGTH} tecken`),
  bestHitsOnly: z.boolean().default(true),
  maxResults: z.number().int().min(1).max(ADDRESS_SEARCH_MAX_RESULTS).default(10),
});
export type AddressSearchRequest = z.input<typeof addressSearchRequestSchema>;

export const addressSearchResponseSchema = z
  .array(addressHitSchema)
  .max(ADDRESS_SEARCH_MAX_RESULTS);

export const addressSearchContract = defineContract({
  id: 'broadband.addressSearch',
  method: 'POST',
  path: `${SERVICE.broadband}/v1/address/search`,
  summary: 'Search addresses by free text (best hits, at most 10).',
  body: addressSearchRequestSchema,
  response: addressSearchResponseSchema,
});

/**
 * SPEC §5: a digit followed by a space or comma and then a letter or digit is joined ("3 A" → "3A"),
 * then the first comma is removed. Non-string input is converted to text with a warning.
 */
export function normaliseAddressSearch(text: unknown): string {
  let value: string;
  if (typeof text === 'string') {
    value = text;
  } else {
    console.warn('normaliseAddressSearch: expected a string, got', typeof text);
    value = text === null || text === undefined ? '' : String(text);
  }
  return value.replace(/(\d)[ ,]([\p{L}\p{N}])/gu, '$1$2').replace(',', '');
}

/** SPEC §3: a hit is shown as 'street number entrance, city' (no double space without entrance). */
export function formatAddressHit(
  hit: Pick<AddressHit, 'streetName' | 'streetNumber' | 'entrance' | 'city'>,
): string {
  const street = [hit.streetName, hit.streetNumber, hit.entrance]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return hit.city.trim() ? `${street}, ${hit.city.trim()}` : street;
}

/**
 * Lower-case search words of a text: separators split words and a digit/letter boundary splits too,
 * so "Storgatan 3A, Lund", "storgatan 3 a lund" and the normalised "Storgatan 3Lund" give the same
 * words. The server indexes addresses and queries with this one function, and so do the MSW handlers.
 */
export function addressSearchTokens(text: string): string[] {
  return text
    .toLocaleLowerCase('sv')
    .replace(/(\p{N})(\p{L})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
