import {
  addressSearchContract,
  ADDRESS_SEARCH_MAX_RESULTS,
  type AddressHit,
} from '@lingon/contracts/broadband/address-search';
import {
  evaluateAddressContract,
  type EvaluateAddressRequest,
} from '@lingon/contracts/broadband/evaluate-address';
import { apiCall, swrKey } from '@lingon/contracts/client';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { SUGGESTION_DEBOUNCE_MS, suggestionQuery } from './lib/address-flow';
import { useDebouncedValue } from './use-debounced-value';

function searchInput(searchString: string) {
  return {
    body: { searchString, bestHitsOnly: true, maxResults: ADDRESS_SEARCH_MAX_RESULTS },
  } as const;
}

/** One address search (SPEC §7): best hits only, at most 10. */
export function searchAddresses(searchString: string): Promise<AddressHit[]> {
  return apiCall(addressSearchContract, searchInput(searchString));
}

export interface AddressSuggestions {
  hits: AddressHit[];
  /** The normalised text the hits answer, or null while the text is too short. */
  query: string | null;
  /** A request is on its way or the visitor is still typing. */
  searching: boolean;
  error: unknown;
}

/**
 * Suggestions as the visitor types: debounced, from two characters, normalised (SPEC §5).
 * `enabled: false` pauses the search (e.g. right after a suggestion was chosen).
 */
export function useAddressSuggestions(text: string, enabled = true): AddressSuggestions {
  const settled = useDebouncedValue(text, SUGGESTION_DEBOUNCE_MS);
  const query = enabled ? suggestionQuery(settled) : null;
  const input = query ? searchInput(query) : null;
  const { data, error, isLoading } = useSWR(
    input ? swrKey(addressSearchContract, input) : null,
    () => apiCall(addressSearchContract, input ?? searchInput('')),
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true },
  );
  const typing = enabled && suggestionQuery(text) !== query;
  return {
    hits: query && !error ? (data ?? []) : [],
    query,
    searching: Boolean(query) && (isLoading || typing),
    error: query ? error : undefined,
  };
}

/** Evaluate an address (SPEC §7): its homes, the offering and, when uncovered, a potential customer. */
export function useEvaluateAddress() {
  return useSWRMutation(
    swrKey(evaluateAddressContract),
    (_key: unknown, { arg }: { arg: EvaluateAddressRequest }) =>
      apiCall(evaluateAddressContract, { body: arg }),
    { throwOnError: true },
  );
}
