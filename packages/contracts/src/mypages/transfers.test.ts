import { describe, expect, it } from 'vitest';
import {
  TRANSFER_VALID_DAYS,
  currentTransferStatus,
  formatTransferCode,
  normaliseTransferCode,
  transferCodeFromBytes,
  transferCreateRequestSchema,
  transferExpiresAt,
  transferRefusal,
} from './transfers';

const mobile = {
  subscriptionType: 'POSTPAID_VOICE',
  trafficStatusCode: 'ACTIVE',
  familyCount: 0,
  pendingTransfer: false,
};

describe('transferRefusal', () => {
  it('lets an active postpaid or prepaid mobile subscription be transferred', () => {
    expect(transferRefusal(mobile)).toBeNull();
    expect(transferRefusal({ ...mobile, subscriptionType: 'PREPAID_VOICE' })).toBeNull();
  });

  it('refuses broadband, a barred number, a main number with family and a second transfer', () => {
    expect(transferRefusal({ ...mobile, subscriptionType: 'BROADBAND' })).toBe('NOT_MOBILE');
    expect(transferRefusal({ ...mobile, trafficStatusCode: 'BARRED' })).toBe('NOT_ACTIVE');
    expect(transferRefusal({ ...mobile, familyCount: 2 })).toBe('HAS_FAMILY');
    expect(transferRefusal({ ...mobile, pendingTransfer: true })).toBe('PENDING_TRANSFER');
  });
});

describe('transfer expiry', () => {
  it(`expires a waiting transfer ${TRANSFER_VALID_DAYS} days after it was signed`, () => {
    const created = new Date('2026-01-01T10:00:00Z');
    const expires = transferExpiresAt(created);
    expect(expires.toISOString()).toBe('2026-01-31T10:00:00.000Z');
    expect(currentTransferStatus('PENDING', expires, new Date('2026-01-31T09:59:59Z'))).toBe(
      'PENDING',
    );
    expect(currentTransferStatus('PENDING', expires, expires)).toBe('EXPIRED');
    expect(currentTransferStatus('COMPLETED', expires, new Date('2027-01-01'))).toBe('COMPLETED');
  });
});

describe('transfer codes', () => {
  it('makes 8 characters without look-alikes and reads them back however they are typed', () => {
    const code = transferCodeFromBytes(new Uint8Array([0, 1, 2, 3, 30, 31, 62, 255]));
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(code).toBe('2345Z2' + code.slice(6));
    expect(normaliseTransferCode(` ${formatTransferCode(code).toLowerCase()} `)).toBe(code);
    expect(normaliseTransferCode('ABCD-EFG0')).toBeNull();
    expect(normaliseTransferCode('ABC')).toBeNull();
  });
});

describe('transferCreateRequestSchema', () => {
  it('checks the new owner’s personal number and the invitation', () => {
    const parsed = transferCreateRequestSchema.safeParse({
      msisdn: '46701234568',
      toPersonalNumber: '19720614-2388',
      invitation: { channel: 'EMAIL', email: 'inte-en-adress' },
      bankidOrderRef: 'x',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['toPersonalNumber', 'Personnumret är inte giltigt'],
      ['invitation.email', 'Ange en giltig e-postadress'],
    ]);
    const ok = transferCreateRequestSchema.parse({
      msisdn: '46701234568',
      toPersonalNumber: '720614-2387',
      invitation: { channel: 'SMS', phone: '070 765 43 21' },
      bankidOrderRef: 'x',
    });
    expect(ok.toPersonalNumber).toBe('197206142387');
  });
});
