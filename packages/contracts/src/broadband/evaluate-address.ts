import { z } from 'zod';
import { SERVICE } from '../brand';
import { defineContract } from '../contract';
import { productOfferingSchema } from './product';
import { oneLine } from '../text';

/** Point ids are the network owner's ids: digits, a few letters, hyphens. */
export const pointIdSchema = z
  .string()
  .trim()
  .min(1, 'Ange en anslutningspunkt')
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'Ogiltig anslutningspunkt');

/** One home at an address (SPEC §3): '' stands for "no entrance" and "no apartment number". */
export const evaluatedAddressSchema = z.object({
  pointId: z.string(),
  apartmentNumber: z.string(),
  entrance: z.string(),
  streetName: z.string(),
  streetNumber: z.string(),
  city: z.string(),
  zipcode: z.string(),
  communicationOperatorId: z.string(),
});
export type EvaluatedAddress = z.infer<typeof evaluatedAddressSchema>;

export const evaluateAddressRequestSchema = z.object({
  city: oneLine(z.string({ error: 'Ange ort' }).trim().min(1, 'Ange ort').max(60)),
  entrance: oneLine(z.string().trim().max(10)).default(''),
  streetName: oneLine(
    z.string({ error: 'Ange gatuadress' }).trim().min(1, 'Ange gatuadress').max(100),
  ),
  streetNumber: oneLine(
    z.string({ error: 'Ange gatunummer' }).trim().min(1, 'Ange gatunummer').max(10),
  ),
  /** SPEC §3: sent empty; CONNECTIONS or BUNDLES narrows the long-term list. */
  productCategory: z.enum(['', 'CONNECTIONS', 'BUNDLES']).default(''),
});
export type EvaluateAddressRequest = z.input<typeof evaluateAddressRequestSchema>;

export const evaluateAddressResponseSchema = z.object({
  addresses: z.array(evaluatedAddressSchema),
  /** The offering at the address (first home); null when the address is unknown. */
  product: productOfferingSchema.nullable(),
  /** Set when the address is not covered: the waiting-list sign-up refers to it. */
  potentialCustomer: z.object({ id: z.string() }).nullable(),
});
export type EvaluateAddressResponse = z.infer<typeof evaluateAddressResponseSchema>;

export const evaluateAddressContract = defineContract({
  id: 'broadband.evaluateAddress',
  method: 'POST',
  path: `${SERVICE.broadband}/v1/evaluateAddress`,
  summary:
    'The homes, the broadband offering and (when not covered) a potential customer for an address.',
  body: evaluateAddressRequestSchema,
  response: evaluateAddressResponseSchema,
});

/**
 * SPEC §5: the visitor must pick a home when more than one is returned, or exactly one whose
 * non-empty entrance differs from the entrance they typed (compared without case or spaces).
 */
export function needsApartmentChoice(
  addresses: ReadonlyArray<Pick<EvaluatedAddress, 'entrance'>>,
  enteredEntrance: string | null | undefined,
): boolean {
  if (addresses.length > 1) return true;
  const [only] = addresses;
  if (!only) return false;
  const entrance = only.entrance.trim().toLocaleUpperCase('sv');
  const entered = (enteredEntrance ?? '').trim().toLocaleUpperCase('sv');
  return entrance !== '' && entrance !== entered;
}

/** SPEC §4: the access id falls back to the point id when it is empty and the access type is '200'. */
export function resolveAccessId(
  accessId: string | null | undefined,
  accessTypeCode: string | null | undefined,
  pointId: string,
): string {
  const id = (accessId ?? '').trim();
  if (id === '' && (accessTypeCode ?? '').trim() === '200') return pointId;
  return id;
}
