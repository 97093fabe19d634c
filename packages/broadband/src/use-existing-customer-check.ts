import {
  campaignsContract,
  POSTPAID_UPGRADE_CAMPAIGN,
  type CampaignsResponse,
} from '@lingon/contracts/campaigns/campaigns';
import { useContractQuery } from '@lingon/contracts/query';
import { useAtom, useSetAtom } from 'jotai';
import {
  mobileCustomerOfferAtom,
  postpaidCampaignMobileAtom,
  tvDiscountVerificationAtom,
  type TvDiscountVerification,
} from './lib/order-state';
import type { MobileCustomerOffer } from './lib/tv-packages';

export type ExistingCustomerCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'customer'; msisdn: string; offer: MobileCustomerOffer }
  | { status: 'not-customer' }
  | { status: 'error' };

/**
 * The mobile-customer offer of the campaign answer: the first offer that one of the verified
 * person's mobile numbers qualifies for, with that number, its monthly discount and the products
 * it applies to. Null when no number qualifies.
 */
export function existingCustomerOffer(
  response: CampaignsResponse,
): (MobileCustomerOffer & { msisdn: string }) | null {
  const campaign = response.campaigns.find((item) => item.name === POSTPAID_UPGRADE_CAMPAIGN);
  for (const offer of campaign?.offers ?? []) {
    const [msisdn] = offer.availableChanges.msisdn;
    if (msisdn) {
      return {
        msisdn,
        monthlyDiscount: offer.monthlyDiscount ?? 0,
        ...(offer.productIds ? { productIds: offer.productIds } : {}),
      };
    }
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
 * customer's offer (its monthly discount and products) and number go to the order state, so the
 * bundle shows the prices the order will be charged, and the ref stays in the order state so the
 * checkout asks for the same personalised campaign.
 */
export function useExistingCustomerCheck() {
  const [verification, setVerification] = useAtom(tvDiscountVerificationAtom);
  const orderRef = verification?.orderRef ?? null;
  const setOffer = useSetAtom(mobileCustomerOfferAtom);
  const setMobile = useSetAtom(postpaidCampaignMobileAtom);
  const query = useContractQuery(
    campaignsContract,
    orderRef ? personalisedCampaignsInput(orderRef) : null,
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onSuccess: (response) => {
        const found = existingCustomerOffer(response);
        setOffer(found && { monthlyDiscount: found.monthlyDiscount, productIds: found.productIds });
        setMobile(found?.msisdn ?? null);
      },
      onError: (error) => console.error('[tv-discount] campaigns check failed', error),
    },
  );

  const found = query.data ? existingCustomerOffer(query.data) : null;
  const state: ExistingCustomerCheck = !orderRef
    ? { status: 'idle' }
    : query.isLoading || (query.isValidating && !query.data)
      ? { status: 'checking' }
      : query.error
        ? { status: 'error' }
        : found
          ? {
              status: 'customer',
              msisdn: found.msisdn,
              offer: { monthlyDiscount: found.monthlyDiscount, productIds: found.productIds },
            }
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
