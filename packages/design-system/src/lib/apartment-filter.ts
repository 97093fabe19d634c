/** One home at an address, as the address evaluation returns it (SPEC §3). */
export interface Apartment {
  pointId: string;
  apartmentNumber: string;
  entrance: string;
  /** Optional display text that replaces "Lgh {apartmentNumber}". */
  label?: string;
}

const collator = new Intl.Collator('sv-SE', { numeric: true, sensitivity: 'base' });

/**
 * Reduce what the user typed to the characters an apartment number is compared on:
 * "Lgh 1101", "lgh.1101" and "1 101" all become "1101".
 */
export function normalizeApartmentQuery(query: string): string {
  return query
    .toLocaleLowerCase('sv-SE')
    .replace(/lägenhet(snummer|snr|en)?|lgh(-?nummer|-?nr)?/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function normalized(value: string): string {
  return value.toLocaleLowerCase('sv-SE').replace(/[^\p{L}\p{N}]/gu, '');
}

/** Natural order: 1001 before 1002 before 1101; then by entrance A, B, … */
export function compareApartments(a: Apartment, b: Apartment): number {
  return (
    collator.compare(a.apartmentNumber, b.apartmentNumber) ||
    collator.compare(a.entrance, b.entrance)
  );
}

/**
 * Apartments whose number (or label) contains the query, in natural order, with numbers
 * that start with the query first — typing "11" puts 1101 before 1011.
 * An empty query returns every apartment.
 */
export function filterApartments(apartments: readonly Apartment[], query: string): Apartment[] {
  const needle = normalizeApartmentQuery(query);
  const sorted = [...apartments].sort(compareApartments);
  if (!needle) return sorted;

  const starts: Apartment[] = [];
  const contains: Apartment[] = [];
  for (const apartment of sorted) {
    const number = normalized(apartment.apartmentNumber);
    if (number.startsWith(needle)) starts.push(apartment);
    else if (number.includes(needle) || normalized(apartment.label ?? '').includes(needle)) {
      contains.push(apartment);
    }
  }
  return [...starts, ...contains];
}

/** The main text of an apartment in a list: its label, or "Lgh 1101". */
export function apartmentLabel(apartment: Apartment): string {
  return apartment.label?.trim() || `Lgh ${apartment.apartmentNumber}`;
}

/** Secondary text naming the entrance ("Uppgång B"), when the address has one. */
export function apartmentEntranceText(apartment: Apartment): string | undefined {
  const entrance = apartment.entrance.trim();
  return entrance ? `Uppgång ${entrance}` : undefined;
}
