import { faqCategoriesContract } from '@lingon/contracts/support/faq-categories';
import { faqGuideContract } from '@lingon/contracts/support/faq-guide';
import { faqGuidesContract } from '@lingon/contracts/support/faq-guides';
import { faqSearchContract } from '@lingon/contracts/support/faq-search';
import type { FaqGuidePage } from '@lingon/contracts/support/model';
import { isApiError } from '@lingon/contracts/errors';
import { apiCall } from '@lingon/contracts/client';
import { useContractInfiniteQuery, useContractQuery } from '@lingon/contracts/query';
import { getClientId } from './client-id';
import { useClientId } from './use-client-id';

const options = {
  revalidateOnFocus: false,
  // A missing guide or a bad request will not change on retry.
  shouldRetryOnError: (error: unknown) =>
    !isApiError(error, 'not-found') && !isApiError(error, 'validation'),
} as const;

/**
 * The categories, asked for outside React: a route's loader, which names the page after its
 * category. Browser only (the client id lives in sessionStorage).
 */
export function fetchFaqCategories() {
  return apiCall(faqCategoriesContract, { query: { clientId: getClientId() } });
}

/**
 * One guide, asked for outside React (a guide route's loader, for its title and its canonical
 * address); the Guide takes the answer as its `guide`, so it is not asked for again.
 */
export function fetchFaqGuide(id: string) {
  return apiCall(faqGuideContract, { params: { id }, query: { clientId: getClientId() } });
}

export function useFaqCategories() {
  const clientId = useClientId();
  const input = clientId ? { query: { clientId } } : null;
  return useContractQuery(faqCategoriesContract, input, options);
}

export function useFaqGuide(id: string | null) {
  const clientId = useClientId();
  const input = clientId && id ? { params: { id }, query: { clientId } } : null;
  return useContractQuery(faqGuideContract, input, options);
}

/**
 * Guides page by page (skip/take), most popular first; `loadMore` fetches the next page and
 * `guides` holds every page loaded so far.
 */
export function usePopularGuides({
  take = 5,
  category,
}: { take?: number; category?: string } = {}) {
  const clientId = useClientId();
  const result = useContractInfiniteQuery(
    faqGuidesContract,
    (index, previous: FaqGuidePage | null) => {
      if (!clientId) return null;
      // The previous page reached the end: there is no next page to ask for.
      if (previous && previous.skip + previous.guides.length >= previous.total) return null;
      return { query: { clientId, skip: index * take, take, category } };
    },
    { ...options, revalidateFirstPage: false },
  );
  const pages = result.data ?? [];
  const guides = pages.flatMap((page) => page.guides);
  const total = pages[0]?.total ?? 0;
  const loadingMore =
    result.isLoading ||
    (result.size > 0 && result.data !== undefined && result.data[result.size - 1] === undefined);
  return {
    ...result,
    guides,
    total,
    hasMore: guides.length < total,
    loadingMore,
    loadMore: () => result.setSize((size) => size + 1),
  };
}

/** Search the guides; no call for fewer than 2 characters (the contract's minimum). */
export function useFaqSearch(query: string, take = 10) {
  const clientId = useClientId();
  const q = query.trim();
  const input = clientId && q.length >= 2 ? { query: { clientId, q, take } } : null;
  return useContractQuery(faqSearchContract, input, { ...options, keepPreviousData: true });
}
