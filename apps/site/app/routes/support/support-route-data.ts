import { isApiError } from '@lingon/contracts/errors';
import type { FaqCategory, FaqGuide } from '@lingon/contracts/support/model';
import { redirect } from 'react-router';
import { pageNotFound } from '../../lib/route-validation';

const SUPPORT_PATH = '/support';

/**
 * A topic page's category, by the address's segment (its slug, or its id as the guide lists'
 * fallback links use it). None is the 404 of an unknown address (SPEC §2, §8), so the page has
 * the 404 page and title; one named by its id is sent on to its slug, its canonical address.
 */
export function categoryFor(
  categories: readonly FaqCategory[],
  segment: string,
  url: URL,
): FaqCategory {
  const category = categories.find(
    (candidate) => candidate.slug === segment || candidate.id === segment,
  );
  if (!category) throw pageNotFound(`${url.pathname}${url.search}`);
  if (category.slug !== segment) {
    throw redirect(`${SUPPORT_PATH}/${encodeURIComponent(category.slug)}${url.search}`);
  }
  return category;
}

/**
 * A guide's canonical address: /support/{its category's slug}/{the id it was asked for by}. A guide
 * opened under another category, or at an old deep address, is sent there, so every guide has one
 * address (and one title, bookmark and canonical link).
 */
export function canonicalGuidePath(guide: Pick<FaqGuide, 'category'>, id: string): string {
  return `${SUPPORT_PATH}/${encodeURIComponent(guide.category.slug)}/${encodeURIComponent(id)}`;
}

/** Redirect to the guide's canonical address unless the address is it already. */
export function assertCanonicalGuide(guide: Pick<FaqGuide, 'category'>, id: string, url: URL) {
  const canonical = canonicalGuidePath(guide, id);
  if (url.pathname.replace(/\/+$/, '') !== canonical) {
    throw redirect(`${canonical}${url.search}${url.hash}`);
  }
}

/**
 * Ask for the FAQ data a support page is named after. A guide or category that does not exist is
 * the 404 page; any other failure answers null, and the page asks again itself (with its retry).
 */
export async function loadOrNull<T>(load: () => Promise<T>, url: URL): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    // An id the guide call refuses names no guide either.
    if (isApiError(error, 'not-found') || isApiError(error, 'validation')) {
      throw pageNotFound(`${url.pathname}${url.search}`);
    }
    return null;
  }
}
