import { apiCall, swrKey } from '@lingon/contracts/client';
import { reviewsContract } from '@lingon/contracts/site/reviews';
import useSWR from 'swr';

/** The newest reviews and the average over all of them. */
export function useReviews(limit = 6) {
  const input = { query: { limit } };
  return useSWR(swrKey(reviewsContract, input), () => apiCall(reviewsContract, input), {
    revalidateOnFocus: false,
  });
}
