import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { personalNumberSchema } from '../personal-number';
import { bankidDeviceSchema, bankidFlowSchema, bankidPurposeSchema } from './messages';

export const bankidStartRequestSchema = z
  .object({
    purpose: bankidPurposeSchema,
    /** How the user will open the app; picks the recommended messages. */
    flow: bankidFlowSchema.default('qr'),
    device: bankidDeviceSchema.default('computer'),
    /**
     * Only for an order whose person is already known (the order form): BankID then lets only
     * that person complete. Never asked for to start a login.
     */
    personalNumber: personalNumberSchema.optional(),
  })
  .strict()
  .refine((value) => value.purpose !== 'login' || value.personalNumber === undefined, {
    path: ['personalNumber'],
    message: 'Inloggning startas utan personnummer',
  });

export const bankidStartResponseSchema = z.object({
  orderRef: z.string(),
  /** For the same-device link (see bankidLaunchUrl). The QR secret never leaves the server. */
  autoStartToken: z.string(),
  /** The first animated-QR content (`bankid.<token>.<time>.<code>`); status answers later ones. */
  qrCode: z.string(),
});

/**
 * Start a BankID order. The server calls the RP API with the browser's IP and binds the order to
 * this browser with an httpOnly cookie: status and cancel answer only that browser.
 * 409 with a field error when BankID already runs an order for the given person (RFA4).
 */
export const bankidStartContract = defineContract({
  id: 'bankid.start',
  method: 'POST',
  path: 'bankid/v1/start',
  summary: 'Start a BankID identification (login, TV discount) or signature (broadband order)',
  body: bankidStartRequestSchema,
  response: bankidStartResponseSchema,
});

export type BankidStartRequest = z.input<typeof bankidStartRequestSchema>;
export type BankidStartResponse = z.infer<typeof bankidStartResponseSchema>;

export function startBankid(body: BankidStartRequest, signal?: AbortSignal) {
  return apiCall(bankidStartContract, { body, signal });
}
