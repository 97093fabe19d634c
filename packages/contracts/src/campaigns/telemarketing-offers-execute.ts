import { defineContract } from '../contract';
import { CAMPAIGN_SERVICE } from './campaigns';
import { offersExecuteRequestSchema, offersExecuteResponseSchema } from './offers-execute';
import { idempotencyHeadersSchema } from '../broadband/order-create';
import { telemarketingHeadersSchema } from '../telemarketing-headers';

export const telemarketingOffersExecuteContract = defineContract({
  id: 'campaigns.telemarketingOffersExecute',
  method: 'POST',
  path: `${CAMPAIGN_SERVICE}/v3/telemarketing/offers/execute`,
  auth: 'telemarketing',
  summary:
    'Place a broadband order with campaign offers for the TM_CUSTOMER; the order records the sales channel.',
  headers: idempotencyHeadersSchema.extend(telemarketingHeadersSchema.shape),
  body: offersExecuteRequestSchema,
  response: offersExecuteResponseSchema,
});
