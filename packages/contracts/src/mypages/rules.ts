/**
 * Pure my-pages rules (SPEC §4, §5, §9), shared by the site and the server. The family checkout's
 * phone-number rule is `normaliseFamilyPhoneNumber` in `../phone`, on top of the one mobile rule.
 */

/** Binding period (months) that makes a family checkout a family campaign (SPEC §9). */
export const FAMILY_CAMPAIGN_BINDING_MONTHS = 12;

/** An order confirmation counts as new for this many days (SPEC §9). */
export const ORDER_CONFIRMATION_NEW_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The family campaign applies to a 12-month binding (SPEC §5). */
export function isFamilyCampaignActive(bindingPeriod: number | string | null | undefined): boolean {
  if (bindingPeriod === null || bindingPeriod === undefined || bindingPeriod === '') return false;
  return Number(bindingPeriod) === FAMILY_CAMPAIGN_BINDING_MONTHS;
}

/**
 * 'Open' once an order confirmation was inserted more than 7 days ago, else 'NEW' (SPEC §4).
 * A date that cannot be read is treated as old rather than flagged as new forever.
 */
export function orderConfirmationStatus(insertedOn: Date | string, now: Date): 'NEW' | 'Open' {
  const inserted = insertedOn instanceof Date ? insertedOn.getTime() : Date.parse(insertedOn);
  if (Number.isNaN(inserted)) return 'Open';
  return now.getTime() - inserted > ORDER_CONFIRMATION_NEW_DAYS * DAY_MS ? 'Open' : 'NEW';
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** '20261122' → '2026-11-22' (SPEC §5); anything that is not an 8-digit calendar date is returned as is. */
export function formatEightDigitDate(value: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return value;
  return `${year}-${month}-${day}`;
}

/**
 * Parse a price as whole kronor (SPEC §5: prices are integers): '1 990 kr' → 1990, '199,50' → 199,
 * 349.9 → 349. Null when there is no number to read.
 */
export function parsePrice(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  const match = /^-?\d+/.exec(value.replace(/[\s\u00a0]/g, ''));
  if (!match) return null;
  const parsed = Number.parseInt(match[0], 10);
  return Object.is(parsed, -0) ? 0 : parsed;
}

/** The calendar date (year, month, day) of a moment in Sweden. */
export function swedishCalendarDay(moment: Date): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'));
}

/** The calendar day of an until-value: 'YYYY-MM-DD', 'YYYYMMDD', or a Date/timestamp (Swedish time). */
function untilCalendarDay(until: Date | string | number): number | null {
  if (typeof until === 'string') {
    const iso = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(until.trim());
    if (iso) {
      const [, y, m, d] = iso.map(Number) as [number, number, number, number];
      return isCalendarDate(y, m, d) ? Date.UTC(y, m - 1, d) : null;
    }
    const parsed = Date.parse(until);
    return Number.isNaN(parsed) ? null : swedishCalendarDay(new Date(parsed));
  }
  const moment = until instanceof Date ? until : new Date(until);
  return Number.isNaN(moment.getTime()) ? null : swedishCalendarDay(moment);
}

/**
 * Whole calendar days from today (in Sweden) until a date, counted on the calendar so leap days
 * and daylight-saving shifts count right (SPEC §5). -1 or Infinity mean unlimited → Infinity;
 * a past date gives 0; an unreadable value gives null.
 */
export function remainingDays(
  until: Date | string | number | null | undefined,
  now: Date,
): number | null {
  if (until === null || until === undefined) return null;
  if (until === -1 || until === '-1' || until === Infinity || until === 'Infinity') return Infinity;
  const day = untilCalendarDay(until);
  if (day === null) return null;
  return Math.max(0, Math.round((day - swedishCalendarDay(now)) / DAY_MS));
}

/** 'Fria' for unlimited (-1 or Infinity, SPEC §5), else '1 dag' / 'N dagar'. */
export function formatRemainingDays(days: number): string {
  if (days === -1 || days === Infinity) return 'Fria';
  const whole = Math.max(0, Math.trunc(days));
  return whole === 1 ? '1 dag' : `${whole} dagar`;
}

/** The checkout steps the site accepts (SPEC §4). */
export const CHECKOUT_STEPS = ['input', 'confirmation', 'review', 'purchase', 'thank-you'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** True for an allowed checkout step; callers ignore any other value. */
export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);
}

/** A consent or opt-out answer flips between APPROVED and DENIED (SPEC §4). */
export function toggleConsent(status: 'APPROVED' | 'DENIED'): 'APPROVED' | 'DENIED' {
  return status === 'APPROVED' ? 'DENIED' : 'APPROVED';
}
