import { findStaticPage } from '@lingon/contracts/fixtures/content';
import { staticPageSchema, type StaticPage } from '@lingon/contracts/content/static-page';
import type { MetaDescriptor } from 'react-router';
import { pageMeta } from './page-meta';

/**
 * A static page from the content fixtures, the data the server seeds its content store from.
 * Only prerendered routes call this, from their build-time `loader`, so the fixtures never reach
 * the browser bundle and the HTML carries the real content. Parsing applies the schema's
 * defaults, exactly as the content endpoint would answer.
 */
export function loadStaticPage(slug: string): StaticPage {
  const page = findStaticPage(slug);
  if (!page) throw new Error(`No content page with the slug '${slug}' in the content fixtures`);
  return staticPageSchema.parse(page);
}

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
