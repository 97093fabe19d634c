import { describe, expect, it } from 'vitest';
import { dataBalanceWithExtraSurf, extraSurfRefusal, extraSurfValidUntil } from './extra-surf';

const data = {
  remaining: 18.4,
  remainingRollover: 4.2,
  remainingExtraSurf: 0,
  total: 30,
  unit: 'GB' as const,
  expirationDateExtraSurf: null,
};

describe('extraSurfValidUntil', () => {
  it('is 30 days after the day of purchase', () => {
    expect(extraSurfValidUntil(new Date('2026-11-22T09:00:00Z'))).toBe('2026-12-22');
  });
  it('counts from the Swedish calendar day, not the UTC one', () => {
    // 23:30 UTC on 30 November is already 1 December in Stockholm.
    expect(extraSurfValidUntil(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-31');
  });
  it('crosses a year and a leap day on the calendar', () => {
    expect(extraSurfValidUntil(new Date('2027-12-15T12:00:00Z'))).toBe('2028-01-14');
    expect(extraSurfValidUntil(new Date('2028-02-10T12:00:00Z'))).toBe('2028-03-11');
  });
});

describe('dataBalanceWithExtraSurf', () => {
  const now = new Date('2026-11-22T09:00:00Z');
  it('adds the package to what is left, the extra surf and the total', () => {
    expect(dataBalanceWithExtraSurf(data, 5, now)).toEqual({
      ...data,
      remaining: 23.4,
      remainingExtraSurf: 5,
      total: 35,
      expirationDateExtraSurf: '2026-12-22',
    });
  });
  it('keeps a later end of extra surf already there, and moves an earlier one on', () => {
    const later = { ...data, remainingExtraSurf: 2, expirationDateExtraSurf: '2027-01-10' };
    expect(dataBalanceWithExtraSurf(later, 1, now).expirationDateExtraSurf).toBe('2027-01-10');
    const earlier = { ...data, remainingExtraSurf: 2, expirationDateExtraSurf: '2026-12-01' };
    expect(dataBalanceWithExtraSurf(earlier, 1, now).expirationDateExtraSurf).toBe('2026-12-22');
    expect(dataBalanceWithExtraSurf(earlier, 1, now).remainingExtraSurf).toBe(3);
  });
  it('adds megabytes to a balance kept in MB', () => {
    const mb = { ...data, unit: 'MB' as const, remaining: 500, total: 1024 };
    expect(dataBalanceWithExtraSurf(mb, 1, now)).toMatchObject({
      remaining: 1524,
      remainingExtraSurf: 1024,
      total: 2048,
    });
  });
});

describe('extraSurfRefusal', () => {
  const postpaid = { subscriptionType: 'POSTPAID_VOICE', trafficStatusCode: 'ACTIVE', data };
  it('lets an active postpaid subscription with a data balance buy', () => {
    expect(extraSurfRefusal(postpaid)).toBeNull();
  });
  it('sends a prepaid card to the top-up and refuses broadband', () => {
    expect(extraSurfRefusal({ ...postpaid, subscriptionType: 'PREPAID_VOICE' })).toBe('PREPAID');
    expect(extraSurfRefusal({ ...postpaid, subscriptionType: 'BROADBAND' })).toBe('NOT_MOBILE');
  });
  it('refuses a subscription that is not active, has no balance or surfs freely', () => {
    expect(extraSurfRefusal({ ...postpaid, trafficStatusCode: 'SUSPENDED' })).toBe('NOT_ACTIVE');
    expect(extraSurfRefusal({ ...postpaid, data: null })).toBe('NO_BALANCE');
    expect(extraSurfRefusal({ ...postpaid, data: { ...data, remaining: -1, total: -1 } })).toBe(
      'UNLIMITED',
    );
  });
});
