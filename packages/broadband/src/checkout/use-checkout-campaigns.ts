import {
  campaignsContract,
  POSTPAID_UPGRADE_CAMPAIGN,
  type Campaign,
} from '@lingon/contracts/campaigns/campaigns';
import { telemarketingCampaignsContract } from '@lingon/contracts/campaigns/telemarketing-campaigns';
import { useContractQuery } from '@lingon/contracts/query';
import { useAtomValue } from 'jotai';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { tvDiscountVerificationAtom } from '../lib/order-state';
import { personalisedCampaignsInput } from '../use-existing-customer-check';
import { bankidOrderRefAtom, campaignsPersonalisationRef } from './checkout-state';
import { telemarketingHeaders, type TelemarketingMode } from './telemarketing';

/** SPEC §8: shown for 3.5 s when the campaigns cannot be fetched. */
export const CAMPAIGN_ERROR_TEXT = 'Just nu har vi problem att hämta kampanjer';
export const CAMPAIGN_ERROR_DURATION_MS = 3500;

const query = { campaignNames: [POSTPAID_UPGRADE_CAMPAIGN] };

/**
 * The mobile-customer campaign (POSTPAID_UPGRADE_CAMPAIGN), personalised by the service: for a
 * signed-in customer on the web, for the person of this browser's BankID verification (the
 * checkout's signature, before it the TV page's identification), for the TM_CUSTOMER on the
 * telemarketing channel (fetched once the agent has typed a valid personal number).
 */
export function useCheckoutCampaigns({
  telemarketing,
  personalNumber,
}: {
  telemarketing?: TelemarketingMode | null;
  personalNumber: string;
}) {
  const headers = telemarketing ? telemarketingHeaders(telemarketing, personalNumber) : null;
  const tvDiscount = useAtomValue(tvDiscountVerificationAtom);
  const bankidOrderRef = campaignsPersonalisationRef(useAtomValue(bankidOrderRefAtom), tvDiscount);
  const options = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
  // One of the two is asked: the web's campaigns, or the telemarketing channel's for its customer.
  const web = useContractQuery(
    campaignsContract,
    telemarketing ? null : bankidOrderRef ? personalisedCampaignsInput(bankidOrderRef) : { query },
    {
      ...options,
      // While the TV page's identification stands, a checkout signature is by the same person
      // (another signer drops it): their discount stays on screen while it is asked again.
      keepPreviousData: tvDiscount !== null,
    },
  );
  const tm = useContractQuery(
    telemarketingCampaignsContract,
    headers ? { query, headers } : null,
    options,
  );
  const { data, error, isLoading, mutate } = telemarketing ? tm : web;
  const postpaidCampaign =
    data?.campaigns.find((campaign) => campaign.name === POSTPAID_UPGRADE_CAMPAIGN) ?? null;

  // An order placed right after the BankID signature waits for the signer's campaigns instead of
  // going without the discount (or with the previous answer's).
  const latest = useRef({ isLoading, postpaidCampaign });
  const waiting = useRef<Array<(campaign: Campaign | null) => void>>([]);
  useLayoutEffect(() => {
    latest.current = { isLoading, postpaidCampaign };
    if (isLoading) return;
    const settled = waiting.current;
    waiting.current = [];
    for (const resolve of settled) resolve(postpaidCampaign);
  }, [isLoading, postpaidCampaign]);
  const settledPostpaidCampaign = useCallback(
    (): Promise<Campaign | null> =>
      latest.current.isLoading
        ? new Promise((resolve) => waiting.current.push(resolve))
        : Promise.resolve(latest.current.postpaidCampaign),
    [],
  );

  return {
    postpaidCampaign,
    /** The campaign for the current customer once it has arrived (or could not be fetched). */
    settledPostpaidCampaign,
    error: error as unknown,
    isLoading,
    /** Ask again (after the service refused an offer of the previous answer). */
    refresh: useCallback(() => void mutate(), [mutate]),
  };
}
