import { atom } from 'jotai';

/**
 * Checkout-only state of the broadband order, kept beside the order atoms of lib/order-state.ts.
 * None of it is persisted: a reload starts a new checkout attempt with a new BankID verification.
 */

/** The completed BankID order that verified the customer (sent as bankidOrderRef). */
export const bankidOrderRefAtom = atom<string | null>(null);

/** A voucher the customer entered and the service accepted for the selected product. */
export interface AppliedVoucher {
  code: string;
  campaignName: string;
  /** The product the voucher was checked for; a voucher never follows the customer to another. */
  productId: string;
  /** What the voucher gives, for the order summary. */
  description: string;
}
export const appliedVoucherAtom = atom<AppliedVoucher | null>(null);

/**
 * The Idempotency-Key of the current checkout attempt and the request it was made for: a retry
 * of the same request reuses the key (the service then answers the first result instead of
 * placing a second order); a changed request gets a new key.
 */
export interface CheckoutAttempt {
  key: string;
  fingerprint: string;
}
export const checkoutAttemptAtom = atom<CheckoutAttempt | null>(null);

/** The order just placed, for the thank-you page (the stored selections are cleared by then). */
export interface PlacedOrder {
  orderId: string;
  product: { id: string; name: string; price: number };
  /** The purchase event has been reported once; a second visit to the page must not repeat it. */
  purchaseReported: boolean;
}
export const placedOrderAtom = atom<PlacedOrder | null>(null);
