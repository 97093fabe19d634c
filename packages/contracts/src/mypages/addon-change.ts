import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { msisdnIdSchema } from '../phone';
import { addonSchema, type ApiCall } from './schemas';

const codeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,64}$/, 'Ogiltig kod');

/**
 * Activate or deactivate an addon. Activation names the option to turn on (an addon has one or
 * more options, e.g. 1 GB / 5 GB); deactivation turns off whichever option is active.
 */
export const addonChangeRequestSchema = z.discriminatedUnion('activate', [
  z
    .object({
      msisdn: msisdnIdSchema,
      addonName: codeSchema,
      activate: z.literal(true),
      optionName: codeSchema,
    })
    .strict(),
  z.object({ msisdn: msisdnIdSchema, addonName: codeSchema, activate: z.literal(false) }).strict(),
]);
export type AddonChangeRequest = z.infer<typeof addonChangeRequestSchema>;

/**
 * `action` is null when the change was made; otherwise it says why nothing had to change (the addon
 * was already in the asked state), so that the site does not animate a flip (SPEC §4).
 */
export const addonChangeResponseSchema = z.object({
  success: z.boolean(),
  action: z.enum(['ALREADY_ACTIVE', 'ALREADY_INACTIVE']).nullable(),
  addon: addonSchema,
});
export type AddonChangeResponse = z.infer<typeof addonChangeResponseSchema>;

export const addonChangeContract = defineContract({
  id: 'mypages.addonChange',
  method: 'POST',
  path: 'subscriptions/v6/addons/change',
  auth: 'session',
  summary: "Activate or deactivate an addon option on one of the customer's subscriptions",
  body: addonChangeRequestSchema,
  response: addonChangeResponseSchema,
});

export function changeAddon(body: AddonChangeRequest, options: { call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(addonChangeContract, { body });
}
