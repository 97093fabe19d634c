import { z } from 'zod';

/**
 * Every support FAQ call carries a random client id (SPEC §7 Support FAQ service): the browser
 * makes one with `crypto.randomUUID()` and keeps it. The server counts one guide view per client.
 */
export const clientIdSchema = z
  .string({ message: 'clientId saknas' })
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'Ogiltigt clientId');

export const FAQ_MAX_TAKE = 50;
export const FAQ_DEFAULT_TAKE = 10;

export const pagingSchema = {
  skip: z.coerce.number().int('Måste vara ett heltal').min(0).max(10_000).default(0),
  take: z.coerce
    .number()
    .int('Måste vara ett heltal')
    .min(1)
    .max(FAQ_MAX_TAKE, `Högst ${FAQ_MAX_TAKE} per sida`)
    .default(FAQ_DEFAULT_TAKE),
};

export const faqCategorySchema = z.object({
  id: z.string().min(1).max(64),
  /** The category's path segment under /support. */
  slug: z.string().min(1).max(64),
  title: z.string().min(1).max(80),
  description: z.string().max(300),
  /** A lucide icon name. */
  icon: z.string().max(40),
  guideCount: z.number().int().nonnegative(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqGuideSummarySchema = z.object({
  id: z.string().min(1).max(64),
  categoryId: z.string().min(1).max(64),
  slug: z.string().min(1).max(120),
  title: z.string().min(1).max(160),
  summary: z.string().max(300),
  /** How many clients have read the guide; lists are sorted by it, most read first. */
  popularity: z.number().int().nonnegative(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type FaqGuideSummary = z.infer<typeof faqGuideSummarySchema>;

export const faqGuideSchema = faqGuideSummarySchema.extend({
  /** Rich text, sanitised by the server. */
  body: z.string().max(20_000),
  category: faqCategorySchema.omit({ guideCount: true }),
  related: z.array(faqGuideSummarySchema).max(10),
});
export type FaqGuide = z.infer<typeof faqGuideSchema>;

export const faqGuidePageSchema = z.object({
  total: z.number().int().nonnegative(),
  skip: z.number().int().nonnegative(),
  take: z.number().int().positive(),
  guides: z.array(faqGuideSummarySchema).max(FAQ_MAX_TAKE),
});
export type FaqGuidePage = z.infer<typeof faqGuidePageSchema>;
