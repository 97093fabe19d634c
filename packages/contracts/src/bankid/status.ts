import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import {
  bankidFlowSchema,
  bankidMessageCodeSchema,
  bankidOutcomeSchema,
  bankidPurposeSchema,
} from './messages';

export const bankidUserSchema = z.object({
  personalNumber: z.string(),
  name: z.string(),
  givenName: z.string(),
  surname: z.string(),
});
export type BankidUser = z.infer<typeof bankidUserSchema>;

export const bankidOrderStateSchema = z.object({
  orderRef: z.string(),
  purpose: bankidPurposeSchema,
  status: z.enum(['pending', 'failed', 'complete']),
  /** BankID's hint; a string, since BankID may add codes (unknown ones read as RFA21/RFA22). */
  hintCode: z.string().nullable(),
  outcome: bankidOutcomeSchema,
  /** BankID's recommended message (BANKID_MESSAGES); null once complete. */
  messageCode: bankidMessageCodeSchema.nullable(),
  /** The current animated-QR content; only while the app has not picked the order up. */
  qrCode: z.string().nullable(),
  /** Who identified or signed; only when complete. */
  user: bankidUserSchema.nullable(),
});
export type BankidOrderState = z.infer<typeof bankidOrderStateSchema>;

export const bankidStatusRequestSchema = z
  .object({
    orderRef: z.uuid('Ogiltig orderreferens'),
    /** The flow the user chose after start (for example the "open on this device" link). */
    flow: bankidFlowSchema.optional(),
  })
  .strict();

/**
 * The state of an order. Poll about every second: the server collects from BankID at most every
 * 2 s and computes a fresh QR code each call. When a `login` order completes, this call also signs
 * the browser in (session cookie).
 */
export const bankidStatusContract = defineContract({
  id: 'bankid.status',
  method: 'POST',
  path: 'bankid/v1/status',
  summary: 'Current state, hint, QR code and message of a BankID order; signs in on a login',
  body: bankidStatusRequestSchema,
  response: bankidOrderStateSchema,
});

export type BankidStatusRequest = z.input<typeof bankidStatusRequestSchema>;

export function fetchBankidStatus(body: BankidStatusRequest, signal?: AbortSignal) {
  return apiCall(bankidStatusContract, { body, signal });
}
