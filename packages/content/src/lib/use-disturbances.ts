import { useContractQuery } from '@lingon/contracts/query';
import { disturbancesContract } from '@lingon/contracts/site/disturbances';

/** Every disturbance, ongoing and recently resolved; refreshed every minute while shown. */
export function useDisturbances() {
  return useContractQuery(
    disturbancesContract,
    { query: { status: 'all' } },
    { refreshInterval: 60_000 },
  );
}
