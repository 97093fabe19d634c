import type { AnyContract } from '../contract';
import { faqCategoriesContract } from './faq-categories';
import { faqGuideContract } from './faq-guide';
import { faqGuidesContract } from './faq-guides';
import { faqSearchContract } from './faq-search';

/** Every support FAQ contract. */
export const supportContracts = [
  faqCategoriesContract,
  faqGuidesContract,
  faqGuideContract,
  faqSearchContract,
] as const satisfies readonly AnyContract[];
