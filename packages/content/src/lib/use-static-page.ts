import { DEFAULT_LOCALE, type Locale } from '@lingon/contracts/content/model';
import { contentRequest, useContent } from './content-query';

/** A static page by slug ('' is the start page); `data` is null when there is no such page. */
export function useStaticPage(slug: string | null, locale: Locale = DEFAULT_LOCALE) {
  return useContent(slug === null ? null : contentRequest('staticPage', { slug }, locale));
}
