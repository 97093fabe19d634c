import { BANKID_OUTCOME_TEXT } from '@lingon/contracts/bankid/messages';
import { orderCreateContract } from '@lingon/contracts/broadband/order-create';
import type { Campaign } from '@lingon/contracts/campaigns/campaigns';
import { offersExecuteContract } from '@lingon/contracts/campaigns/offers-execute';
import { telemarketingOffersExecuteContract } from '@lingon/contracts/campaigns/telemarketing-offers-execute';
import { useContractMutation } from '@lingon/contracts/query';
import { useStore } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import {
  accessIdAtom,
  accessTypeCodeAtom,
  apartmentNumberAtom,
  clearStoredSelectionsAtom,
  communicationOperatorIdAtom,
  customerAtom,
  pointIdAtom,
  postpaidCampaignMobileAtom,
  salesPartnerAtom,
  selectedHardwareAtom,
  selectedProductAtom,
} from '../lib/order-state';
import {
  appliedVoucherAtom,
  bankidOrderRefAtom,
  checkoutAttemptAtom,
  checkoutContactAtom,
  placedOrderAtom,
  type PlacedOrder,
} from './checkout-state';
import {
  buildOrderDetails,
  checkoutAttemptFor,
  executionOutcome,
  isCreditRefusal,
  planCampaignOffers,
  requestFingerprint,
} from './order-request';
import {
  isInvalidTelemarketingKey,
  telemarketingHeaders,
  type TelemarketingMode,
} from './telemarketing';

/** SPEC §8: shown for 5 s when the order fails (success false or any error). */
export const ORDER_ERROR_TEXT = 'Oj, vi verkar ha lite problem just nu. Försök igen!';
export const ORDER_ERROR_DURATION_MS = 5000;
/**
 * What stays by "Beställ" once the 5 s banner has gone: a failed order is not a message to miss.
 * 'refused': the credit check refused the customer, which trying again cannot change.
 */
export type OrderFailure = 'error' | 'refused';
/** SPEC §5: no order without BankID. */
export const BANKID_REQUIRED_TEXT = BANKID_OUTCOME_TEXT['identity-not-validated'];

export interface UsePlaceOrderOptions {
  /** The chosen product, for the thank-you page and its purchase event. */
  product: PlacedOrder['product'] | null;
  /**
   * The mobile-customer campaign for the customer who signed, once it has arrived (null when it
   * could not be fetched): the order waits for it.
   */
  postpaidCampaign?: () => Promise<Campaign | null>;
  telemarketing?: TelemarketingMode | null;
  /** Called once per placed order; the site goes to /bredband/tack. */
  onSuccess: (orderId: string) => void;
  /** The service would not apply an offer: the campaigns are to be asked again. */
  onOfferRefused?: () => void;
}

/**
 * Order completion (SPEC §4): loading on; campaign offers executed when a voucher or the
 * mobile-customer discount applies, otherwise a plain v2 order; success clears the stored
 * selections and hands over the order id; failure shows the 5 s banner, and what failed
 * (`lastFailure`: a refused credit check or another error) stays until the next attempt, except an
 * offer the service would not apply: its reason stays on screen (`offerRefusal`), as trying again
 * unchanged could never succeed. One Idempotency-Key per checkout attempt and a re-entry guard make sure a
 * double click or a retry never orders twice.
 */
