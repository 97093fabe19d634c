import { z } from 'zod';
import { defineContract } from '../contract';
import { CONTENT_LIMITS, linkSchema, localeSchema } from './model';

export const navigationItemSchema = linkSchema.extend({
  children: z.array(linkSchema).max(CONTENT_LIMITS.subItems).default([]),
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;

export const footerGroupSchema = z.object({
  heading: z.string().min(1).max(80),
  links: z.array(linkSchema).max(CONTENT_LIMITS.subItems),
});

/** The site's menus: main menu, the broadband submenu (SPEC §2) and the footer. */
export const navigationSchema = z.object({
  main: z.array(navigationItemSchema).max(CONTENT_LIMITS.subItems),
  broadband: z.array(linkSchema).max(CONTENT_LIMITS.subItems),
  footer: z.array(footerGroupSchema).max(CONTENT_LIMITS.subItems),
  /** The fine print at the very bottom, e.g. '© 2026 Lingon'. */
  legal: z.string().max(200),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Navigation = z.infer<typeof navigationSchema>;

export const navigationContract = defineContract({
  id: 'content.navigation',
  method: 'GET',
  path: 'content/v1/navigation',
  summary: 'Huvudmeny, bredbandsmeny och sidfot',
  query: z.object({ locale: localeSchema }),
  response: navigationSchema,
});
