import { POSTPAID_UPGRADE_CAMPAIGN } from '@lingon/contracts/campaigns/campaigns';
import { describe, expect, it } from 'vitest';
import { existingCustomerOffer } from './use-existing-customer-check';

const offer = (
  msisdn: string[],
  extra: { monthlyDiscount?: number; productIds?: string[] } = {},
) => ({
  name: 'CHANGE_MOBILE',
  availableChanges: { msisdn },
  ...extra,
});

describe('existingCustomerOffer', () => {
  it('answers the first offer of the mobile-customer campaign that one of the numbers qualifies for', () => {
    expect(
      existingCustomerOffer({
        campaigns: [
          { name: 'OTHER', title: 'Annan', offers: [offer(['46700000000'])] },
          {
            name: POSTPAID_UPGRADE_CAMPAIGN,
            title: 'Mobilkund',
            offers: [
              offer([], { monthlyDiscount: 50 }),
              offer(['46701234567', '46709876543'], {
                monthlyDiscount: 25,
                productIds: ['BB-TV-BAS'],
              }),
            ],
          },
        ],
      }),
    ).toEqual({ msisdn: '46701234567', monthlyDiscount: 25, productIds: ['BB-TV-BAS'] });
  });

  it('gives no discount for an offer without one, on every product when it names none', () => {
    expect(
      existingCustomerOffer({
        campaigns: [
          { name: POSTPAID_UPGRADE_CAMPAIGN, title: 'Mobilkund', offers: [offer(['46701234567'])] },
        ],
      }),
    ).toEqual({ msisdn: '46701234567', monthlyDiscount: 0 });
  });

  it('answers null when no number qualifies or the campaign is missing', () => {
    expect(
      existingCustomerOffer({
        campaigns: [{ name: POSTPAID_UPGRADE_CAMPAIGN, title: 'Mobilkund', offers: [offer([])] }],
      }),
    ).toBeNull();
    expect(
      existingCustomerOffer({
        campaigns: [{ name: 'OTHER', title: 'Annan', offers: [offer(['46700000000'])] }],
      }),
    ).toBeNull();
    expect(existingCustomerOffer({ campaigns: [] })).toBeNull();
  });
});
