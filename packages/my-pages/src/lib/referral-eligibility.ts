import type { Subscription } from '@lingon/contracts/mypages/schemas';

/**
 * Who may recruit a friend: the reward is a discount on the recruiter's next invoice, so only a
 * customer with a subscription that is invoiced (a postpaid mobile subscription or broadband).
 * A prepaid card has no invoice to take the discount, and no subscription means no invoice.
 */
export function mayRecruit(
  subscriptions: readonly Pick<Subscription, 'subscriptionType'>[],
): boolean {
  return subscriptions.some(
    (subscription) =>
      subscription.subscriptionType === 'POSTPAID_VOICE' ||
      subscription.subscriptionType === 'BROADBAND',
  );
}
