import { describe, expect, it } from 'vitest';
import {
  clearConsentCookie,
  consentExpiry,
  diffGroups,
  formatActiveGroups,
  formatConsentValue,
  normaliseGroups,
  parseActiveGroups,
  parseConsentCookie,
  readCookieValue,
  serialiseConsentCookie,
} from './consent-cookie';
import { CONSENT_COOKIE, CONSENT_VERSION } from './consent-groups';

const decidedAt = new Date('2026-11-22T10:00:00.000Z');
const later = new Date('2026-12-01T08:00:00.000Z');

/** document.cookie as the browser returns it: name=value pairs only. */
function asDocumentCookie(setCookie: string, others = 'theme=dark; _ga=GA1.2.3') {
  return `${others}; ${setCookie.split(';')[0]}`;
}

describe('normaliseGroups', () => {
  it('always includes C0001 and keeps the canonical order', () => {
    expect(normaliseGroups([])).toEqual(['C0001']);
    expect(normaliseGroups(['C0004', 'C0002'])).toEqual(['C0001', 'C0002', 'C0004']);
  });

  it('drops unknown ids and duplicates and accepts any case and spacing', () => {
    expect(normaliseGroups(['c0003', ' C0003 ', 'C0009', 'STACK42', ''])).toEqual([
      'C0001',
      'C0003',
    ]);
  });
});

describe('formatActiveGroups / parseActiveGroups', () => {
  it('writes the OneTrust-style string with commas on both ends', () => {
    expect(formatActiveGroups(['C0001', 'C0002'])).toBe(',C0001,C0002,');
    expect(formatActiveGroups(['C0001'])).toBe(',C0001,');
    expect(formatActiveGroups([])).toBe(',');
  });

  it('reads the string back, with or without the outer commas', () => {
    expect(parseActiveGroups(',C0001,C0002,')).toEqual(['C0001', 'C0002']);
    expect(parseActiveGroups('C0004,C0001')).toEqual(['C0001', 'C0004']);
    expect(parseActiveGroups(',C00021,X,')).toEqual([]);
    expect(parseActiveGroups('')).toEqual([]);
  });
});

describe('diffGroups', () => {
  it('lists what was turned on and off', () => {
    expect(diffGroups(['C0001', 'C0002'], ['C0001', 'C0004'])).toEqual({
      added: ['C0004'],
      removed: ['C0002'],
      changed: true,
    });
  });

  it('reports no change for the same groups', () => {
    expect(diffGroups(['C0001', 'C0003'], ['C0001', 'C0003'])).toEqual({
      added: [],
      removed: [],
      changed: false,
    });
  });

  it('handles a choice from nothing and a withdrawal to nothing', () => {
    expect(diffGroups([], ['C0001'])).toEqual({ added: ['C0001'], removed: [], changed: true });
    expect(diffGroups(['C0001', 'C0004'], ['C0001']).removed).toEqual(['C0004']);
  });
});

describe('readCookieValue', () => {
  it('finds one cookie among several, keeping = signs inside the value', () => {
    const cookies = 'a=1; lingon_consent=groups=C0001&version=1;b=2';
    expect(readCookieValue(cookies, 'lingon_consent')).toBe('groups=C0001&version=1');
    expect(readCookieValue(cookies, 'b')).toBe('2');
  });

  it('does not match a cookie whose name only ends with the name', () => {
    expect(readCookieValue('old_lingon_consent=x', 'lingon_consent')).toBeNull();
    expect(readCookieValue('', 'lingon_consent')).toBeNull();
  });
});

describe('consentExpiry', () => {
  it('is twelve calendar months later', () => {
    expect(consentExpiry(decidedAt).toISOString()).toBe('2027-11-22T10:00:00.000Z');
    expect(consentExpiry(new Date('2027-03-01T00:00:00Z')).toISOString()).toBe(
      '2028-03-01T00:00:00.000Z',
    );
  });
});

