import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRInfinite, {
  type SWRInfiniteConfiguration,
  type SWRInfiniteResponse,
} from 'swr/infinite';
import useSWRMutation, {
  type SWRMutationConfiguration,
  type SWRMutationResponse,
} from 'swr/mutation';
import { apiCall, swrKey, type CallInput } from './client';
import type { AnyContract, ContractResponse } from './contract';

/**
 * The one way a widget reads or writes a service (docs/architecture.md "Data"): a contract plus
 * its input. The SWR key is the contract id and the input, so equal calls share one cache entry
 * and the cache always holds the contract's response as the contract describes it — derive
 * other shapes from `data` in the hook, never store them under the contract's key.
 */
export type ContractInput<C extends AnyContract> = Omit<CallInput<C>, 'signal'>;

export type ContractQueryOptions<C extends AnyContract> = SWRConfiguration<
  ContractResponse<C>,
  unknown
>;

/**
 * Read one call. `input` null asks nothing (a dependent query whose input is not known yet).
 * Polling is `refreshInterval` (a number or a function of the latest data); turn it off by
 * returning 0.
 */
export function useContractQuery<C extends AnyContract>(
  contract: C,
  input: ContractInput<C> | null,
  options?: ContractQueryOptions<C>,
): SWRResponse<ContractResponse<C>, unknown> {
  return useSWR(
    input ? swrKey(contract, input) : null,
    () => apiCall(contract, input ?? {}),
    options,
  );
}

/**
 * Read a static JSON file of the built site (not a service, so no contract): fetched without the
 * HTTP cache and parsed by `parse`, which answers null for a body it does not recognise. The same
 * SWR options as a contract query, so polling is `refreshInterval` here too.
 */
export function useStaticJson<T>(
  path: string | null,
  parse: (body: unknown) => T | null,
  options?: SWRConfiguration<T | null, unknown>,
): SWRResponse<T | null, unknown> {
  return useSWR(
    path ? (['static', path] as const) : null,
    async () => {
      const response = await fetch(path ?? '', { cache: 'no-store' });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return parse(await response.json());
    },
    options,
  );
}

/**
 * A paged read: `pageInput(index, previousPage)` gives the input of each page, or null when there
 * is no further page.
 */
export function useContractInfiniteQuery<C extends AnyContract>(
  contract: C,
  pageInput: (index: number, previous: ContractResponse<C> | null) => ContractInput<C> | null,
  options?: SWRInfiniteConfiguration<ContractResponse<C>, unknown>,
): SWRInfiniteResponse<ContractResponse<C>, unknown> {
  return useSWRInfinite(
    (index, previous: ContractResponse<C> | null) => {
      const input = pageInput(index, previous);
      return input ? swrKey(contract, input) : null;
    },
    ([, encoded]: readonly [string, string]) =>
      apiCall(contract, JSON.parse(encoded) as ContractInput<C>),
    options,
  );
}

export type ContractMutationOptions<C extends AnyContract> = SWRMutationConfiguration<
  ContractResponse<C>,
  unknown,
  readonly [string, 'mutation'],
  ContractInput<C>
>;

/**
 * Write through one call: `trigger(input)` sends it and resolves with the response (or rejects
 * with the ApiError); `isMutating`, `error`, `data` and `reset` are the call's state. When calls
 * overlap, the state follows the latest trigger only ("latest request wins").
 */
export function useContractMutation<C extends AnyContract>(
  contract: C,
  options?: ContractMutationOptions<C>,
): SWRMutationResponse<
  ContractResponse<C>,
  unknown,
  readonly [string, 'mutation'],
  ContractInput<C>
> {
  const fetcher = useCallback(
    (_key: readonly [string, 'mutation'], { arg }: { arg: ContractInput<C> }) =>
      apiCall(contract, arg),
    [contract],
  );
  return useSWRMutation([contract.id, 'mutation'] as const, fetcher, {
    throwOnError: true,
    ...options,
  });
}

/**
 * Write or refresh the cached answer of a call from outside its query: `set` primes the cache
 * with an answer already in hand (no request), `revalidate` asks again for every reader.
 */
export function useContractCache() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      set<C extends AnyContract>(contract: C, input: ContractInput<C>, data: ContractResponse<C>) {
        return mutate(swrKey(contract, input), data, { revalidate: false });
      },
      revalidate<C extends AnyContract>(contract: C, input: ContractInput<C>) {
        return mutate(swrKey(contract, input));
      },
    }),
    [mutate],
  );
}
