import {
  formatAddressHit,
  normaliseAddressSearch,
  type AddressHit,
} from '@lingon/contracts/broadband/address-search';
import {
  needsApartmentChoice,
  type EvaluateAddressRequest,
  type EvaluateAddressResponse,
  type EvaluatedAddress,
} from '@lingon/contracts/broadband/evaluate-address';
import { isCovered } from '@lingon/contracts/broadband/product';

/** Suggestions start at two typed characters (fewer match half the country). */
export const SUGGESTION_MIN_LENGTH = 2;
/** Wait this long after the last keystroke before asking for suggestions. */
export const SUGGESTION_DEBOUNCE_MS = 250;

/** The error text of SPEC §8 when the address search or evaluation fails. */
export const ADDRESS_SERVICE_ERROR =
  'Just nu har vi problem med vår adresssökning. Vi jobbar med att lösa det så fort som möjligt, vänligen försök lite senare.';

/**
 * The search string to ask suggestions for, or null when the text is too short. The text is
 * normalised as SPEC §5 says ("Storgatan 3 A, Lund" → "Storgatan 3A Lund").
 */
export function suggestionQuery(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length < SUGGESTION_MIN_LENGTH) return null;
  const normalised = normaliseAddressSearch(trimmed).trim();
  return normalised.length >= SUGGESTION_MIN_LENGTH ? normalised : null;
}

/** The hit the visitor means: the chosen suggestion while the input still shows it, else none. */
export function chosenHitFor(text: string, chosen: AddressHit | null): AddressHit | null {
  if (!chosen) return null;
  return formatAddressHit(chosen) === text.trim() ? chosen : null;
}

/** What typed text means when no suggestion was chosen. */
export type TypedAddressMatch =
  { kind: 'none' } | { kind: 'one'; hit: AddressHit } | { kind: 'several'; hits: AddressHit[] };

/** Letters and digits only, lower case: "Storgatan 3 A, Lund" and "storgatan 3a lund" agree. */
function addressKey(text: string): string {
  return text.toLocaleLowerCase('sv-SE').replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The address the visitor means by text they typed without choosing a suggestion: the one hit,
 * or the hit their text spells out in full ("storgatan 1 lund" is "Storgatan 1, Lund"). Text that
 * matches several addresses is theirs to choose among; it is never narrowed to the first hit.
 */
export function matchTypedAddress(text: string, hits: readonly AddressHit[]): TypedAddressMatch {
  const [first] = hits;
  if (!first) return { kind: 'none' };
  if (hits.length === 1) return { kind: 'one', hit: first };
  const typed = addressKey(text);
  const spelled = hits.find((hit) => addressKey(formatAddressHit(hit)) === typed);
  return spelled ? { kind: 'one', hit: spelled } : { kind: 'several', hits: [...hits] };
}

/** Shown when the typed text matches several addresses and none was chosen. */
export function severalAddressesText(text: string): string {
  return `Flera adresser matchar ”${text.trim()}”. Välj din adress i listan.`;
}

/** The evaluation request for a hit (SPEC §3: productCategory is sent empty). */
export function evaluateRequestFor(hit: AddressHit): EvaluateAddressRequest {
  return {
    city: hit.city,
    entrance: hit.entrance,
    streetName: hit.streetName,
    streetNumber: hit.streetNumber,
    productCategory: '',
  };
}

export type EvaluationOutcome =
  | { kind: 'not-covered'; potentialCustomerId: string | null }
  | { kind: 'choose-apartment'; addresses: EvaluatedAddress[] }
  | { kind: 'covered'; home: EvaluatedAddress };

/**
 * SPEC §4/§5: no product at the address → waiting list; several homes, or one whose entrance
 * differs from the typed one → apartment picker; otherwise the single home is the one.
 */
export function evaluationOutcome(
  evaluation: EvaluateAddressResponse,
  enteredEntrance: string,
): EvaluationOutcome {
  const [first] = evaluation.addresses;
  if (!first || !isCovered(evaluation.product)) {
    return { kind: 'not-covered', potentialCustomerId: evaluation.potentialCustomer?.id ?? null };
  }
  if (needsApartmentChoice(evaluation.addresses, enteredEntrance)) {
    return { kind: 'choose-apartment', addresses: evaluation.addresses };
  }
  return { kind: 'covered', home: first };
}

/**
 * The offering of a chosen home as far as the address evaluation knows it: the evaluation's
 * offering belongs to its first home; for any other home it is undefined, and the home's point
 * must be asked for its own (access id, products).
 */
export function offeringForHome(
  evaluation: Pick<EvaluateAddressResponse, 'addresses' | 'product'>,
  pointId: string,
): EvaluateAddressResponse['product'] | undefined {
  return pointId === evaluation.addresses[0]?.pointId ? evaluation.product : undefined;
}

/**
 * The address to store for a chosen home: the home's own entrance and zipcode win, and the home
 * itself (point, apartment, operator) goes with it, so a reloaded checkout knows which home it is.
 */
export function homeAddress(
  hit: AddressHit,
  home: EvaluatedAddress | null,
): AddressHit &
  Partial<Pick<EvaluatedAddress, 'pointId' | 'apartmentNumber' | 'communicationOperatorId'>> {
  if (!home) return hit;
  return {
    streetName: home.streetName || hit.streetName,
    streetNumber: home.streetNumber || hit.streetNumber,
    entrance: home.entrance,
    city: home.city || hit.city,
    zipcode: home.zipcode || hit.zipcode,
    pointId: home.pointId,
    apartmentNumber: home.apartmentNumber,
    communicationOperatorId: home.communicationOperatorId,
  };
}

/**
 * A home as the visitor reads it: the address as SPEC §3 displays it, then the apartment
 * ('Storgatan 3 B, Lund, lgh 1101'); a house has no apartment number and no 'lgh'.
 */
export function formatHomeAddress(
  address: Pick<AddressHit, 'streetName' | 'streetNumber' | 'entrance' | 'city'>,
  apartmentNumber?: string | null,
): string {
  const apartment = apartmentNumber?.trim();
  return apartment ? `${formatAddressHit(address)}, lgh ${apartment}` : formatAddressHit(address);
}

/** One home as the design system's apartment picker shows it. */
export interface PickerApartment {
  pointId: string;
  apartmentNumber: string;
  entrance: string;
  label?: string;
}

/**
 * Homes for the apartment picker. A home without an apartment number (a house, or a whole
 * entrance) is labelled by its street address instead of an empty "Lgh".
 */
export function toApartments(addresses: readonly EvaluatedAddress[]): PickerApartment[] {
  return addresses.map((home) => ({
    pointId: home.pointId,
    apartmentNumber: home.apartmentNumber,
    entrance: home.entrance,
    ...(home.apartmentNumber.trim()
      ? {}
      : {
          label: [home.streetName, home.streetNumber, home.entrance]
            .map((part) => part.trim())
            .filter(Boolean)
            .join(' '),
        }),
  }));
}
