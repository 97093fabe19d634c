import type { faqSectionSchema } from '@lingon/contracts/content/model';
import { productListContract, type ProductListType } from '@lingon/contracts/content/product-lists';
import { staticPageContract } from '@lingon/contracts/content/static-page';
import { useContractQuery } from '@lingon/contracts/query';
import { useMemo } from 'react';
import type { z } from 'zod';

export type FaqSection = z.infer<typeof faqSectionSchema>;
export type FaqKind = 'long-term' | 'short-term' | 'bundle';

/** The content page whose FAQ section answers each kind of broadband (SPEC §2 FAQ blocks). */
export const FAQ_PAGE_SLUGS: Readonly<Record<FaqKind, string>> = {
  'long-term': 'bredband',
  'short-term': 'bredband/wifitogo',
  bundle: 'bredband/cmore',
};

const quiet = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * The FAQ section of a broadband content page; `data` is null when the page has none. The cache
 * holds the whole page (the contract's answer); the section is read out of it here.
 */
export function useFaqSection(kind: FaqKind) {
  const page = useContractQuery(
    staticPageContract,
    { query: { slug: FAQ_PAGE_SLUGS[kind], locale: 'sv-SE' } },
    quiet,
  );
  const section = useMemo(
    () =>
      page.data
        ? (page.data.sections.find(
            (candidate): candidate is FaqSection => candidate.type === 'faq',
          ) ?? null)
        : undefined,
    [page.data],
  );
  return { data: section, error: page.error, isLoading: page.isLoading };
}

/** A product list of the content system (bundle, short-term …): the marketing catalogue. */
export function useContentProductList(type: ProductListType) {
  return useContractQuery(
    productListContract,
    { params: { type }, query: { locale: 'sv-SE' } },
    quiet,
  );
}
