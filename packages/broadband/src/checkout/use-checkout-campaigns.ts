import {
  campaignsContract,
  POSTPAID_UPGRADE_CAMPAIGN,
} from '@lingon/contracts/campaigns/campaigns';
import { telemarketingCampaignsContract } from '@lingon/contracts/campaigns/telemarketing-campaigns';
import { useContractQuery } from '@lingon/contracts/query';
import { useAtomValue } from 'jotai';
import { tvDiscountOrderRefAtom } from '../lib/order-state';
import { tvDiscountCampaignsInput } from '../use-existing-customer-check';
import { telemarketingHeaders, type TelemarketingMode } from './telemarketing';

/** SPEC §8: shown for 3.5 s when the campaigns cannot be fetched. */
export const CAMPAIGN_ERROR_TEXT = 'Just nu har vi problem att hämta kampanjer';
export const CAMPAIGN_ERROR_DURATION_MS = 3500;

const query = { campaignNames: [POSTPAID_UPGRADE_CAMPAIGN] };

/**
 * The mobile-customer campaign (POSTPAID_UPGRADE_CAMPAIGN), personalised by the service: for a
 * signed-in customer on the web, for the TM_CUSTOMER on the telemarketing channel (fetched once
 * the agent has typed a valid personal number).
 */
export function useCheckoutCampaigns({
  telemarketing,
  personalNumber,
}: {
  telemarketing?: TelemarketingMode | null;
  personalNumber: string;
}) {
  const headers = telemarketing ? telemarketingHeaders(telemarketing, personalNumber) : null;
  // A visitor who verified as a mobile customer on the TV page keeps that personalisation here.
  const tvDiscountOrderRef = useAtomValue(tvDiscountOrderRefAtom);
  const options = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
  // One of the two is asked: the web's campaigns, or the telemarketing channel's for its customer.
  const web = useContractQuery(
    campaignsContract,
    telemarketing
      ? null
      : tvDiscountOrderRef
        ? tvDiscountCampaignsInput(tvDiscountOrderRef)
        : { query },
    options,
  );
  const tm = useContractQuery(
    telemarketingCampaignsContract,
    headers ? { query, headers } : null,
    options,
  );
  const { data, error, isLoading } = telemarketing ? tm : web;
  return {
    postpaidCampaign:
      data?.campaigns.find((campaign) => campaign.name === POSTPAID_UPGRADE_CAMPAIGN) ?? null,
    error: error as unknown,
    isLoading,
  };
}
