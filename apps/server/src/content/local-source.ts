import { dynamicPageSchema } from '@lingon/contracts/content/dynamic-page';
import type { ContentType } from '@lingon/contracts/content/entries';
import type { Locale } from '@lingon/contracts/content/model';
import { navigationSchema } from '@lingon/contracts/content/navigation';
import { productListSchema } from '@lingon/contracts/content/product-lists';
import { staticPageSchema } from '@lingon/contracts/content/static-page';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { ContentSourceError, type ContentSource, type EntryFields } from './source';

const schemas: Record<ContentType, z.ZodType<EntryFields>> = {
  staticPage: staticPageSchema,
  dynamicPage: dynamicPageSchema,
  productList: productListSchema,
  navigation: navigationSchema,
};

type Row = { entry_key: string; fields: unknown };

/** Content from the database (content_entries), each entry checked against its schema. */
export class LocalContentSource implements ContentSource {
  readonly kind = 'local' as const;
  constructor(private readonly db: Db) {}

  private parse<T extends EntryFields>(type: ContentType, row: Row): T {
    const fields = typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields;
    const parsed = schemas[type].safeParse(fields);
    if (!parsed.success) {
      throw new ContentSourceError(`Stored ${type} "${row.entry_key}" does not match its schema`, {
        cause: parsed.error,
      });
    }
    return parsed.data as T;
  }

  private async one<T extends EntryFields>(type: ContentType, key: string, locale: Locale) {
    const [row] = await this.db.query<Row>(
      'select entry_key, fields from content_entries where content_type = $1 and entry_key = $2 and locale = $3',
      [type, key, locale],
    );
    return row ? this.parse<T>(type, row) : null;
  }

  staticPage(slug: string, locale: Locale) {
    return this.one<z.infer<typeof staticPageSchema>>('staticPage', slug, locale);
  }
  dynamicPage(slug: string, locale: Locale) {
    return this.one<z.infer<typeof dynamicPageSchema>>('dynamicPage', slug, locale);
  }
  productList(type: z.infer<typeof productListSchema>['type'], locale: Locale) {
    return this.one<z.infer<typeof productListSchema>>('productList', type, locale);
  }
  navigation(locale: Locale) {
    return this.one<z.infer<typeof navigationSchema>>('navigation', 'main', locale);
  }

  async entries(type: ContentType, locale: Locale, skip: number, limit: number) {
    const [count] = await this.db.query<{ total: number }>(
      'select count(*)::int as total from content_entries where content_type = $1 and locale = $2',
      [type, locale],
    );
    const rows = await this.db.query<Row>(
      'select entry_key, fields from content_entries where content_type = $1 and locale = $2 order by entry_key offset $3 limit $4',
      [type, locale, skip, limit],
    );
    return {
      total: count?.total ?? 0,
      items: rows.map((row) => ({ id: `${type}:${row.entry_key}`, fields: this.parse(type, row) })),
    };
  }
}
