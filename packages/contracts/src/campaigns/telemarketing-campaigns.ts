import { z } from 'zod';
import { defineContract } from '../contract';
import { personalNumberSchema } from '../personal-number';
import {
  CAMPAIGN_SERVICE,
  campaignsHeadersSchema,
  campaignsQuerySchema,
  campaignsResponseSchema,
} from './campaigns';

/**
 * Headers of every telemarketing call (SPEC §6): the channel key taken from `?key=` and the
 * customer's personal number. The server answers 403 for an unknown key.
 */
export const telemarketingHeadersSchema = z.object({
  'x-telemarketing-key': z.string().min(1).max(200),
  tm_customer: personalNumberSchema,
});

export const telemarketingCampaignsContract = defineContract({
  id: 'campaigns.telemarketingCampaigns',
  method: 'GET',
  path: `${CAMPAIGN_SERVICE}/v3/telemarketing/campaigns`,
  customerScope: true,
  auth: 'telemarketing',
  summary:
    'The campaigns asked for, personalised for the TM_CUSTOMER, on the telemarketing channel.',
  query: campaignsQuerySchema,
  headers: campaignsHeadersSchema.extend(telemarketingHeadersSchema.shape),
  response: campaignsResponseSchema,
});
