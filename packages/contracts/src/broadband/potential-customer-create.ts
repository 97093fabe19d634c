import { z } from 'zod';
import { SERVICE } from '../brand';
import { defineContract } from '../contract';
import { nationalMobileSchema } from '../phone';
import { oneLine } from '../text';

/** The waiting-list sign-up for an address without coverage (SPEC §4 /bredband/notyet). */
export const potentialCustomerRequestSchema = z.object({
  /** The id evaluateAddress gave; without it a new potential customer is created. */
  id: z.string().trim().max(64).optional(),
  name: oneLine(
    z.string().trim().min(1, 'Ange ditt namn').max(100, 'Namnet får vara högst 100 tecken'),
  ),
  email: z.email('Ange en giltig e-postadress').max(254),
  mobile: nationalMobileSchema.optional(),
  address: z.object({
    streetName: oneLine(z.string().trim().min(1, 'Ange gatuadress').max(100)),
    streetNumber: oneLine(z.string().trim().min(1, 'Ange gatunummer').max(10)),
    entrance: oneLine(z.string().trim().max(10)).default(''),
    apartmentNumber: oneLine(z.string().trim().max(10)).default(''),
    city: oneLine(z.string().trim().min(1, 'Ange ort').max(60)),
  }),
});
export type PotentialCustomerRequest = z.input<typeof potentialCustomerRequestSchema>;

/** SPEC §3 says the reply is not shown; the id lets the caller refer to the sign-up. */
export const potentialCustomerResponseSchema = z.object({
  success: z.boolean(),
  id: z.string(),
});

export const potentialCustomerCreateContract = defineContract({
  id: 'broadband.potentialCustomerCreate',
  method: 'POST',
  path: `${SERVICE.broadband}/v1/potential/customer/create`,
  summary: 'Join the waiting list for an address without coverage.',
  body: potentialCustomerRequestSchema,
  response: potentialCustomerResponseSchema,
});
