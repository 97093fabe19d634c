import { apiCall, swrKey } from '@lingon/contracts/client';
import { disturbancesContract } from '@lingon/contracts/site/disturbances';
import useSWR from 'swr';

/** Every disturbance, ongoing and recently resolved; refreshed every minute while shown. */
export function useDisturbances() {
  const input = { query: { status: 'all' as const } };
  return useSWR(swrKey(disturbancesContract, input), () => apiCall(disturbancesContract, input), {
    refreshInterval: 60_000,
  });
}
