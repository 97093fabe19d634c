import type { BankidDevice } from '@lingon/contracts/bankid/messages';

/** Below this width a touch device is treated as a phone (the layout's small breakpoint). */
export const PHONE_MAX_VIEWPORT_WIDTH = 767;

const MOBILE_USER_AGENT =
  /\b(Android|iPhone|iPad|iPod|Mobile|Windows Phone|IEMobile|Opera Mini|BlackBerry|webOS)\b/i;

export interface DeviceHints {
  userAgent: string;
  /** window.innerWidth */
  viewportWidth: number;
  /** navigator.maxTouchPoints (0 on a computer without a touch screen). */
  maxTouchPoints: number;
}

/**
 * Where BankID runs: on a phone or tablet the app is on this device (autostart button); on a
 * computer the user scans the animated QR code with their phone. iPadOS claims to be a Mac, so a
 * touch "Mac" is a tablet; a narrow window counts only on a touch screen, so a small desktop
 * window still gets the QR code.
 */
export function detectBankidDevice(hints: DeviceHints): BankidDevice {
  if (MOBILE_USER_AGENT.test(hints.userAgent)) return 'phone';
  if (/\bMacintosh\b/.test(hints.userAgent) && hints.maxTouchPoints > 1) return 'phone';
  if (hints.maxTouchPoints > 0 && hints.viewportWidth <= PHONE_MAX_VIEWPORT_WIDTH) return 'phone';
  return 'computer';
}

/** The current browser's device (the site renders the checkout in the browser only). */
export function currentBankidDevice(): BankidDevice {
  if (typeof window === 'undefined') return 'computer';
  return detectBankidDevice({
    userAgent: window.navigator.userAgent,
    viewportWidth: window.innerWidth,
    maxTouchPoints: window.navigator.maxTouchPoints ?? 0,
  });
}
