import { DEFAULT_LOCALE, type Locale } from '@lingon/contracts/content/model';
import type { Navigation } from '@lingon/contracts/content/navigation';
import useSWR from 'swr';
import { contentKey, contentRequest, contentSwrOptions, fetchContent } from './content-query';

/** The main menu, the broadband submenu and the footer. */
export function useNavigation(locale: Locale = DEFAULT_LOCALE) {
  const request = contentRequest('navigation', {}, locale);
  return useSWR<Navigation | null>(
    contentKey(request),
    () => fetchContent(request),
    contentSwrOptions,
  );
}
