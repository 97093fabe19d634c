import { z } from 'zod';
import { defineContract } from '../contract';
import { CAMPAIGN_SERVICE } from './campaigns';
import { telemarketingHeadersSchema } from '../telemarketing-headers';
import { voucherCodeSchema, voucherValidateResponseSchema } from './voucher-validate';

export const telemarketingVoucherValidateContract = defineContract({
  id: 'campaigns.telemarketingVoucherValidate',
  method: 'GET',
  path: `${CAMPAIGN_SERVICE}/v3/telemarketing/vouchers/:voucher/validate`,
  auth: 'telemarketing',
  summary:
    'Whether a voucher exists and which products it applies to, on the telemarketing channel.',
  params: z.object({ voucher: voucherCodeSchema }),
  headers: telemarketingHeadersSchema,
  response: voucherValidateResponseSchema,
});
