import { z } from 'zod';
import { defineContract } from '../contract';

/**
 * Where the server serves the external reviews widget script; the site loads it only with
 * marketing consent (SPEC §4).
 */
export const REVIEWS_WIDGET_PATH = '/widgets/reviews.js';
/** The id of the element the widget script renders the reviews into. */
export const REVIEWS_CONTAINER_ID = 'lingon-reviews';

export const reviewSchema = z.object({
  id: z.string(),
  author: z.string().min(1).max(80),
  rating: z.number().int().min(1).max(5),
  title: z.string().min(1).max(120),
  body: z.string().max(1000),
  /** What the review is about. */
  product: z.enum(['mobil', 'bredband', 'kontantkort', 'kundservice']),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Review = z.infer<typeof reviewSchema>;

/** The reviews widget (shown only with marketing consent): newest first, with the average. */
export const reviewsContract = defineContract({
  id: 'site.reviews',
  method: 'GET',
  path: 'site/v1/reviews',
  summary: 'Kundomdömen till omdömeswidgeten',
  query: z.object({
    limit: z.coerce.number().int().min(1).max(50).default(12),
    minRating: z.coerce.number().int().min(1).max(5).optional(),
  }),
  response: z.object({
    /** Over every review, to one decimal. */
    average: z.number().min(0).max(5),
    total: z.number().int().nonnegative(),
    reviews: z.array(reviewSchema).max(50),
  }),
});
