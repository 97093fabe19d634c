/**
 * Swedish (sv-SE) number formatting for prices, counts and speeds.
 *
 * Intl's sv-SE group separator differs between ICU versions (U+00A0 in current CLDR, U+202F
 * in older/other data), so Node (prerender) and the browser could disagree and break hydration.
 * We format with Intl and then normalise every group separator to one character.
 */

/**
 * Thousands separator: a no-break space, as sv-SE writes "1 188" (current CLDR). Not the narrow
 * no-break space of older data: Inter draws it under 2 px wide, so "1 188 kr" read as "1188 kr".
 */
export const GROUP_SEPARATOR = '\u00a0';
/** Between a number and its unit: a no-break space, so "295 kr/mån" never wraps after 295. */
export const UNIT_SEPARATOR = '\u00a0';

/**
 * Made on first use: the first Intl object of a page loads the locale's data, tens of
 * milliseconds on a slow phone, and most pages that load this module format nothing at first.
 */
let integerFormat: Intl.NumberFormat | undefined;
let decimalFormat: Intl.NumberFormat | undefined;

/** Any space-like group separator Intl may produce (space, NBSP, narrow NBSP, thin space). */
const SPACES = /[\s\u00a0\u2009\u202f]/g;

/** "1188" → "1 188"; "1234.5" → "1 234,50". Whole amounts carry no decimals. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const rounded = Math.round(value * 100) / 100;
  const format = Number.isInteger(rounded)
    ? (integerFormat ??= new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 }))
    : (decimalFormat ??= new Intl.NumberFormat('sv-SE', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }));
  return format.format(rounded).replace(SPACES, GROUP_SEPARATOR);
}

/** "295 kr/mån" by default; pass unit 'kr' for one-off prices ("1 188 kr"). */
export function formatPrice(amount: number, unit = 'kr/mån'): string {
  const number = formatNumber(amount);
  return unit ? `${number}${UNIT_SEPARATOR}${unit}` : number;
}

export interface SpeedPair {
  /** Download speed in Mbit/s. */
  down: number;
  /** Upload speed in Mbit/s. */
  up: number;
}

/**
 * "250/250 Mbit/s". Speeds are written without group separators ("1000/1000 Mbit/s"),
 * the way Swedish broadband offers always print them.
 */
export function formatSpeed({ down, up }: SpeedPair): string {
  for (const value of [down, up]) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`Invalid speed: ${value}`);
  }
  return `${down}/${up}${UNIT_SEPARATOR}Mbit/s`;
}

/** Text shown inside a count badge: the count itself, or "99+" above the cap. */
export function formatBadgeCount(count: number, max = 99): string {
  const whole = Math.max(0, Math.floor(count));
  return whole > max ? `${max}+` : String(whole);
}
