import type { FaqCategory, FaqGuideSummary } from '@lingon/contracts/support/model';

export const SUPPORT_PATH = '/support';

/** /support/{category slug}. */
export function categoryHref(category: Pick<FaqCategory, 'slug'>): string {
  return `${SUPPORT_PATH}/${encodeURIComponent(category.slug)}`;
}

/**
 * /support/{category slug}/{guide slug}. Summaries carry only the category id; without the
 * categories at hand the id is used, which the guides call accepts in place of the slug.
 */
export function guideHref(
  guide: Pick<FaqGuideSummary, 'slug' | 'categoryId'>,
  categories: readonly Pick<FaqCategory, 'id' | 'slug'>[] = [],
): string {
  const category = categories.find((candidate) => candidate.id === guide.categoryId);
  const segment = category?.slug ?? guide.categoryId;
  return `${SUPPORT_PATH}/${encodeURIComponent(segment)}/${encodeURIComponent(guide.slug)}`;
}
