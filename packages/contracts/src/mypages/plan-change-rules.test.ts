import { describe, expect, it } from 'vitest';
import { POSTPAID_UPGRADE_CAMPAIGN, type Campaign } from '../campaigns/campaigns';
import {
  dayAfter,
  firstOfNextMonth,
  planChangeTiming,
  planPriceDifference,
  planUpgradeOffer,
  swedishToday,
} from './plan-change-rules';

describe('planChangeTiming', () => {
  it('starts a dearer plan on the first day of next month, binding or not', () => {
    expect(
      planChangeTiming({
        currentPrice: 269,
        newPrice: 299,
        commitmentEndDate: '2027-07-22',
        today: '2026-11-25',
      }),
    ).toEqual({ effectiveDate: '2026-12-01', rule: 'NEXT_MONTH' });
  });

  it('starts a plan of the same price on the first day of next month', () => {
    expect(
      planChangeTiming({
        currentPrice: 269,
        newPrice: 269,
        commitmentEndDate: null,
        today: '2026-12-31',
      }),
    ).toEqual({ effectiveDate: '2027-01-01', rule: 'NEXT_MONTH' });
  });

  it('starts a cheaper plan the day after the binding ends', () => {
    expect(
      planChangeTiming({
        currentPrice: 269,
        newPrice: 149,
        commitmentEndDate: '2027-07-22',
        today: '2026-11-25',
      }),
    ).toEqual({ effectiveDate: '2027-07-23', rule: 'BINDING_END' });
    // Its last bound day is today: tomorrow.
    expect(
      planChangeTiming({
        currentPrice: 269,
        newPrice: 149,
        commitmentEndDate: '2026-11-25',
        today: '2026-11-25',
      }),
    ).toEqual({ effectiveDate: '2026-11-26', rule: 'BINDING_END' });
  });

  it('starts a cheaper plan on the first day of next month once the binding has ended', () => {
    expect(
      planChangeTiming({
        currentPrice: 269,
        newPrice: 149,
        commitmentEndDate: '2026-11-24',
        today: '2026-11-25',
      }),
    ).toEqual({ effectiveDate: '2026-12-01', rule: 'NEXT_MONTH' });
  });
});

describe('calendar days', () => {
  it('reads the day in Sweden, not in UTC', () => {
    expect(swedishToday(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(swedishToday(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });
  it('steps over month and year ends and leap days', () => {
    expect(firstOfNextMonth('2026-12-15')).toBe('2027-01-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});

describe('planUpgradeOffer', () => {
  const campaign: Campaign = {
    name: POSTPAID_UPGRADE_CAMPAIGN,
    title: 'Mobilkund',
    offers: [
      {
        name: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT',
        availableChanges: { msisdn: ['46701234567'] },
        productIds: ['BUNDLE-1'],
        monthlyDiscount: 20,
      },
      {
        name: 'PLAN_UPGRADE_DISCOUNT',
        title: '50 kr rabatt',
        availableChanges: { msisdn: ['46701234567'] },
        productIds: ['MOB-50GB'],
        monthlyDiscount: 50,
        discountMonths: 12,
      },
    ],
  };
  const change = { msisdn: '46701234567', planCode: 'MOB-50GB', currentPrice: 269, newPrice: 299 };

  it('prices an upgrade of a qualifying number to a plan of the offer', () => {
    expect(planUpgradeOffer(campaign, change)).toEqual({
      campaignName: POSTPAID_UPGRADE_CAMPAIGN,
      offerName: 'PLAN_UPGRADE_DISCOUNT',
      title: '50 kr rabatt',
      monthlyPrice: 249,
      months: 12,
    });
  });

  it('gives nothing for another number, another plan, a downgrade or another campaign', () => {
    expect(planUpgradeOffer(campaign, { ...change, msisdn: '46701234568' })).toBeNull();
    expect(planUpgradeOffer(campaign, { ...change, planCode: 'MOB-OBEGR' })).toBeNull();
    expect(planUpgradeOffer(campaign, { ...change, newPrice: 149 })).toBeNull();
    expect(planUpgradeOffer({ ...campaign, name: 'OTHER' }, change)).toBeNull();
    expect(planUpgradeOffer(null, change)).toBeNull();
  });
});

describe('planPriceDifference', () => {
  it('gives the difference at the new price when there is no campaign', () => {
    expect(planPriceDifference(269, 299, null)).toEqual({
      duringCampaign: null,
      campaignMonths: null,
      after: 30,
    });
    expect(planPriceDifference(269, 149, null).after).toBe(-120);
  });

  it('gives the difference during a campaign of some months and after it', () => {
    // Min mobil 269 kr to Lingon 50 GB 299 kr at 249 kr for 12 months: 20 kr less, then 30 more.
    expect(planPriceDifference(269, 299, { monthlyPrice: 249, months: 12 })).toEqual({
      duringCampaign: -20,
      campaignMonths: 12,
      after: 30,
    });
  });

  it('has no after for a campaign price kept as long as the plan', () => {
    expect(planPriceDifference(269, 299, { monthlyPrice: 279, months: null })).toEqual({
      duringCampaign: 10,
      campaignMonths: null,
      after: null,
    });
  });
});
