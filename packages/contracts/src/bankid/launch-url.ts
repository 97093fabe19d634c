import type { BankidDevice } from './messages';

/**
 * The link that opens the BankID app on this device. On a computer the app returns by itself
 * (`redirect=null`); on a phone the app opens `returnUrl` when done, so the browser comes back.
 */
export function bankidLaunchUrl(
  autoStartToken: string,
  options: { device: BankidDevice; returnUrl?: string },
): string {
  const token = encodeURIComponent(autoStartToken);
  if (options.device === 'phone') {
    const redirect = options.returnUrl ? encodeURIComponent(options.returnUrl) : 'null';
    return `https://app.bankid.com/?autostarttoken=${token}&redirect=${redirect}`;
  }
  return `bankid:///?autostarttoken=${token}&redirect=null`;
}
