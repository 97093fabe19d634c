import { describe, expect, it } from 'vitest';
import { broadbandUpgradeCampaign } from '../fixtures/mypages-catalogue';
import { broadbandChangeOffer } from './available-changes';

describe('broadbandChangeOffer', () => {
  const campaign = broadbandUpgradeCampaign('46850012345');

  it('finds the offer for the speed changed to on the subscription the campaign names', () => {
    expect(broadbandChangeOffer(campaign, '46850012345', { downloadSpeed: 500 })).toEqual({
      campaignName: 'BROADBAND_UPGRADE_CAMPAIGN',
      offerName: 'UPGRADE_500_FIRST_MONTH_FREE',
      title: 'Första månaden utan månadsavgift',
      freeMonths: 1,
    });
  });

  it('gives nothing for a speed without an offer or another subscription', () => {
    expect(broadbandChangeOffer(campaign, '46850012345', { downloadSpeed: 100 })).toBeNull();
    expect(broadbandChangeOffer(campaign, '46850099999', { downloadSpeed: 500 })).toBeNull();
    expect(broadbandChangeOffer(null, '46850012345', { downloadSpeed: 500 })).toBeNull();
  });
});
