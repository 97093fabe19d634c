import { z } from 'zod';
import { defineContract } from '../contract';
import { clientIdSchema, faqCategorySchema } from './model';

export const faqCategoriesContract = defineContract({
  id: 'support.faqCategories',
  method: 'GET',
  path: 'support/v1/faq/categories',
  summary: 'Kategorierna i kundservicens vanliga frågor',
  query: z.object({ clientId: clientIdSchema }),
  response: z.object({ categories: z.array(faqCategorySchema).max(50) }),
});
