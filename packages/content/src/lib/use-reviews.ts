import { useContractQuery } from '@lingon/contracts/query';
import { reviewsContract } from '@lingon/contracts/site/reviews';

/** The newest reviews and the average over all of them. */
export function useReviews(limit = 6) {
  return useContractQuery(reviewsContract, { query: { limit } }, { revalidateOnFocus: false });
}
