import {
  campaignsContract,
  POSTPAID_UPGRADE_CAMPAIGN,
  type CampaignsResponse,
} from '@lingon/contracts/campaigns/campaigns';
import { apiCall } from '@lingon/contracts/client';
import { useSetAtom } from 'jotai';
import * as React from 'react';
import { lingonCustomerAtom, postpaidCampaignMobileAtom } from './lib/order-state';

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
 * After BankID on the TV bundle page (purpose 'tv-discount'): ask the campaign service, with the
 * completed order's ref, whether the verified person is a mobile customer (SPEC §4, §9). A
 * customer gets the order state's discount flag and number, so the bundle shows the lower prices.
 */
export function useExistingCustomerCheck() {
  const setLingonCustomer = useSetAtom(lingonCustomerAtom);
  const setMobile = useSetAtom(postpaidCampaignMobileAtom);
  const [state, setState] = React.useState<ExistingCustomerCheck>({ status: 'idle' });
  const controller = React.useRef<AbortController | null>(null);

  React.useEffect(() => () => controller.current?.abort(), []);

  const check = React.useCallback(
    async (bankidOrderRef: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'checking' });
      try {
        const response = await apiCall(campaignsContract, {
          query: { campaignNames: [POSTPAID_UPGRADE_CAMPAIGN], bankidOrderRef },
          signal: current.signal,
        });
        const msisdn = existingCustomerMobile(response);
        if (msisdn) {
          setLingonCustomer(true);
          setMobile(msisdn);
          setState({ status: 'customer', msisdn });
        } else {
          setState({ status: 'not-customer' });
        }
      } catch (error) {
        if (current.signal.aborted) return;
        console.error('[tv-discount] campaigns check failed', error);
        setState({ status: 'error' });
      }
    },
    [setLingonCustomer, setMobile],
  );

  return { state, check };
}
