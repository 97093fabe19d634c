import { describe, expect, it } from 'vitest';
import { mayRecruit } from './referral-eligibility';

describe('mayRecruit', () => {
  it('lets a customer with an invoiced subscription recruit', () => {
    expect(mayRecruit([{ subscriptionType: 'POSTPAID_VOICE' }])).toBe(true);
    expect(mayRecruit([{ subscriptionType: 'BROADBAND' }])).toBe(true);
    expect(
      mayRecruit([{ subscriptionType: 'PREPAID_VOICE' }, { subscriptionType: 'BROADBAND' }]),
    ).toBe(true);
  });
  it('does not let a prepaid-only customer or one without subscriptions recruit', () => {
    expect(mayRecruit([{ subscriptionType: 'PREPAID_VOICE' }])).toBe(false);
    expect(mayRecruit([])).toBe(false);
  });
});
