import { defineContract } from '../contract';
import { telemarketingHeadersSchema } from '../telemarketing-headers';
import {
  CAMPAIGN_SERVICE,
  campaignsHeadersSchema,
  campaignsQuerySchema,
  campaignsResponseSchema,
} from './campaigns';

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
