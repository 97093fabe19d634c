import { apiCall, swrKey } from '@lingon/contracts/client';
import type { faqSectionSchema } from '@lingon/contracts/content/model';
import {
  productListContract,
  type ProductList,
  type ProductListType,
} from '@lingon/contracts/content/product-lists';
import { staticPageContract } from '@lingon/contracts/content/static-page';
import useSWR from 'swr';
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

/** The FAQ section of a broadband content page; `data` is null when the page has none. */
export function useFaqSection(kind: FaqKind) {
  const input = { query: { slug: FAQ_PAGE_SLUGS[kind], locale: 'sv-SE' } } as const;
  return useSWR(
    swrKey(staticPageContract, input),
    async () => {
      const page = await apiCall(staticPageContract, input);
      return page.sections.find((section): section is FaqSection => section.type === 'faq') ?? null;
    },
    quiet,
  );
}

/** A product list of the content system (bundle, short-term …): the marketing catalogue. */
export function useContentProductList(type: ProductListType) {
  const input = { params: { type }, query: { locale: 'sv-SE' } } as const;
  return useSWR<ProductList>(
    swrKey(productListContract, input),
    () => apiCall(productListContract, input),
    quiet,
  );
}
