import { dynamicPageSchema, type DynamicPage } from '@lingon/contracts/content/dynamic-page';
import { staticPageSchema, type StaticPage } from '@lingon/contracts/content/static-page';
import { findDynamicPage, findStaticPage } from '@lingon/contracts/fixtures/content';

/*
 * Pages from the content fixtures, the data the server seeds its content store from. Only the
 * build-time `loader` of prerendered routes calls these (a `.server` module cannot reach the
 * browser bundle), so the HTML carries the real content. Parsing applies the schemas' defaults,
 * exactly as the content endpoint would answer.
 */

/** A static page; a slug missing from the fixtures fails the build. */
export function loadStaticPage(slug: string): StaticPage {
  const page = findStaticPage(slug);
  if (!page) throw new Error(`No content page with the slug '${slug}' in the content fixtures`);
  return staticPageSchema.parse(page);
}

/** A dynamic page of the given kind, or null when the fixtures have none under the slug. */
export function findDynamicPageOfKind(slug: string, kind: DynamicPage['kind']): DynamicPage | null {
  const page = findDynamicPage(slug);
  return page?.kind === kind ? dynamicPageSchema.parse(page) : null;
}
