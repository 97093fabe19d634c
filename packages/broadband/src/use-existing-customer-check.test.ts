import { POSTPAID_UPGRADE_CAMPAIGN } from '@lingon/contracts/campaigns/campaigns';
import { describe, expect, it } from 'vitest';
import { existingCustomerMobile } from './use-existing-customer-check';

const offer = (msisdn: string[]) => ({ name: 'CHANGE_MOBILE', availableChanges: { msisdn } });

describe('existingCustomerMobile', () => {
  it('answers the first number of the mobile-customer campaign', () => {
    expect(
      existingCustomerMobile({
        campaigns: [
          { name: 'OTHER', title: 'Annan', offers: [offer(['46700000000'])] },
          {
            name: POSTPAID_UPGRADE_CAMPAIGN,
            title: 'Mobilkund',
            offers: [offer([]), offer(['46701234567', '46709876543'])],
          },
        ],
      }),
    ).toBe('46701234567');
  });

  it('answers null when no number qualifies or the campaign is missing', () => {
    expect(
      existingCustomerMobile({
        campaigns: [{ name: POSTPAID_UPGRADE_CAMPAIGN, title: 'Mobilkund', offers: [offer([])] }],
      }),
    ).toBeNull();
    expect(
      existingCustomerMobile({
        campaigns: [{ name: 'OTHER', title: 'Annan', offers: [offer(['46700000000'])] }],
      }),
    ).toBeNull();
    expect(existingCustomerMobile({ campaigns: [] })).toBeNull();
  });
});
