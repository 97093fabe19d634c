import { describe, expect, it } from 'vitest';
import { qrAuthCode, qrCodeContent, qrTime } from '../src/bankid/qr';

const secret = 'd28db9a7-4cde-429e-a983-359be676944c';
const token = '67df3917-fa0d-44e5-b327-edcc928297f8';

describe('BankID animated QR code', () => {
  it('matches the published test vector at t=0', () => {
    expect(qrAuthCode(secret, 0)).toBe(
      'dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8',
    );
    expect(qrCodeContent(token, secret, 0)).toBe(
      `bankid.${token}.0.dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8`,
    );
  });

  it('changes every second and uses whole seconds since the order was created', () => {
    expect(qrAuthCode(secret, 1)).not.toBe(qrAuthCode(secret, 0));
    expect(qrAuthCode(secret, 1)).toMatch(/^[0-9a-f]{64}$/);
    const created = new Date('2026-11-22T10:00:00.000Z');
    expect(qrTime(created, new Date('2026-11-22T10:00:01.999Z'))).toBe(1);
    expect(qrTime(created, new Date('2026-11-22T09:59:59.000Z'))).toBe(0);
    expect(qrCodeContent(token, secret, 7.9)).toBe(`bankid.${token}.7.${qrAuthCode(secret, 7)}`);
  });
});
