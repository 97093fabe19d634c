import type { StaticPage } from '@lingon/contracts/content/static-page';
import type { MetaDescriptor } from 'react-router';
import { pageMeta } from './page-meta';

export interface ContentMetaInput {
  page: Pick<StaticPage, 'title' | 'metadata'> | undefined;
  pathname: string;
  /** The route's own title, when it must differ from the content's (the start page). */
  title?: string;
  error?: unknown;
}

/** Title, description and canonical link of a content page, from its metadata. */
export function contentMeta({ page, pathname, title, error }: ContentMetaInput): MetaDescriptor[] {
  if (!page) return pageMeta({ title: title ?? '', description: '', pathname, error });
  const meta = pageMeta({
    title: title ?? page.metadata.title ?? page.title,
    description: page.metadata.description,
    pathname,
    error,
  });
  return page.metadata.noIndex ? [...meta, { name: 'robots', content: 'noindex' }] : meta;
}
