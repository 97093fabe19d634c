import { z } from 'zod';
import { SERVICE } from '../brand';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { msisdnBodySchema, type ApiCall } from './schemas';

/** A postpaid voice subscription carries at most this many surf sims. */
export const MAX_SURF_SIMS_PER_SUBSCRIPTION = 2;

export const surfsimValidateRequestSchema = msisdnBodySchema;
export type SurfsimValidateRequest = z.infer<typeof surfsimValidateRequestSchema>;

export const surfsimValidateResponseSchema = z.object({ validForNewSurfSim: z.boolean() });
export type SurfsimValidateResponse = z.infer<typeof surfsimValidateResponseSchema>;

export const surfsimValidateContract = defineContract({
  id: 'mypages.surfsimValidate',
  method: 'POST',
  path: `${SERVICE.mobileOrder}/v2/surfsim/validate`,
  auth: 'session',
  summary:
    "Whether one of the customer's numbers may get a new surf sim (active postpaid voice with room for one)",
  body: surfsimValidateRequestSchema,
  response: surfsimValidateResponseSchema,
});

export function validateSurfsim(body: SurfsimValidateRequest, options: { call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(surfsimValidateContract, { body });
}
