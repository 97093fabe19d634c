import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import {
  familyOfferContract,
  familyOrderSummaryContract,
} from '@lingon/contracts/mypages/family-order';
import { useContractQuery } from '@lingon/contracts/query';

const CONNECTED_PATH = `${MY_PAGES_PATH}/anslutna-abonnemang`;
export const FAMILY_PATH = `${CONNECTED_PATH}/familjeabonnemang`;
export const FAMILY_CHECKOUT_PATH = `${FAMILY_PATH}/checkout`;
export const FAMILY_THANK_YOU_PATH = `${CONNECTED_PATH}/checkout/thank-you`;
export const FAMILY_CONFIRMATION_PATH = `${CONNECTED_PATH}/checkout/confirmation`;
export { CONNECTED_PATH };

/** The family offer: plans, binding periods, campaign, free numbers, shipping. */
export function useFamilyOffer() {
  return useContractQuery(familyOfferContract, {}, { revalidateOnFocus: false });
}

/** One placed family order; nothing is asked without its id. */
export function useFamilyOrderSummary(orderId: string | null) {
  return useContractQuery(familyOrderSummaryContract, orderId ? { params: { orderId } } : null, {
    revalidateOnFocus: false,
  });
}

/** '12 månader' / 'Ingen bindningstid'. */
export function bindingText(months: number): string {
  return months === 0 ? 'Ingen bindningstid' : `${months} månaders bindningstid`;
}
