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

/** The address to store for a chosen home: the home's own entrance and zipcode win. */
export function homeAddress(hit: AddressHit, home: EvaluatedAddress | null): AddressHit {
  if (!home) return hit;
  return {
    streetName: home.streetName || hit.streetName,
    streetNumber: home.streetNumber || hit.streetNumber,
    entrance: home.entrance,
    city: home.city || hit.city,
    zipcode: home.zipcode || hit.zipcode,
  };
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
