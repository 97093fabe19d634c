import { ContentArticle } from '@lingon/content/content-article';
import type { DynamicPage } from '@lingon/contracts/content/dynamic-page';
import { useNavigateHref } from '../hooks/use-navigate-href';

/**
 * A dynamic content page (campaign, country, guide) whose data the route's loader already has:
 * the content package renders it as given, so the prerendered HTML carries the content and
 * hydration asks the content system nothing more (nor loads its client).
 */
export function DynamicContent({ page }: { page: DynamicPage }) {
  return <ContentArticle page={page} onNavigate={useNavigateHref()} />;
}
