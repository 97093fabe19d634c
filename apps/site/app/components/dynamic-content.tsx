import { ContentPage } from '@lingon/content/content-page';
import { contentKey, contentRequest } from '@lingon/content/lib/content-query';
import type { DynamicPage } from '@lingon/contracts/content/dynamic-page';
import { useNavigate } from 'react-router';
import { SWRConfig, unstable_serialize } from 'swr';
import { RouterLink } from './router-link';

/**
 * A dynamic content page (campaign, country, guide) whose data the route's loader already has:
 * the content package's page renders it as its cached answer, so the prerendered HTML carries
 * the content and hydration asks the content system nothing more.
 */
export function DynamicContent({ page }: { page: DynamicPage }) {
  const navigate = useNavigate();
  const key = unstable_serialize(contentKey(contentRequest('dynamicPage', { slug: page.slug })));
  return (
    <SWRConfig value={{ fallback: { [key]: page }, revalidateOnMount: false }}>
      <ContentPage
        slug={page.slug}
        kind="dynamic"
        linkAs={RouterLink}
        onNavigate={(href) => void navigate(href)}
      />
    </SWRConfig>
  );
}
