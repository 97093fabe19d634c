import {
  campaignsContract,
  POSTPAID_UPGRADE_CAMPAIGN,
  type CampaignsResponse,
} from '@lingon/contracts/campaigns/campaigns';
import { useContractQuery } from '@lingon/contracts/query';
import { useAtom, useSetAtom } from 'jotai';
import {
  lingonCustomerAtom,
  postpaidCampaignMobileAtom,
  tvDiscountVerificationAtom,
  type TvDiscountVerification,
} from './lib/order-state';

export type ExistingCustomerCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'customer'; msisdn: string }
  | { status: 'not-customer' }
  | { status: 'error' };

/** The first mobile number that gives the verified person the mobile-customer offer, if any. */
export function existingCustomerMobile(response: CampaignsResponse): string | null {
  const campaign = response.campaigns.find((item) => item.name === POSTPAID_UPGRADE_CAMPAIGN);
  for (const offer of campaign?.offers ?? []) {
    const [msisdn] = offer.availableChanges.msisdn;
    if (msisdn) return msisdn;
  }
  return null;
}

/**
 * The campaigns call personalised by a completed BankID order of this browser (the TV page's
 * 'tv-discount' identification or the checkout's 'order' signature): the TV page's customer check
 * and the checkout ask it with the same input, so they share one answer.
 */
export function personalisedCampaignsInput(bankidOrderRef: string) {
  return { query: { campaignNames: [POSTPAID_UPGRADE_CAMPAIGN], bankidOrderRef } };
}

/**
 * After BankID on the TV bundle page (purpose 'tv-discount'): ask the campaign service, with the
 * completed order's ref, whether the verified person is a mobile customer (SPEC §4, §9). A
 * customer gets the order state's discount flag and number, so the bundle shows the lower prices,
 * and the ref stays in the order state so the checkout asks for the same personalised campaign.
 */
export function useExistingCustomerCheck() {
  const [verification, setVerification] = useAtom(tvDiscountVerificationAtom);
  const orderRef = verification?.orderRef ?? null;
  const setLingonCustomer = useSetAtom(lingonCustomerAtom);
  const setMobile = useSetAtom(postpaidCampaignMobileAtom);
  const query = useContractQuery(
    campaignsContract,
    orderRef ? personalisedCampaignsInput(orderRef) : null,
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onSuccess: (response) => {
        const msisdn = existingCustomerMobile(response);
        setLingonCustomer(msisdn !== null);
        setMobile(msisdn);
      },
      onError: (error) => console.error('[tv-discount] campaigns check failed', error),
    },
  );

  const msisdn = query.data ? existingCustomerMobile(query.data) : null;
  const state: ExistingCustomerCheck = !orderRef
    ? { status: 'idle' }
    : query.isLoading || (query.isValidating && !query.data)
      ? { status: 'checking' }
      : query.error
        ? { status: 'error' }
        : msisdn
          ? { status: 'customer', msisdn }
          : query.data
            ? { status: 'not-customer' }
            : { status: 'checking' };

  return {
    state,
    /** Check the person of a completed tv-discount BankID order (BankidBlock's onVerified). */
    check: ({ orderRef, personalNumber }: TvDiscountVerification) =>
      setVerification({ orderRef, personalNumber }),
    /** Ask again after a failure. */
    retry: () => void query.mutate(),
  };
}
