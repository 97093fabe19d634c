import { describe, expect, it } from 'vitest';
import { detectBankidDevice } from './device';

const chromeWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const safariMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

describe('detectBankidDevice', () => {
  it('treats phones and tablets by user agent as phones', () => {
    expect(detectBankidDevice({ userAgent: iphone, viewportWidth: 390, maxTouchPoints: 5 })).toBe(
      'phone',
    );
    expect(detectBankidDevice({ userAgent: android, viewportWidth: 1200, maxTouchPoints: 5 })).toBe(
      'phone',
    );
  });

  it('treats an iPad that claims to be a Mac as a phone', () => {
    expect(
      detectBankidDevice({ userAgent: safariMac, viewportWidth: 1024, maxTouchPoints: 5 }),
    ).toBe('phone');
    expect(
      detectBankidDevice({ userAgent: safariMac, viewportWidth: 1440, maxTouchPoints: 0 }),
    ).toBe('computer');
  });

  it('counts a narrow window only on a touch screen', () => {
    expect(
      detectBankidDevice({ userAgent: chromeWindows, viewportWidth: 500, maxTouchPoints: 0 }),
    ).toBe('computer');
    expect(
      detectBankidDevice({ userAgent: chromeWindows, viewportWidth: 500, maxTouchPoints: 10 }),
    ).toBe('phone');
    expect(
      detectBankidDevice({ userAgent: chromeWindows, viewportWidth: 1280, maxTouchPoints: 10 }),
    ).toBe('computer');
  });
});
