import type { DynamicPage } from '@lingon/contracts/content/dynamic-page';
import { DEFAULT_LOCALE, type Locale } from '@lingon/contracts/content/model';
import useSWR from 'swr';
import { contentKey, contentRequest, contentSwrOptions, fetchContent } from './content-query';

/** A dynamic page (country, mobile guide, campaign) by slug; `data` is null when missing. */
export function useDynamicPage(slug: string | null, locale: Locale = DEFAULT_LOCALE) {
  const request = slug === null ? null : contentRequest('dynamicPage', { slug }, locale);
  return useSWR<DynamicPage | null>(
    request ? contentKey(request) : null,
    () => (request ? fetchContent(request) : null),
    contentSwrOptions,
  );
}