export function usePlaceOrder({
  product,
  postpaidCampaign,
  telemarketing,
  onSuccess,
  onOfferRefused,
}: UsePlaceOrderOptions) {
  const store = useStore();
  const createOrder = useContractMutation(orderCreateContract).trigger;
  const executeOffers = useContractMutation(offersExecuteContract).trigger;
  const executeTelemarketingOffers = useContractMutation(
    telemarketingOffersExecuteContract,
  ).trigger;
  /** From the click until the order failed or the site left for the thank-you page. */
  const [loading, setLoading] = useState(false);
  /** Bumped per failure so that the banner's 5 s start again for a new failure. */
  const [failure, setFailure] = useState(0);
  /** What the last attempt's failure was, until the customer tries again. */
  const [lastFailure, setLastFailure] = useState<OrderFailure | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [offerRefusal, setOfferRefusal] = useState<string | null>(null);
  /** The server refused the telemarketing key: the order cannot go through with this link. */
  const [invalidKey, setInvalidKey] = useState(false);
  const inFlight = useRef(false);

  const fail = useCallback((kind: OrderFailure = 'error') => {
    setFailure((count) => count + 1);
    setLastFailure(kind);
  }, []);

  const placeOrder = useCallback(
    async (
      options: {
        validate?: () => Promise<boolean>;
        /** Not verified with BankID: e.g. take the customer to the BankID block. */
        onBankidRequired?: () => void;
      } = {},
    ) => {
      // Synchronous guard: a second click arrives before React has re-rendered the button.
      if (inFlight.current) return;
      inFlight.current = true;
      setLoading(true);
      setRefusal(null);
      setOfferRefusal(null);
      setLastFailure(null);
      let placed = false;
      try {
        const valid = options.validate ? await options.validate() : true;
        const customer = store.get(customerAtom);
        const bankidOrderRef = store.get(bankidOrderRefAtom);
        if (!customer.personalNumberVerified || !bankidOrderRef) {
          setRefusal(BANKID_REQUIRED_TEXT);
          options.onBankidRequired?.();
          return;
        }
        if (!valid) return;
        const selected = store.get(selectedProductAtom);
        const pointId = store.get(pointIdAtom) || selected?.pointId || '';
        if (!selected || !pointId || !product) {
          fail();
          return;
        }
        const details = buildOrderDetails({
          productId: selected.productId,
          pointId,
          apartmentNumber: store.get(apartmentNumberAtom),
          accessId: store.get(accessIdAtom),
          accessTypeCode: store.get(accessTypeCodeAtom),
          communicationOperatorId: store.get(communicationOperatorIdAtom),
          customer,
          bankidOrderRef,
          hardware: store.get(selectedHardwareAtom),
          partnerId: store.get(salesPartnerAtom),
        });
        const offers = planCampaignOffers({
          productId: selected.productId,
          voucher: store.get(appliedVoucherAtom),
          postpaidCampaign: postpaidCampaign ? await postpaidCampaign() : null,
          preferredMsisdn: store.get(postpaidCampaignMobileAtom),
        });
        const tmHeaders = telemarketing
          ? telemarketingHeaders(telemarketing, customer.personalNumber)
          : null;
        if (telemarketing && !tmHeaders) {
          fail();
          return;
        }
        const contract =
          offers.length === 0
            ? orderCreateContract
            : tmHeaders
              ? telemarketingOffersExecuteContract
              : offersExecuteContract;
        const body = offers.length === 0 ? details : { order: details, offers };
        const attempt = checkoutAttemptFor(
          store.get(checkoutAttemptAtom),
          requestFingerprint(contract.id, body),
          () => crypto.randomUUID(),
        );
        store.set(checkoutAttemptAtom, attempt);
        const idempotency = { 'idempotency-key': attempt.key };

        let outcome: { success: boolean; orderId: string | null; refusal?: string | null };
        if (offers.length === 0) {
          outcome = await createOrder({
            body: details,
            headers: { ...idempotency, ...tmHeaders },
          });
        } else if (tmHeaders) {
          outcome = executionOutcome(
            await executeTelemarketingOffers({
              body: { order: details, offers },
              headers: { ...idempotency, ...tmHeaders },
            }),
          );
        } else {
          outcome = executionOutcome(
            await executeOffers({
              body: { order: details, offers },
              headers: idempotency,
            }),
          );
        }
        if (outcome.refusal) {
          setOfferRefusal(outcome.refusal);
          onOfferRefused?.();
          return;
        }
        if (!outcome.success || !outcome.orderId) {
          fail(isCreditRefusal(outcome) ? 'refused' : 'error');
          return;
        }
        placed = true;
        store.set(placedOrderAtom, {
          orderId: outcome.orderId,
          product,
          mediaPlayers: details.hardware ?? [],
          purchaseReported: false,
        });
        store.set(clearStoredSelectionsAtom);
        // The BankID verification, the voucher and the key belonged to this order.
        store.set(bankidOrderRefAtom, null);
        store.set(appliedVoucherAtom, null);
        store.set(checkoutAttemptAtom, null);
        // What was typed belonged to this order: the next one in this tab starts empty.
        store.set(checkoutContactAtom, null);
        onSuccess(outcome.orderId);
      } catch (error) {
        if (telemarketing && isInvalidTelemarketingKey(error)) setInvalidKey(true);
        else fail();
      } finally {
        inFlight.current = placed;
        // After success the button stays busy while the site navigates away.
        if (!placed) setLoading(false);
      }
    },
    [
      createOrder,
      executeOffers,
      executeTelemarketingOffers,
      fail,
      onOfferRefused,
      onSuccess,
      postpaidCampaign,
      product,
      store,
      telemarketing,
    ],
  );

  return {
    placeOrder,
    loading,
    /** The order failed: show ORDER_ERROR_TEXT for 5 s (changes per failure; 0 = none). */
    failure,
    /** The last attempt's failure, kept until the next attempt (null: none). */
    lastFailure,
    /** The order was refused before it was sent (no BankID). */
    refusal,
    /** Why the service would not apply an offer of the order (nothing was placed for it). */
    offerRefusal,
    /** The server refused the telemarketing key (show INVALID_KEY_TEXT, not the order error). */
    invalidKey,
  };
}
