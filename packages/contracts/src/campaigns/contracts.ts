import type { AnyContract } from '../contract';
import { campaignsContract } from './campaigns';
import { offersExecuteContract } from './offers-execute';
import { telemarketingCampaignsContract } from './telemarketing-campaigns';
import { telemarketingOffersExecuteContract } from './telemarketing-offers-execute';
import { telemarketingVoucherValidateContract } from './telemarketing-voucher-validate';
import { voucherValidateContract } from './voucher-validate';

/** Every campaign service call (for the OpenAPI registry). */
export const campaignContracts: readonly AnyContract[] = [
  campaignsContract,
  telemarketingCampaignsContract,
  voucherValidateContract,
  telemarketingVoucherValidateContract,
  offersExecuteContract,
  telemarketingOffersExecuteContract,
];
