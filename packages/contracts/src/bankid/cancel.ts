import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { bankidOrderStateSchema } from './status';

export const bankidCancelRequestSchema = z
  .object({ orderRef: z.uuid('Ogiltig orderreferens') })
  .strict();

/** Cancel a running order (the user closed the dialog); answers the order's final state. */
export const bankidCancelContract = defineContract({
  id: 'bankid.cancel',
  method: 'POST',
  path: 'bankid/v1/cancel',
  summary: 'Cancel a running BankID order',
  body: bankidCancelRequestSchema,
  response: bankidOrderStateSchema,
});

export type BankidCancelRequest = z.input<typeof bankidCancelRequestSchema>;

export function cancelBankid(body: BankidCancelRequest, signal?: AbortSignal) {
  return apiCall(bankidCancelContract, { body, signal });
}
