import { formatNumber } from '@lingon/design-system/lib/format';
import { formatPostcode } from '@lingon/forms/format';
import { formatSwedishMobile, toMsisdn } from '@lingon/contracts/phone';
import { formatRemainingDays, remainingDays } from '@lingon/contracts/mypages/rules';
import type { Balance } from '@lingon/contracts/mypages/schemas';

/**
 * A quantity (GB, minutes, sms) with at most one decimal: '18,4' · '250' · '1 024'. The design
 * system's formatNumber writes the digits and the group separator; it gives a fraction two
 * decimals, and the second of a value rounded to tenths is always a 0, which is dropped.
 */
export function formatQuantity(value: number): string {
  const tenths = Math.round(value * 10) / 10;
  const text = formatNumber(tenths);
  return Number.isInteger(tenths) ? text : text.slice(0, -1);
}

/** SPEC §3/§5: -1 (or Infinity) means unlimited, shown as 'Fria'. */
export function isUnlimited(value: number): boolean {
  return value === -1 || value === Infinity;
}

/** An amount with its unit, or 'Fria' when unlimited: '18,4 GB', '250 min', 'Fria'. */
export function formatAmount(value: number, unit: string): string {
  if (isUnlimited(value)) return 'Fria';
  return `${formatQuantity(value)}\u00a0${unit}`;
}

export interface DataLeft {
  /** What is left, e.g. '18,4 GB' or 'Fria'. */
  remaining: string;
  /** The period's allowance, e.g. '30 GB'; null when unlimited. */
  total: string | null;
  /** Share left, 0–100, for a progress bar; null when unlimited or unknown. */
  percentLeft: number | null;
  /** One sentence for the card: 'Kvar 18,4 av 30 GB' / 'Fri surf'. */
  summary: string;
}

/** What is left of the data allowance (remaining includes rollover and extra surf already). */
export function dataLeft(data: NonNullable<Balance['data']>): DataLeft {
  if (isUnlimited(data.remaining) || isUnlimited(data.total)) {
    return { remaining: 'Fria', total: null, percentLeft: null, summary: 'Fri surf' };
  }
  const percentLeft =
    data.total > 0
      ? Math.max(0, Math.min(100, Math.round((data.remaining / data.total) * 100)))
      : 0;
  return {
    remaining: formatAmount(data.remaining, data.unit),
    total: formatAmount(data.total, data.unit),
    percentLeft,
    summary: `Kvar ${formatQuantity(data.remaining)} av ${formatAmount(data.total, data.unit)}`,
  };
}

/** 'Går ut om 12 dagar (2026-12-04)' style text for a date, counted on the calendar (SPEC §5). */
export function daysLeftText(date: string | null, now: Date): string | null {
  if (!date) return null;
  const days = remainingDays(date, now);
  if (days === null) return null;
  return formatRemainingDays(days);
}

const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Stockholm',
});

/** A calendar date or a moment in Swedish: '4 december 2026'. */
export function formatDate(value: string | Date): string {
  return dateFormat.format(toDate(value));
}

/** A date-only value ('2026-11-26') is that day at noon, so no time zone moves it a day. */
function toDate(value: string | Date): Date {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00Z`)
    : new Date(value);
}

/**
 * A period as one date range, the parts the two dates share said once: '1–26 november 2026',
 * '15 oktober–14 november 2026'.
 */
export function formatDateRange(start: string | Date, end: string | Date): string {
  return dateFormat.formatRange(toDate(start), toDate(end));
}

/**
 * A postal address on one line: 'Anna Andersson, Lingonvägen 12, 123 45 Stockholm'. The
 * postcode's two parts are joined by a no-break space, so a narrow line never breaks it in two.
 */
export function formatAddress(address: {
  name?: string;
  street: string;
  zipcode: string;
  city: string;
}): string {
  const postcode = formatPostcode(address.zipcode).replace(' ', '\u00a0');
  return [address.name, address.street, `${postcode} ${address.city}`].filter(Boolean).join(', ');
}

/**
 * A number as people write it: a mobile number by the one rule (`formatSwedishMobile`,
 * '46701234567' → '070-123 45 67'), a Stockholm fixed line '46850012345' → '08-500 123 45';
 * anything else as it is.
 */
export function formatMsisdn(msisdn: string): string {
  if (toMsisdn(msisdn) === msisdn) return formatSwedishMobile(msisdn);
  const stockholm = /^468(\d{3})(\d{3})(\d{2})$/.exec(msisdn);
  if (stockholm) return `08-${stockholm[1]} ${stockholm[2]} ${stockholm[3]}`;
  return msisdn;
}
