import { DEFAULT_LOCALE, type Locale } from '@lingon/contracts/content/model';
import type { StaticPage } from '@lingon/contracts/content/static-page';
import useSWR from 'swr';
import { contentKey, contentRequest, contentSwrOptions, fetchContent } from './content-query';

/** A static page by slug ('' is the start page); `data` is null when there is no such page. */
export function useStaticPage(slug: string | null, locale: Locale = DEFAULT_LOCALE) {
  const request = slug === null ? null : contentRequest('staticPage', { slug }, locale);
  return useSWR<StaticPage | null>(
    request ? contentKey(request) : null,
    () => (request ? fetchContent(request) : null),
    contentSwrOptions,
  );
}
