import { DEFAULT_LOCALE, type Locale } from '@lingon/contracts/content/model';
import { contentRequest, useContent } from './content-query';

/** A dynamic page (country, mobile guide, campaign) by slug; `data` is null when missing. */
export function useDynamicPage(slug: string | null, locale: Locale = DEFAULT_LOCALE) {
  return useContent(slug === null ? null : contentRequest('dynamicPage', { slug }, locale));
}
