import { dynamicPageSchema } from '@lingon/contracts/content/dynamic-page';
import { DEFAULT_LOCALE } from '@lingon/contracts/content/model';
import { navigationSchema } from '@lingon/contracts/content/navigation';
import { PRODUCT_LIST_TYPES, productListSchema } from '@lingon/contracts/content/product-lists';
import { staticPageSchema } from '@lingon/contracts/content/static-page';
import {
  dynamicPages,
  navigation,
  productLists,
  staticPages,
} from '@lingon/contracts/fixtures/content';
import { disturbanceFixtures, reviewFixtures } from '@lingon/contracts/fixtures/site';
import { faqCategoryFixtures, faqGuideFixtures } from '@lingon/contracts/fixtures/support';
import { guideSearchText } from '../content/support-store';
import type { Db } from '../db/db';

async function putEntry(db: Db, type: string, key: string, fields: { updatedAt: string }) {
  await db.query(
    `insert into content_entries (content_type, entry_key, locale, fields, updated_at)
     values ($1, $2, $3, $4, $5)
     on conflict (content_type, entry_key, locale) do update set fields = excluded.fields, updated_at = excluded.updated_at`,
    [type, key, DEFAULT_LOCALE, JSON.stringify(fields), fields.updatedAt],
  );
}

/**
 * Seed the content store, the support FAQ, disturbances and reviews from the shared fixtures,
 * each checked against its contract schema first. Runs once per database (see seed/index.ts).
 */
export async function seedContent(db: Db): Promise<void> {
  for (const page of staticPages) {
    const fields = staticPageSchema.parse(page);
    await putEntry(db, 'staticPage', fields.slug, fields);
  }
  for (const page of dynamicPages) {
    const fields = dynamicPageSchema.parse(page);
    await putEntry(db, 'dynamicPage', fields.slug, fields);
  }
  for (const type of PRODUCT_LIST_TYPES) {
    await putEntry(db, 'productList', type, productListSchema.parse(productLists[type]));
  }
  await putEntry(db, 'navigation', 'main', navigationSchema.parse(navigation));

  for (const [position, category] of faqCategoryFixtures.entries()) {
    await db.query(
      'insert into faq_categories (id, slug, title, description, icon, position) values ($1, $2, $3, $4, $5, $6)',
      [category.id, category.slug, category.title, category.description, category.icon, position],
    );
  }
  for (const guide of faqGuideFixtures) {
    await db.query(
      `insert into faq_guides (id, category_id, slug, title, summary, body, search_text, popularity, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        guide.id,
        guide.categoryId,
        guide.slug,
        guide.title,
        guide.summary,
        guide.body,
        guideSearchText(guide),
        guide.popularity,
        guide.updatedAt,
      ],
    );
  }

  for (const item of disturbanceFixtures) {
    await db.query(
      `insert into disturbances (id, title, description, area, services, status, started_at, expected_resolved_at, resolved_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        item.id,
        item.title,
        item.description,
        item.area,
        item.services,
        item.status,
        item.startedAt,
        item.expectedResolvedAt,
        item.resolvedAt,
        item.updatedAt,
      ],
    );
  }
  for (const review of reviewFixtures) {
    await db.query(
      'insert into reviews (id, author, rating, title, body, product, created_at) values ($1, $2, $3, $4, $5, $6, $7)',
      [
        review.id,
        review.author,
        review.rating,
        review.title,
        review.body,
        review.product,
        review.createdAt,
      ],
    );
  }
}
