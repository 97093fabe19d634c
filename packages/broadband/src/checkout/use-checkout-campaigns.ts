import {
  campaignsContract,
  POSTPAID_UPGRADE_CAMPAIGN,
  type CampaignsResponse,
} from '@lingon/contracts/campaigns/campaigns';
import { telemarketingCampaignsContract } from '@lingon/contracts/campaigns/telemarketing-campaigns';
import { apiCall, swrKey } from '@lingon/contracts/client';
import useSWR from 'swr';
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
  const key = telemarketing
    ? headers
      ? swrKey(telemarketingCampaignsContract, { query, headers })
      : null
    : swrKey(campaignsContract, { query });
  const { data, error, isLoading } = useSWR<CampaignsResponse>(
    key,
    () =>
      headers
        ? apiCall(telemarketingCampaignsContract, { query, headers })
        : apiCall(campaignsContract, { query }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return {
    postpaidCampaign:
      data?.campaigns.find((campaign) => campaign.name === POSTPAID_UPGRADE_CAMPAIGN) ?? null,
    error: error as unknown,
    isLoading,
  };
}
