import { connectedSubscriptionsContract } from '@lingon/contracts/mypages/connected-subscriptions';
import { customerInfoContract } from '@lingon/contracts/mypages/customer-info';
import { documentsContract } from '@lingon/contracts/mypages/documents';
import { getSubscriptionsContract } from '@lingon/contracts/mypages/get-subscriptions';
import { invoicesContract } from '@lingon/contracts/mypages/invoices';
import { orderHistoryContract } from '@lingon/contracts/mypages/order-history';
import { referralsContract } from '@lingon/contracts/mypages/referrals';
import { subscriptionDetailsContract } from '@lingon/contracts/mypages/subscription-details';
import { useContractCache, useContractQuery } from '@lingon/contracts/query';
import * as React from 'react';

/** My pages' data changes by the customer's own hand: no refetch on every focus. */
const settled = { revalidateOnFocus: false } as const;

/** The signed-in customer's mobile and broadband subscriptions. */
export function useSubscriptions() {
  return useContractQuery(getSubscriptionsContract, {}, settled);
}

/** What a subscription's details are asked with: the input is also the cache key. */
function detailsInput(msisdn: string) {
  return { body: { msisdn } };
}

/** One subscription with its balance; nothing is asked without a number. */
export function useSubscriptionDetails(msisdn: string | null) {
  return useContractQuery(
    subscriptionDetailsContract,
    msisdn ? detailsInput(msisdn) : null,
    settled,
  );
}

/**
 * Mobile and broadband invoices. SPEC §5: broadband invoices are fetched only when none are
 * cached — an answer in the cache is used as it is, never asked for again behind it.
 */
export function useInvoices() {
  return useContractQuery(
    invoicesContract,
    {},
    { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}

/** Name, personal number, address and contact details; `enabled: false` asks nothing yet. */
export function useCustomerInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useContractQuery(customerInfoContract, enabled ? {} : null, settled);
}

/** Contracts, order confirmations and GDPR cases. */
export function useDocuments() {
  return useContractQuery(documentsContract, {}, settled);
}

/** Every order the customer placed, newest first. */
export function useOrderHistory() {
  return useContractQuery(orderHistoryContract, {}, settled);
}

/** Värva en vän: the customer's code and link, the offer and their referrals. */
export function useReferrals() {
  return useContractQuery(referralsContract, {}, settled);
}

/** The customer's mobile subscriptions with their family subscriptions and surf sims. */
export function useConnectedSubscriptions() {
  return useContractQuery(connectedSubscriptionsContract, {}, settled);
}

/**
 * Asks again for what a change has made stale, with the same inputs as the hooks above, so a
 * widget that changes something never spells a cache key itself. Each call resolves when the new
 * answer is in.
 */
export function useMyPagesRevalidation() {
  const cache = useContractCache();
  return React.useMemo(
    () => ({
      subscriptions: () => cache.revalidate(getSubscriptionsContract, {}),
      subscriptionDetails: (msisdn: string) =>
        cache.revalidate(subscriptionDetailsContract, detailsInput(msisdn)),
      invoices: () => cache.revalidate(invoicesContract, {}),
      orderHistory: () => cache.revalidate(orderHistoryContract, {}),
      connectedSubscriptions: () => cache.revalidate(connectedSubscriptionsContract, {}),
    }),
    [cache],
  );
}
