import {
  addressSearchContract,
  ADDRESS_SEARCH_MAX_RESULTS,
  type AddressHit,
} from '@lingon/contracts/broadband/address-search';
import {
  evaluateAddressContract,
  type EvaluateAddressRequest,
} from '@lingon/contracts/broadband/evaluate-address';
import { useContractMutation, useContractQuery } from '@lingon/contracts/query';
import { SUGGESTION_DEBOUNCE_MS, suggestionQuery } from './lib/address-flow';
import { useDebouncedValue } from './use-debounced-value';

function searchInput(searchString: string) {
  return {
    body: { searchString, bestHitsOnly: true, maxResults: ADDRESS_SEARCH_MAX_RESULTS },
  } as const;
}

/** One address search on demand (SPEC §7: best hits only, at most 10): `search(text)`. */
export function useAddressSearch() {
  const { trigger } = useContractMutation(addressSearchContract);
  return (searchString: string): Promise<AddressHit[]> => trigger(searchInput(searchString));
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
  const { data, error, isLoading } = useContractQuery(addressSearchContract, input, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
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
  const { trigger } = useContractMutation(evaluateAddressContract);
  return (body: EvaluateAddressRequest) => trigger({ body });
}
