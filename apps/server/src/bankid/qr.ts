import { createHmac } from 'node:crypto';

/** `qrAuthCode`: lowercase hex HMAC-SHA256, key = the ASCII of qrStartSecret, message = time. */
export function qrAuthCode(qrStartSecret: string, time: number): string {
  return createHmac('sha256', Buffer.from(qrStartSecret, 'ascii'))
    .update(String(time))
    .digest('hex');
}

/** The animated QR content for `time` whole seconds after the order was created. */
export function qrCodeContent(qrStartToken: string, qrStartSecret: string, time: number): string {
  const seconds = Math.max(0, Math.floor(time));
  return `bankid.${qrStartToken}.${seconds}.${qrAuthCode(qrStartSecret, seconds)}`;
}

/** Whole seconds between the order's creation and now. */
export function qrTime(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 1000));
}
