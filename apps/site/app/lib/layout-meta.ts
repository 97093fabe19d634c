import type { MetaDescriptor } from 'react-router';
import { errorMeta } from './page-meta';

/**
 * `meta` of a layout route: layouts hold the error boundaries, so when a page below fails the
 * layout's meta is the one in effect and gives the 404 or error title. Otherwise the page's
 * own meta wins.
 */
export function layoutMeta({ error }: { error?: unknown }): MetaDescriptor[] {
  return error !== undefined && error !== null ? errorMeta(error) : [];
}
