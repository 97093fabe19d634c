import { z } from 'zod';

/**
 * The content model of the headless content system (SPEC §3 Content) and the query limits of
 * SPEC §7: at most 20 sections per page, 10 sub-items per block, 100 products per list.
 */
export const CONTENT_LIMITS = {
  sections: 20,
  subItems: 10,
  products: 100,
  /** A slug lookup answers one page. */
  pages: 1,
} as const;

export const CONTENT_LOCALES = ['sv-SE'] as const;
export const DEFAULT_LOCALE = 'sv-SE';

/** `?locale=sv-SE` (the default); any other locale is a 400. */
export const localeSchema = z
  .enum(CONTENT_LOCALES, { message: `Språket stöds inte, använd ${DEFAULT_LOCALE}` })
  .default(DEFAULT_LOCALE);
export type Locale = z.infer<typeof localeSchema>;

export const localeQuerySchema = z.object({ locale: localeSchema });

/**
 * A page slug: the path without leading or trailing slash, lower case, e.g. `utland/spanien`.
 * The start page has the empty slug (`/` is accepted and normalised).
 */
export const slugSchema = z
  .string()
  .trim()
  .max(200, 'Sidadressen är för lång')
  .transform((value) => value.replace(/^\/+|\/+$/g, '').toLowerCase())
  .pipe(z.string().regex(/^([a-z0-9åäö_-]+(\/[a-z0-9åäö_-]+){0,5})?$/, 'Ogiltig sidadress'));

/** The 404 message of a slug lookup (SPEC §8 route validation: 'Page Not Found: {path}'). */
export function pageNotFoundMessage(slug: string): string {
  return `Page Not Found: /${slug}`;
}

/** Internal path (`/bredband`) or absolute https URL. */
export const hrefSchema = z
  .string()
  .max(500)
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d]+)$/, 'Ogiltig länk');

export const linkSchema = z.object({ label: z.string().min(1).max(80), href: hrefSchema });
export type Link = z.infer<typeof linkSchema>;

/**
 * Rich text as HTML. The server sanitises it on the way out (a small whitelist of tags and
 * attributes), so clients may render it as HTML.
 */
export const richTextSchema = z.string().max(20_000);

/** An image: a site path or an `data:image/svg+xml` URI, always with alt text. */
export const imageSchema = z.object({
  src: z
    .string()
    .max(20_000)
    .regex(/^(\/[^\s]*|data:image\/svg\+xml[;,][^\s]*|https:\/\/[^\s]+)$/, 'Ogiltig bildadress'),
  /** Empty alt marks a decorative image; it must still be given. */
  alt: z.string().max(300),
  width: z.number().int().positive().max(4000).optional(),
  height: z.number().int().positive().max(4000).optional(),
});
export type ContentImage = z.infer<typeof imageSchema>;

export const heroSectionSchema = z.object({
  type: z.literal('hero'),
  id: z.string().min(1).max(64),
  heading: z.string().min(1).max(160),
  lead: z.string().max(600).optional(),
  eyebrow: z.string().max(80).optional(),
  image: imageSchema.optional(),
  actions: z.array(linkSchema).max(CONTENT_LIMITS.subItems).default([]),
});

export const textSectionSchema = z.object({
  type: z.literal('text'),
  id: z.string().min(1).max(64),
  heading: z.string().max(160).optional(),
  body: richTextSchema,
});

export const cardSchema = z.object({
  title: z.string().min(1).max(120),
  body: z.string().max(600),
  icon: z.string().max(40).optional(),
  link: linkSchema.optional(),
});

export const cardsSectionSchema = z.object({
  type: z.literal('cards'),
  id: z.string().min(1).max(64),
  heading: z.string().max(160).optional(),
  items: z.array(cardSchema).min(1).max(CONTENT_LIMITS.subItems),
});

export const priceRowSchema = z.object({
  label: z.string().min(1).max(120),
  /** One value per column, already formatted ('0,49 kr/min', 'Ingår'). */
  values: z.array(z.string().max(60)).min(1).max(CONTENT_LIMITS.subItems),
});

export const priceTableSectionSchema = z.object({
  type: z.literal('priceTable'),
  id: z.string().min(1).max(64),
  heading: z.string().max(160).optional(),
  caption: z.string().max(300).optional(),
  columns: z.array(z.string().max(60)).min(1).max(CONTENT_LIMITS.subItems),
  /** Price tables are the one block allowed more rows than sub-items: one per country or zone. */
  rows: z.array(priceRowSchema).min(1).max(CONTENT_LIMITS.products),
  footnote: z.string().max(600).optional(),
});

export const faqItemSchema = z.object({
  question: z.string().min(1).max(200),
  /** Rich text, sanitised by the server. */
  answer: richTextSchema,
});

export const faqSectionSchema = z.object({
  type: z.literal('faq'),
  id: z.string().min(1).max(64),
  heading: z.string().max(160).optional(),
  items: z.array(faqItemSchema).min(1).max(CONTENT_LIMITS.subItems),
});

export const imageSectionSchema = z.object({
  type: z.literal('image'),
  id: z.string().min(1).max(64),
  image: imageSchema,
  caption: z.string().max(300).optional(),
});

export const callToActionSectionSchema = z.object({
  type: z.literal('callToAction'),
  id: z.string().min(1).max(64),
  heading: z.string().min(1).max(160),
  body: z.string().max(600).optional(),
  action: linkSchema,
  secondaryAction: linkSchema.optional(),
});

export const sectionSchema = z.discriminatedUnion('type', [
  heroSectionSchema,
  textSectionSchema,
  cardsSectionSchema,
  priceTableSectionSchema,
  faqSectionSchema,
  imageSectionSchema,
  callToActionSectionSchema,
]);
export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section['type'];

export const sectionsSchema = z.array(sectionSchema).max(CONTENT_LIMITS.sections);

export const pageMetadataSchema = z.object({
  description: z.string().min(1).max(300),
  /** Canonical URL path without the query string (SPEC §2 catch-all). */
  canonical: hrefSchema.optional(),
  /** Overrides the document title; defaults to the page title. */
  title: z.string().max(120).optional(),
  noIndex: z.boolean().optional(),
  ogImage: imageSchema.optional(),
});
export type PageMetadata = z.infer<typeof pageMetadataSchema>;
