import type { OrderDetails } from '@lingon/contracts/broadband/order-create';
import {
  BROADBAND_VOUCHER_OFFER,
  POSTPAID_UPGRADE_CAMPAIGN,
  type Campaign,
} from '@lingon/contracts/campaigns/campaigns';
import {
  allOffersSucceeded,
  type ExecuteOffer,
  type OffersExecuteResponse,
} from '@lingon/contracts/campaigns/offers-execute';
import type { OrderCustomerState } from '../lib/order-state';
import type { AppliedVoucher, CheckoutAttempt } from './checkout-state';

export interface OrderInputs {
  productId: string;
  pointId: string;
  apartmentNumber: string;
  accessId: string;
  accessTypeCode: string;
  communicationOperatorId: string;
  customer: OrderCustomerState;
  bankidOrderRef: string;
  hardware: ReadonlyArray<'APPLETV' | 'CHROMECAST'>;
  /** The partner the visitor came from (sales channel 'Partner'), if any. */
  partnerId?: string | null;
}

/** The order details of the v2 order (and of every campaign offer) from the order state. */
export function buildOrderDetails(inputs: OrderInputs): OrderDetails {
  const { customer } = inputs;
  const invoice = customer.invoiceAddress;
  const hasInvoiceAddress = Boolean(invoice.street || invoice.zipcode || invoice.city);
  return {
    pointId: inputs.pointId,
    productId: inputs.productId,
    apartmentNumber: inputs.apartmentNumber,
    accessId: inputs.accessId,
    accessTypeCode: inputs.accessTypeCode,
    communicationOperatorId: inputs.communicationOperatorId,
    customer: {
      personalNumber: customer.personalNumber,
      name: customer.name,
      email: customer.email,
      mobile: customer.mobile,
      ...(hasInvoiceAddress ? { invoiceAddress: { ...invoice } } : {}),
    },
    bankidOrderRef: inputs.bankidOrderRef,
    hardware: [...inputs.hardware],
    ...(inputs.partnerId ? { partnerId: inputs.partnerId } : {}),
  };
}

/**
 * The POSTPAID_UPGRADE_CAMPAIGN offer for an existing mobile customer: the offer must cover the
 * product and list one of the customer's numbers (the chosen one when it qualifies).
 */
export function postpaidUpgradeOffer(
  campaign: Campaign | null | undefined,
  productId: string,
  preferredMsisdn: string | null,
): ExecuteOffer | null {
  if (!campaign || campaign.name !== POSTPAID_UPGRADE_CAMPAIGN) return null;
  for (const offer of campaign.offers) {
    if (offer.productIds && !offer.productIds.includes(productId)) continue;
    const numbers = offer.availableChanges.msisdn;
    const msisdn =
      preferredMsisdn && numbers.includes(preferredMsisdn) ? preferredMsisdn : numbers[0];
    if (!msisdn) continue;
    return { campaignName: campaign.name, offerName: offer.name, msisdn };
  }
  return null;
}

/**
 * SPEC §4: the campaign offers to execute with the order — the voucher (when it was accepted for
 * this product) and the mobile-customer discount. None means a plain order.
 */
export function planCampaignOffers(input: {
  productId: string;
  voucher: AppliedVoucher | null;
  postpaidCampaign: Campaign | null | undefined;
  preferredMsisdn: string | null;
}): ExecuteOffer[] {
  const offers: ExecuteOffer[] = [];
  if (input.voucher && input.voucher.productId === input.productId) {
    offers.push({
      campaignName: input.voucher.campaignName,
      offerName: BROADBAND_VOUCHER_OFFER,
      voucher: input.voucher.code,
    });
  }
  const postpaid = postpaidUpgradeOffer(
    input.postpaidCampaign,
    input.productId,
    input.preferredMsisdn,
  );
  if (postpaid) offers.push(postpaid);
  return offers;
}

/** Objects with sorted keys, so that equal requests give equal fingerprints. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, stable(item)]),
    );
  }
  return value;
}

/** What identifies a request for idempotency: where it goes and exactly what it sends. */
export function requestFingerprint(endpoint: string, body: unknown): string {
  return JSON.stringify([endpoint, stable(body)]);
}

/**
 * The Idempotency-Key for a request: the same request (a retry, a second click) reuses the
 * attempt's key, so the service answers the first result instead of placing a second order; a
 * changed request is a new attempt (the service refuses a used key with another body).
 */
export function checkoutAttemptFor(
  previous: CheckoutAttempt | null,
  fingerprint: string,
  newKey: () => string,
): CheckoutAttempt {
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: newKey(), fingerprint };
}

/**
 * SPEC §8: the order failed unless the service says success (every offer, for campaigns). An offer
 * the service would not apply (it placed nothing for it, and says why) is a refusal: its reason is
 * for the customer, since trying the same order again would only be refused again.
 */
export function executionOutcome(response: OffersExecuteResponse): {
  success: boolean;
  orderId: string | null;
  refusal: string | null;
} {
  const success = allOffersSucceeded(response);
  const orderId = response.executionResults.find((result) => result.orderId)?.orderId ?? null;
  const refused = response.executionResults.find(
    (result) => !result.success && result.orderId === null && result.message,
  );
  return {
    success: success && orderId !== null,
    orderId,
    refusal: success ? null : (refused?.message ?? null),
  };
}

/**
 * The order was received and refused: the service answered with an order id and success false,
 * which it does only when the credit check refused the customer (an offer it would not apply has
 * no order id, and says why). Trying again would be refused again, so the page says so instead
 * of inviting a retry.
 */
export function isCreditRefusal(outcome: {
  success: boolean;
  orderId: string | null;
  refusal?: string | null;
}): boolean {
  return !outcome.success && Boolean(outcome.orderId) && !outcome.refusal;
}
