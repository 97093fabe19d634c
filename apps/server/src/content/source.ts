import type { DynamicPage } from '@lingon/contracts/content/dynamic-page';
import type { ContentType } from '@lingon/contracts/content/entries';
import type { Locale } from '@lingon/contracts/content/model';
import type { Navigation } from '@lingon/contracts/content/navigation';
import type { ProductList, ProductListType } from '@lingon/contracts/content/product-lists';
import type { StaticPage } from '@lingon/contracts/content/static-page';
import { sanitizeSections } from './sanitize';

export type EntryFields = StaticPage | DynamicPage | ProductList | Navigation;

export interface EntriesPage {
  total: number;
  items: Array<{ id: string; fields: EntryFields }>;
}

/**
 * Where content comes from: the local store (database, seeded from the fixtures) by default, or
 * a Contentful-style GraphQL service when CONTENT_GRAPHQL_URL is set. A missing entry is null;
 * a failing source throws ContentSourceError.
 */
export interface ContentSource {
  readonly kind: 'local' | 'graphql';
  staticPage(slug: string, locale: Locale): Promise<StaticPage | null>;
  dynamicPage(slug: string, locale: Locale): Promise<DynamicPage | null>;
  productList(type: ProductListType, locale: Locale): Promise<ProductList | null>;
  navigation(locale: Locale): Promise<Navigation | null>;
  entries(type: ContentType, locale: Locale, skip: number, limit: number): Promise<EntriesPage>;
}

export class ContentSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentSourceError';
  }
}

function sanitizeFields<T extends EntryFields>(fields: T): T {
  return 'sections' in fields ? { ...fields, sections: sanitizeSections(fields.sections) } : fields;
}

/** Wrap a source so that every rich-text field is sanitised on the way out, whatever its origin. */
export function sanitizedSource(source: ContentSource): ContentSource {
  return {
    kind: source.kind,
    staticPage: async (slug, locale) => {
      const page = await source.staticPage(slug, locale);
      return page && sanitizeFields(page);
    },
    dynamicPage: async (slug, locale) => {
      const page = await source.dynamicPage(slug, locale);
      return page && sanitizeFields(page);
    },
    productList: (type, locale) => source.productList(type, locale),
    navigation: (locale) => source.navigation(locale),
    entries: async (type, locale, skip, limit) => {
      const page = await source.entries(type, locale, skip, limit);
      return {
        ...page,
        items: page.items.map((item) => ({ ...item, fields: sanitizeFields(item.fields) })),
      };
    },
  };
}
