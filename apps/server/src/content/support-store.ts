import type {
  FaqCategory,
  FaqGuide,
  FaqGuidePage,
  FaqGuideSummary,
} from '@lingon/contracts/support/model';
import { suggestChatGuides } from '@lingon/contracts/site/chat';
import type { Db } from '../db/db';
import { plainText, sanitizeRichText } from './sanitize';

/** Lower-case plain text of a guide, stored for case-insensitive search (å, ä, ö included). */
export function guideSearchText(guide: { title: string; summary: string; body: string }): string {
  return `${guide.title} ${guide.summary} ${plainText(guide.body)}`.toLocaleLowerCase('sv-SE');
}

/** Search words: lower case, at most 8, LIKE wildcards escaped. */
export function searchWords(query: string): string[] {
  return query
    .toLocaleLowerCase('sv-SE')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => word.replace(/[\\%_]/g, (ch) => `\\${ch}`));
}

type GuideRow = {
  id: string;
  category_id: string;
  slug: string;
  title: string;
  summary: string;
  popularity: number;
  updated_at: Date | string;
};
type CategoryRow = { id: string; slug: string; title: string; description: string; icon: string };

const SUMMARY_COLUMNS =
  'g.id, g.category_id, g.slug, g.title, g.summary, g.popularity, g.updated_at';
const ORDER = 'order by g.popularity desc, g.id asc';

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function summary(row: GuideRow): FaqGuideSummary {
  return {
    id: row.id,
    categoryId: row.category_id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    popularity: Number(row.popularity),
    updatedAt: iso(row.updated_at),
  };
}

export async function listCategories(db: Db): Promise<FaqCategory[]> {
  const rows = await db.query<CategoryRow & { guide_count: number }>(
    `select c.id, c.slug, c.title, c.description, c.icon, count(g.id)::int as guide_count
     from faq_categories c left join faq_guides g on g.category_id = c.id
     group by c.id order by c.position`,
  );
  return rows.map(({ guide_count, ...row }) => ({ ...row, guideCount: guide_count }));
}

/** Whether a FAQ category has this slug or id (the support pages' addresses use either). */
export async function categoryExists(db: Db, slugOrId: string): Promise<boolean> {
  const rows = await db.query('select 1 from faq_categories where slug = $1 or id = $1 limit 1', [
    slugOrId,
  ]);
  return rows.length > 0;
}

/** Whether a FAQ guide has this id (without counting a view, unlike getGuide). */
export async function guideExists(db: Db, id: string): Promise<boolean> {
  return (await db.query('select 1 from faq_guides where id = $1', [id])).length > 0;
}

/** A page of guides, most popular first; `category` is a category id or slug. */
export async function listGuides(
  db: Db,
  options: { skip: number; take: number; category?: string | undefined },
): Promise<FaqGuidePage> {
  const where = options.category
    ? 'where g.category_id in (select id from faq_categories where id = $1 or slug = $1)'
    : '';
  const params: unknown[] = options.category ? [options.category] : [];
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from faq_guides g ${where}`,
    params,
  );
  const rows = await db.query<GuideRow>(
    `select ${SUMMARY_COLUMNS} from faq_guides g ${where} ${ORDER} offset $${params.length + 1} limit $${params.length + 2}`,
    [...params, options.skip, options.take],
  );
  return {
    total: count?.total ?? 0,
    skip: options.skip,
    take: options.take,
    guides: rows.map(summary),
  };
}

/** Guides containing every word of the query in title, summary or text, most popular first. */
export async function searchGuides(
  db: Db,
  options: { q: string; skip: number; take: number },
): Promise<FaqGuidePage & { query: string }> {
  const words = searchWords(options.q);
  const where = words.length
    ? `where ${words.map((_, index) => `g.search_text like '%' || $${index + 1} || '%' escape '\\'`).join(' and ')}`
    : '';
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from faq_guides g ${where}`,
    words,
  );
  const rows = await db.query<GuideRow>(
    `select ${SUMMARY_COLUMNS} from faq_guides g ${where} ${ORDER} offset $${words.length + 1} limit $${words.length + 2}`,
    [...words, options.skip, options.take],
  );
  return {
    query: options.q,
    total: count?.total ?? 0,
    skip: options.skip,
    take: options.take,
    guides: rows.map(summary),
  };
}

/**
 * One guide with its category and up to three related guides. The first time a client id opens
 * a guide, its popularity grows by one.
 */
export async function getGuide(
  db: Db,
  options: { id: string; clientId: string; now: Date },
): Promise<FaqGuide | null> {
  return db.transaction(async (tx) => {
    const [exists] = await tx.query<{ id: string }>('select id from faq_guides where id = $1', [
      options.id,
    ]);
    if (!exists) return null;
    const inserted = await tx.query(
      `insert into faq_guide_views (guide_id, client_id, viewed_at) values ($1, $2, $3)
       on conflict do nothing returning guide_id`,
      [options.id, options.clientId, options.now],
    );
    if (inserted.length > 0) {
      await tx.query('update faq_guides set popularity = popularity + 1 where id = $1', [
        options.id,
      ]);
    }
    const [row] = await tx.query<
      GuideRow & { body: string } & {
        c_slug: string;
        c_title: string;
        c_description: string;
        c_icon: string;
      }
    >(
      `select ${SUMMARY_COLUMNS}, g.body, c.slug as c_slug, c.title as c_title, c.description as c_description, c.icon as c_icon
       from faq_guides g join faq_categories c on c.id = g.category_id where g.id = $1`,
      [options.id],
    );
    if (!row) return null;
    const related = await tx.query<GuideRow>(
      `select ${SUMMARY_COLUMNS} from faq_guides g where g.category_id = $1 and g.id <> $2 ${ORDER} limit 3`,
      [row.category_id, row.id],
    );
    return {
      ...summary(row),
      body: sanitizeRichText(row.body),
      category: {
        id: row.category_id,
        slug: row.c_slug,
        title: row.c_title,
        description: row.c_description,
        icon: row.c_icon,
      },
      related: related.map(summary),
    };
  });
}

/** The guides a chat message may be answered with, best first (the rule is the contract's). */
export async function suggestGuides(
  db: Db,
  text: string,
  limit: number,
): Promise<Array<FaqGuideSummary & { categorySlug: string }>> {
  const rows = await db.query<
    GuideRow & { search_text: string; category_slug: string; category_title: string }
  >(
    `select ${SUMMARY_COLUMNS}, g.search_text, c.slug as category_slug,
            c.title as category_title
     from faq_guides g join faq_categories c on c.id = g.category_id`,
  );
  const candidates = rows.map((row) => ({
    row,
    id: row.id,
    title: row.title,
    categorySlug: row.category_slug,
    categoryTitle: row.category_title,
    searchText: row.search_text,
    popularity: Number(row.popularity),
  }));
  return suggestChatGuides(text, candidates, limit).map(({ row }) => ({
    ...summary(row),
    categorySlug: row.category_slug,
  }));
}
