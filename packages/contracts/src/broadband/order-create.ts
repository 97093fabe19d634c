import { z } from 'zod';
import type { BankidPurpose } from '../bankid/messages';
import { SERVICE } from '../brand';
import { defineContract } from '../contract';
import { personalNumberSchema } from '../personal-number';
import { nationalMobileSchema } from '../phone';
import { telemarketingHeadersSchema } from '../telemarketing-headers';
import { pointIdSchema } from './evaluate-address';
import { partnerIdSchema } from './partner-id';
import { oneLine } from '../text';

export const zipcodeSchema = z
  .string()
  .trim()
  .regex(/^\d{3} ?\d{2}$/, 'Ange ett postnummer med fem siffror')
  .transform((value) => value.replace(' ', ''));

/**
 * The customer placing a broadband order (SPEC §3 customer). Strict, as every part of the order:
 * a field the order does not have (a price, a misspelt name) is refused, not silently dropped.
 */
export const orderCustomerSchema = z
  .object({
    personalNumber: personalNumberSchema,
    name: oneLine(
      z.string().trim().min(1, 'Ange ditt namn').max(100, 'Namnet får vara högst 100 tecken'),
    ),
    email: z.email('Ange en giltig e-postadress').max(254),
    mobile: nationalMobileSchema,
    invoiceAddress: z
      .object({
        street: oneLine(z.string().trim().min(1, 'Ange gatuadress').max(100)),
        zipcode: zipcodeSchema,
        city: oneLine(z.string().trim().min(1, 'Ange ort').max(60)),
      })
      .strict()
      .optional(),
  })
  .strict();
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

/** Media players offered with the TV bundle (SPEC §3: APPLETV and CHROMECAST). */
export const hardwareSchema = z.enum(['APPLETV', 'CHROMECAST']);
export type Hardware = z.infer<typeof hardwareSchema>;

/**
 * The order details of a broadband order: what, where, for whom, verified by which BankID order.
 * The price is not among them: the server prices the product itself.
 */
export const orderDetailsSchema = z
  .object({
    pointId: pointIdSchema,
    productId: z.string().trim().min(1, 'Välj en produkt').max(40),
    apartmentNumber: z.string().trim().max(10).default(''),
    accessId: z.string().trim().max(40).default(''),
    accessTypeCode: z.string().trim().max(10).default(''),
    communicationOperatorId: z.string().trim().max(40).default(''),
    customer: orderCustomerSchema,
    /** The completed BankID order that verified the customer's identity (SPEC §5: required). */
    bankidOrderRef: z
      .string({
        error: 'Du måste verifiera din identitet med BankID för att genomföra din beställning',
      })
      .trim()
      .min(1, 'Du måste verifiera din identitet med BankID för att genomföra din beställning')
      .max(100),
    hardware: z.array(hardwareSchema).max(2).default([]),
    /** The partner whose page the visitor came from, when the order started there. */
    partnerId: partnerIdSchema.optional(),
  })
  .strict();
export type OrderDetails = z.input<typeof orderDetailsSchema>;

/**
 * The BankID verifications of a browser whose person the campaign service personalises the
 * mobile-customer discount for without a session (the campaigns call's `bankidOrderRef`; SPEC §4
 * "customer verified (discount if already a customer)"): the identification on the TV bundle page
 * and the signature of the order in the checkout. The server and the MSW handlers both ask this.
 */
export const DISCOUNT_BANKID_PURPOSES = [
  'tv-discount',
  'order',
] as const satisfies readonly BankidPurpose[];

export function personalisesDiscount(purpose: string): boolean {
  return (DISCOUNT_BANKID_PURPOSES as readonly string[]).includes(purpose);
}

/** Optional header: a repeat with the same key is answered with the first answer (no second order). */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(8, 'Idempotency-Key måste vara 8–128 tecken')
    .max(128, 'Idempotency-Key måste vara 8–128 tecken')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key får bara innehålla synliga ASCII-tecken')
    .optional(),
});

export const orderCreateResponseSchema = z.object({
  /** False when the order was received but refused (the credit check). */
  success: z.boolean(),
  orderId: z.string(),
});
export type OrderCreateResponse = z.infer<typeof orderCreateResponseSchema>;

export const orderCreateContract = defineContract({
  id: 'broadband.orderCreate',
  method: 'POST',
  path: `${SERVICE.broadband}/v2/order/create`,
  summary:
    'Place a broadband order (BankID-verified, credit-checked, idempotent by Idempotency-Key); with the telemarketing headers it is placed on that channel for the TM_CUSTOMER.',
  // In telemarketing/support mode the site sends the channel headers, so the order is recorded
  // on that sales channel (an unknown key is refused with 403).
  headers: idempotencyHeadersSchema.extend(telemarketingHeadersSchema.partial().shape),
  body: orderDetailsSchema,
  response: orderCreateResponseSchema,
});
