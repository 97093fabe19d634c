import { fixtureOfferingForPoint, findFixturePoint } from '@lingon/contracts/fixtures/broadband';
import { describe, expect, it } from 'vitest';
import {
  findOfferedProduct,
  groupOffering,
  hasProducts,
  initialPair,
  offeredProductIds,
  productPageIntro,
} from './product-groups';

function offeringAt(pointId: string) {
  const found = findFixturePoint(pointId);
  if (!found) throw new Error(`no fixture point ${pointId}`);
  return fixtureOfferingForPoint(found.point);
}

describe('groupOffering', () => {
  it('groups connections by download speed with from-prices (SPEC §9)', () => {
    const { speedTiers } = groupOffering(offeringAt('100000001'));
    expect(speedTiers.map((tier) => [tier.downloadMbps, tier.fromPrice])).toEqual([
      [10, 245],
      [100, 295],
      [250, 350],
      [500, 490],
      [1000, 490],
    ]);
    const pairs = speedTiers.map((tier) =>
      tier.products.map((p) => `${p.downloadMbps}/${p.uploadMbps}`),
    );
    expect(pairs).toEqual([
      ['10/10'],
      ['100/10', '100/100'],
      ['250/100', '250/250'],
      ['500/100', '500/500'],
      ['1000/1000'],
    ]);
    expect(speedTiers.at(-1)?.campaignName).toBe('Populärast');
  });

  it('keeps bundles apart from connections and short-term in its own list', () => {
    const groups = groupOffering(offeringAt('100000001'));
    expect(groups.bundles.map((p) => p.id)).toEqual([
      'BB-TV-BAS',
      'BB-TV-MYCKET-SPORT',
      'BB-TV-ALL-SPORT',
    ]);
    expect(groups.shortTerm.map((p) => p.durationDays)).toEqual([3, 7, 14]);
    expect(
      groups.speedTiers.flatMap((t) => t.products).every((p) => p.category === 'CONNECTIONS'),
    ).toBe(true);
  });

  it('drops products without a content card (SPEC §4)', () => {
    const offering = offeringAt('100000001');
    const subscriptions = offering.products.subscriptions?.map((p) =>
      p.id === 'BB-250-100' ? { ...p, card: null } : p,
    );
    const groups = groupOffering({
      ...offering,
      products: { ...offering.products, subscriptions: subscriptions ?? null },
    });
    const tier = groups.speedTiers.find((t) => t.downloadMbps === 250);
    expect(tier?.products.map((p) => p.id)).toEqual(['BB-250-250']);
  });

  it('short-term only and empty offerings', () => {
    const shortOnly = groupOffering(offeringAt('100000401'));
    expect(shortOnly.speedTiers).toEqual([]);
    expect(shortOnly.bundles).toEqual([]);
    expect(shortOnly.shortTerm).toHaveLength(3);
    expect(hasProducts(shortOnly)).toBe(true);
    expect(hasProducts(groupOffering(null))).toBe(false);
    expect(hasProducts(groupOffering(offeringAt('100000501')))).toBe(false);
  });
});

describe('initialPair', () => {
  const tier = groupOffering(offeringAt('100000001')).speedTiers.find(
    (t) => t.downloadMbps === 250,
  );
  if (!tier) throw new Error('tier');

  it('starts on the symmetric pair', () => {
    expect(initialPair(tier, null)?.id).toBe('BB-250-250');
  });

  it('starts on the chosen product when it is in the tier', () => {
    expect(initialPair(tier, 'BB-250-100')?.id).toBe('BB-250-100');
    expect(initialPair(tier, 'BB-500-500')?.id).toBe('BB-250-250');
  });
});

describe('offeredProductIds', () => {
  it('lists long-term and short-term ids at a point', () => {
    const ids = offeredProductIds(offeringAt('100000301'));
    expect(ids.has('BB-TV-BAS')).toBe(true);
    expect(ids.has('BB-TV-ALL-SPORT')).toBe(false);
    expect(ids.has('BB-ST-3D')).toBe(true);
    expect(offeredProductIds(null).size).toBe(0);
  });
});

describe('findOfferedProduct', () => {
  it('finds a long-term, bundle or short-term product offered at the home, with its card', () => {
    const villa = offeringAt('100000001');
    expect(findOfferedProduct(villa, 'BB-250-250')?.card.title).toBeTruthy();
    expect(findOfferedProduct(villa, 'BB-TV-BAS')?.category).toBe('BUNDLES');
    expect(findOfferedProduct(villa, 'BB-ST-7D')?.id).toBe('BB-ST-7D');
  });

  it('is null for a product the home does not offer, or without an offering or a choice', () => {
    expect(findOfferedProduct(offeringAt('100000001'), 'NO-SUCH-PRODUCT')).toBeNull();
    expect(findOfferedProduct(undefined, 'BB-250-250')).toBeNull();
    expect(findOfferedProduct(offeringAt('100000001'), null)).toBeNull();
  });
});

describe('productPageIntro', () => {
  it('asks for a speed where long-term broadband is offered', () => {
    expect(productPageIntro(groupOffering(offeringAt('100000001'))).title).toBe('Välj hastighet');
  });

  it('asks for a period, not a speed, where only short-term broadband is offered', () => {
    const intro = productPageIntro(groupOffering(offeringAt('100000401')));
    expect(intro.title).toBe('Välj period');
    expect(intro.lead).toMatch(/korttidsbredband/);
    expect(`${intro.title} ${intro.lead}`).not.toMatch(/hastighet/i);
  });

  it('asks for a TV package where only the bundles are offered', () => {
    const offering = offeringAt('100000001');
    const bundlesOnly = groupOffering(offering);
    const intro = productPageIntro({ ...bundlesOnly, speedTiers: [], shortTerm: [] });
    expect(intro.title).toBe('Välj TV-paket');
  });

  it('names no kind of product before the offering is known, or when there is none', () => {
    for (const groups of [null, groupOffering(offeringAt('100000501'))]) {
      const intro = productPageIntro(groups);
      expect(intro.title).toBe('Välj bredband');
      expect(`${intro.title} ${intro.lead}`).not.toMatch(/hastighet|period|paket/i);
    }
  });
});
