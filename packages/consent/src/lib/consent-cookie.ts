import { z } from 'zod';
import {
  CONSENT_COOKIE,
  CONSENT_GROUPS,
  CONSENT_LIFETIME_MONTHS,
  CONSENT_VERSION,
  NECESSARY_GROUP,
  type ConsentGroup,
} from './consent-groups';

/** A stored consent choice. */
export interface ConsentRecord {
  /** Active groups in CONSENT_GROUPS order; always includes C0001. */
  groups: ConsentGroup[];
  version: number;
  /** When the choice was made. */
  timestamp: Date;
}

/**
 * Known groups only, without duplicates, in CONSENT_GROUPS order, with C0001 added:
 * necessary cookies are never optional, whatever the input says.
 */
export function normaliseGroups(groups: Iterable<string>): ConsentGroup[] {
  const wanted = new Set<string>([NECESSARY_GROUP]);
  for (const group of groups) wanted.add(group.trim().toUpperCase());
  return CONSENT_GROUPS.filter((group) => wanted.has(group));
}

/** The OneTrust-style string form: ',C0001,C0002,' (commas on both ends so ',C0002,' matches exactly). */
export function formatActiveGroups(groups: readonly ConsentGroup[]): string {
  return groups.length === 0 ? ',' : `,${groups.join(',')},`;
}

/** Reads ',C0001,C0002,' (or without the outer commas) back into groups; unknown ids are dropped. */
export function parseActiveGroups(value: string): ConsentGroup[] {
  const ids = value.split(',').map((part) => part.trim().toUpperCase());
  return CONSENT_GROUPS.filter((group) => ids.includes(group));
}

export interface GroupDiff {
  added: ConsentGroup[];
  removed: ConsentGroup[];
  changed: boolean;
}

/** Which groups a change turns on and off. */
export function diffGroups(
  previous: readonly ConsentGroup[],
  next: readonly ConsentGroup[],
): GroupDiff {
  const added = next.filter((group) => !previous.includes(group));
  const removed = previous.filter((group) => !next.includes(group));
  return { added, removed, changed: added.length > 0 || removed.length > 0 };
}

/** The same moment CONSENT_LIFETIME_MONTHS later (calendar months, clamped like Date does). */
export function consentExpiry(timestamp: Date): Date {
  const expiry = new Date(timestamp.getTime());
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_LIFETIME_MONTHS);
  return expiry;
}

/** The raw value of one cookie in a document.cookie string, or null. */
export function readCookieValue(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

const cookieFieldsSchema = z.object({
  groups: z.string(),
  version: z.coerce.number().int().positive(),
  ts: z.iso.datetime({ offset: true }),
});

/**
 * The stored choice from a document.cookie string, or null when there is none, it is corrupt,
 * it was made for another CONSENT_VERSION or it is older than its lifetime: in each of those
 * cases the visitor is asked again.
 */
export function parseConsentCookie(
  cookieString: string,
  now: Date = new Date(),
): ConsentRecord | null {
  const raw = readCookieValue(cookieString, CONSENT_COOKIE);
  if (raw === null || raw === '') return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return null;
  }
  const fields = cookieFieldsSchema.safeParse({
    groups: params.get('groups') ?? undefined,
    version: params.get('version') ?? undefined,
    ts: params.get('ts') ?? undefined,
  });
  if (!fields.success || fields.data.version !== CONSENT_VERSION) return null;
  const timestamp = new Date(fields.data.ts);
  // A choice from the future means a wrong clock or a forged cookie; ask again.
  if (timestamp.getTime() > now.getTime() || consentExpiry(timestamp) <= now) return null;
  return {
    groups: normaliseGroups(parseActiveGroups(fields.data.groups)),
    version: CONSENT_VERSION,
    timestamp,
  };
}

/**
 * The cookie value: URL-encoded key=value pairs, so scripts can read it with URLSearchParams,
 * e.g. groups=C0001%2CC0002&version=1&ts=2026-11-22T10%3A00%3A00.000Z.
 */
export function formatConsentValue(record: ConsentRecord): string {
  return new URLSearchParams({
    groups: normaliseGroups(record.groups).join(','),
    version: String(record.version),
    ts: record.timestamp.toISOString(),
  }).toString();
}

export interface CookieAttributes {
  /** Adds Secure; set it on https so the choice never travels in clear text. */
  secure: boolean;
}

/** A string for `document.cookie = …` that stores the choice for its lifetime on the whole site. */
export function serialiseConsentCookie(
  record: ConsentRecord,
  { secure }: CookieAttributes,
): string {
  const expiry = consentExpiry(record.timestamp);
  const maxAge = Math.max(0, Math.round((expiry.getTime() - record.timestamp.getTime()) / 1000));
  return [
    `${CONSENT_COOKIE}=${formatConsentValue(record)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    `Expires=${expiry.toUTCString()}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** A string for `document.cookie = …` that deletes the stored choice. */
export function clearConsentCookie(): string {
  return `${CONSENT_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