describe('serialiseConsentCookie', () => {
  it('writes the groups, version and timestamp for twelve months on the whole site', () => {
    const cookie = serialiseConsentCookie(
      { groups: ['C0001', 'C0002'], version: CONSENT_VERSION, timestamp: decidedAt },
      { secure: false },
    );
    expect(cookie).toBe(
      'lingon_consent=groups=C0001%2CC0002&version=1&ts=2026-11-22T10%3A00%3A00.000Z; Path=/; Max-Age=31536000; Expires=Mon, 22 Nov 2027 10:00:00 GMT; SameSite=Lax',
    );
  });

  it('counts a leap day into Max-Age and adds Secure on https', () => {
    const cookie = serialiseConsentCookie(
      { groups: ['C0001'], version: CONSENT_VERSION, timestamp: new Date('2027-03-01T00:00:00Z') },
      { secure: true },
    );
    expect(cookie).toContain('Max-Age=31622400');
    expect(cookie.endsWith('; SameSite=Lax; Secure')).toBe(true);
  });

  it('is not HttpOnly, so page scripts can read it', () => {
    const cookie = serialiseConsentCookie(
      { groups: ['C0001'], version: CONSENT_VERSION, timestamp: decidedAt },
      { secure: true },
    );
    expect(cookie.toLowerCase()).not.toContain('httponly');
  });

  it('always stores C0001 even if a caller forgot it', () => {
    expect(
      formatConsentValue({ groups: ['C0004'], version: CONSENT_VERSION, timestamp: decidedAt }),
    ).toBe('groups=C0001%2CC0004&version=1&ts=2026-11-22T10%3A00%3A00.000Z');
  });

  it('can be read by scripts with URLSearchParams', () => {
    const value = formatConsentValue({
      groups: ['C0001', 'C0003'],
      version: CONSENT_VERSION,
      timestamp: decidedAt,
    });
    expect(new URLSearchParams(value).get('groups')).toBe('C0001,C0003');
  });
});

describe('parseConsentCookie', () => {
  it('reads back what serialiseConsentCookie wrote', () => {
    const record = {
      groups: ['C0001', 'C0002', 'C0004'] as const,
      version: CONSENT_VERSION,
      timestamp: decidedAt,
    };
    const cookie = asDocumentCookie(
      serialiseConsentCookie({ ...record, groups: [...record.groups] }, { secure: false }),
    );
    expect(parseConsentCookie(cookie, later)).toEqual({ ...record, groups: [...record.groups] });
  });

  it('is null without the cookie or with an empty one', () => {
    expect(parseConsentCookie('theme=dark', later)).toBeNull();
    expect(parseConsentCookie('', later)).toBeNull();
    expect(parseConsentCookie(`${CONSENT_COOKIE}=`, later)).toBeNull();
  });

  it('asks again when the choice was made for another version', () => {
    const cookie = `${CONSENT_COOKIE}=groups=C0001%2CC0004&version=${CONSENT_VERSION + 1}&ts=2026-11-22T10%3A00%3A00.000Z`;
    expect(parseConsentCookie(cookie, later)).toBeNull();
  });

  it('asks again once the choice is twelve months old, not a second before', () => {
    const cookie = `${CONSENT_COOKIE}=groups=C0001&version=1&ts=2026-11-22T10%3A00%3A00.000Z`;
    expect(parseConsentCookie(cookie, new Date('2027-11-22T09:59:59.000Z'))).not.toBeNull();
    expect(parseConsentCookie(cookie, new Date('2027-11-22T10:00:00.000Z'))).toBeNull();
  });

  it('rejects a choice dated in the future', () => {
    const cookie = `${CONSENT_COOKIE}=groups=C0001&version=1&ts=2026-12-24T10%3A00%3A00.000Z`;
    expect(parseConsentCookie(cookie, later)).toBeNull();
  });

  it('rejects corrupt fields', () => {
    for (const value of [
      'groups=C0001&version=1&ts=yesterday',
      'groups=C0001&version=one&ts=2026-11-22T10%3A00%3A00.000Z',
      'version=1&ts=2026-11-22T10%3A00%3A00.000Z',
      'groups=C0001&ts=2026-11-22T10%3A00%3A00.000Z',
      '%E0%A4%A',
    ]) {
      expect(parseConsentCookie(`${CONSENT_COOKIE}=${value}`, later)).toBeNull();
    }
  });

  it('drops unknown groups and adds C0001 to a tampered list', () => {
    const cookie = `${CONSENT_COOKIE}=groups=C0004%2CC0099&version=1&ts=2026-11-22T10%3A00%3A00.000Z`;
    expect(parseConsentCookie(cookie, later)?.groups).toEqual(['C0001', 'C0004']);
  });
});

describe('clearConsentCookie', () => {
  it('expires the cookie on the same path', () => {
    expect(clearConsentCookie()).toBe(
      'lingon_consent=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
  });
});
