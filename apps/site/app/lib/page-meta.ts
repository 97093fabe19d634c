import { BRAND } from '@lingon/contracts/brand';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { SITE_URL } from './config';

export interface PageMetaInput {
  /** The page's own name; the brand is appended. */
  title: string;
  description: string;
  /** The current pathname; any query string or hash is dropped from the canonical link. */
  pathname: string;
  /** The error the route's boundary shows, if any (React Router passes it to `meta`). */
  error?: unknown;
}

export const NOT_FOUND_TITLE = 'Oops! Något gick fel (error 404)';
export const NOT_FOUND_DESCRIPTION = 'Whoops. Sidan hittades inte.';

/** The canonical address of a page: the site origin plus the path, without query or hash. */
export function canonicalUrl(pathname: string, siteUrl: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `${siteUrl.replace(/\/+$/, '')}${normalised.startsWith('/') ? '' : '/'}${normalised}`;
}

/** Meta of the 404 page (SPEC §2 /404). */
export function notFoundMeta(): MetaDescriptor[] {
  return [
    { title: NOT_FOUND_TITLE },
    { name: 'description', content: NOT_FOUND_DESCRIPTION },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Meta for a route boundary showing an error: the 404 page for 404s, else the error page. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta();
  return [{ title: `Något gick fel | ${BRAND.name}` }, { name: 'robots', content: 'noindex' }];
}

/** The picture a shared link shows (1200 × 630), in `public/`. */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/**
 * Title '<Page> | Lingon', description and canonical link of a page, and the Open Graph and
 * Twitter tags a shared link is previewed from (same title, description and address; the
 * brand's share image).
 */
export function pageMeta(
  { title, description, pathname, error }: PageMetaInput,
  siteUrl: string = SITE_URL,
): MetaDescriptor[] {
  if (error !== undefined && error !== null) return errorMeta(error);
  const url = canonicalUrl(pathname, siteUrl);
  const image = canonicalUrl(SHARE_IMAGE.path, siteUrl);
  return [
    { title: `${title} | ${BRAND.name}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: BRAND.name },
    { property: 'og:locale', content: 'sv_SE' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { property: 'og:image:alt', content: `${BRAND.name} – mobil, bredband och kontantkort` },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
