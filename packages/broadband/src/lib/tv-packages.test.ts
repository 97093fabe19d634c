import {
  BUNDLE_PRODUCT_IDS,
  broadbandProducts,
} from '@lingon/contracts/fixtures/broadband-products';
import { describe, expect, it } from 'vitest';
import {
  bundlePrice,
  channelsFor,
  mobileCustomerDiscount,
  tvPackageHeading,
  tvPackageShortName,
  TV_PACKAGE_CHANNELS,
} from './tv-packages';

const bundles = broadbandProducts.filter((p) =>
  (BUNDLE_PRODUCT_IDS as readonly string[]).includes(p.id),
);

describe('channel lists', () => {
  it('has one list per bundle whose length is the card’s channel count', () => {
    expect(bundles).toHaveLength(3);
    for (const bundle of bundles) {
      const channels = channelsFor(bundle.card?.tvPackage);
      expect(channels.length).toBe(bundle.card?.channelCount);
      expect(new Set(channels).size).toBe(channels.length);
    }
    expect(Object.values(TV_PACKAGE_CHANNELS).map((list) => list.length)).toEqual([16, 18, 24]);
  });

  it('has no list for an unknown package', () => {
    expect(channelsFor('Okänt')).toEqual([]);
    expect(channelsFor(undefined)).toEqual([]);
  });
});

describe('tvPackageHeading', () => {
  it('reads "Välj …-paket" without the TV prefix', () => {
    expect(tvPackageShortName('TV Bas')).toBe('Bas');
    expect(tvPackageHeading('TV Bas')).toBe('Välj Bas-paket');
    expect(tvPackageHeading('Mycket Sport')).toBe('Välj Mycket Sport-paket');
    expect(tvPackageHeading('All Sport')).toBe('Välj All Sport-paket');
    expect(tvPackageShortName('TV')).toBe('TV');
  });
});

describe('bundlePrice', () => {
  it('uses the deal price when there is one', () => {
    expect(bundlePrice({ price: 389, dealPrice: 369 }, 0)).toEqual({
      ordinary: 389,
      pay: 369,
      discount: 0,
    });
    expect(bundlePrice({ price: 489 }, 0)).toEqual({ ordinary: 489, pay: 489, discount: 0 });
  });

  it('takes the mobile-customer discount off, whatever the campaign gives', () => {
    expect(bundlePrice({ price: 389, dealPrice: 369 }, 20)).toEqual({
      ordinary: 389,
      pay: 349,
      discount: 20,
    });
    expect(bundlePrice({ price: 689 }, 25).pay).toBe(664);
    expect(bundlePrice({ price: 10 }, 20)).toEqual({ ordinary: 10, pay: 0, discount: 10 });
  });
});

describe('mobileCustomerDiscount', () => {
  it('is the offer’s discount on the products it names, and on every product when it names none', () => {
    const offer = { monthlyDiscount: 25, productIds: ['BB-TV-BAS', 'BB-TV-MYCKET-SPORT'] };
    expect(mobileCustomerDiscount(offer, 'BB-TV-BAS')).toBe(25);
    expect(mobileCustomerDiscount(offer, 'BB-TV-ALL-SPORT')).toBe(0);
    expect(mobileCustomerDiscount({ monthlyDiscount: 20 }, 'BB-TV-ALL-SPORT')).toBe(20);
    expect(mobileCustomerDiscount(null, 'BB-TV-BAS')).toBe(0);
  });
});
