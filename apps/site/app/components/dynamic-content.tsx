import { ContentPage } from '@lingon/content/content-page';
import type { DynamicPage } from '@lingon/contracts/content/dynamic-page';
import { useNavigate } from 'react-router';

/**
 * A dynamic content page (campaign, country, guide) whose data the route's loader already has:
 * the content package's page renders it as given, so the prerendered HTML carries the content
 * and hydration asks the content system nothing more.
 */
export function DynamicContent({ page }: { page: DynamicPage }) {
  const navigate = useNavigate();
  return (
    <ContentPage
      slug={page.slug}
      kind="dynamic"
      page={page}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
