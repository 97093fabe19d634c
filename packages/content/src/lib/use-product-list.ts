import { DEFAULT_LOCALE, type Locale } from '@lingon/contracts/content/model';
import type { ProductList, ProductListType } from '@lingon/contracts/content/product-lists';
import useSWR from 'swr';
import { contentKey, contentRequest, contentSwrOptions, fetchContent } from './content-query';

/**
 * The content cards of one product list (mobile subscriptions, broadband connections, bundles,
 * short-term). Callers treat a failure as "no cards" (SPEC §8: no user-visible error).
 */
export function useProductList(type: ProductListType | null, locale: Locale = DEFAULT_LOCALE) {
  const request = type === null ? null : contentRequest('productList', { type }, locale);
  return useSWR<ProductList | null>(
    request ? contentKey(request) : null,
    () => (request ? fetchContent(request) : null),
    contentSwrOptions,
  );
}
