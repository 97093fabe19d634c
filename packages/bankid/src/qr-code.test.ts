import { bankidFixtureQr } from '@lingon/contracts/fixtures/bankid';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrCodeShape } from './qr-code';

describe('qrCodeShape', () => {
  const shape = qrCodeShape(bankidFixtureQr.atZero);

  it('has a QR version size plus the quiet zone on both sides', () => {
    const modules = shape.size - 2 * QR_QUIET_ZONE;
    // Versions are 21, 25, 29 … modules wide.
    expect((modules - 21) % 4).toBe(0);
    expect(modules).toBeGreaterThanOrEqual(21);
  });

  it('draws the top-left finder pattern inside the quiet zone', () => {
    // The finder's first row is seven dark modules starting at (4, 4); its second row is
    // a dark module, five light ones and a dark one.
    expect(shape.path.startsWith(`M4 4h7v1h-7z`)).toBe(true);
    expect(shape.path).toContain('M4 5h1v1h-1z');
    expect(shape.path).toContain('M10 5h1v1h-1z');
  });

  it('is deterministic and changes with the text (each poll draws a new code)', () => {
    expect(qrCodeShape(bankidFixtureQr.atZero)).toEqual(shape);
    const next = bankidFixtureQr.atZero.replace('.0.', '.1.');
    expect(qrCodeShape(next).path).not.toBe(shape.path);
  });
});
