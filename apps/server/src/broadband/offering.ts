import {
  DEFAULT_ORDER_PROCESSING_INTERVAL,
  type Product,
  type ProductCategory,
  type ProductOffering,
} from '@lingon/contracts/broadband/product';
import type { Db } from '../db/db';

export type PointRow = {
  point_id: string;
  apartment_number: string;
  entrance: string;
  access_type_code: string;
  access_id: string;
  communication_operator_id: string;
  subscriptions: string[] | null;
  short_term_subscriptions: string[] | null;
  qnut_ko: boolean;
  order_processing_interval: number;
};

export async function findPoint(db: Db, pointId: string): Promise<PointRow | null> {
  const [row] = await db.query<PointRow>(
    `select p.point_id, p.apartment_number, p.entrance, p.access_type_code, p.access_id,
            p.communication_operator_id, o.subscriptions, o.short_term_subscriptions, o.qnut_ko,
            o.order_processing_interval
       from broadband_points p
       join broadband_offerings o on o.key = p.offering
      where p.point_id = $1`,
    [pointId],
  );
  return row ?? null;
}

/** A point with, when the point offers it (long-term or short-term), the product asked for. */
export type PointWithProduct = { point: PointRow; product: Product | null };

/**
 * Points and products asked for together (one query, in the order asked): each point and, when
 * the point offers it, the product; null where the point is unknown. Looked up by key in arrays,
 * so that the plan is an index lookup per point whatever the tables hold.
 */
export async function findPointsWithProducts(
  db: Db,
  wanted: { pointId: string; productId: string }[],
): Promise<(PointWithProduct | null)[]> {
  if (wanted.length === 0) return [];
  const rows = await db.query<PointRow & { products: Record<string, Product> | null }>(
    `select p.point_id, p.apartment_number, p.entrance, p.access_type_code, p.access_id,
            p.communication_operator_id, o.subscriptions, o.short_term_subscriptions, o.qnut_ko,
            o.order_processing_interval,
            (select jsonb_object_agg(pr.id, pr.data) from broadband_products pr
              where pr.id = any($2::text[])
                and (o.subscriptions ? pr.id or o.short_term_subscriptions ? pr.id))
              as products
       from broadband_points p
       join broadband_offerings o on o.key = p.offering
      where p.point_id = any($1::text[])`,
    [
      [...new Set(wanted.map((item) => item.pointId))],
      [...new Set(wanted.map((item) => item.productId))],
    ],
  );
  const points = new Map(rows.map((row) => [row.point_id, row]));
  return wanted.map(({ pointId, productId }) => {
    const row = points.get(pointId);
    if (!row) return null;
    const { products, ...point } = row;
    return { point, product: products?.[productId] ?? null };
  });
}

async function productsById(db: Db, ids: string[]): Promise<Map<string, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; data: Product }>(
    `select id, data from broadband_products where $1::jsonb ? id`,
    [JSON.stringify(ids)],
  );
  return new Map(rows.map((row) => [row.id, row.data]));
}

/** The offering at a point (SPEC §3 `product`): null lists stay null (not offered). */
export async function offeringForPoint(
  db: Db,
  point: PointRow,
  productCategory: '' | ProductCategory = '',
): Promise<ProductOffering> {
  const products = await productsById(db, [
    ...(point.subscriptions ?? []),
    ...(point.short_term_subscriptions ?? []),
  ]);
  const list = (ids: string[] | null, category?: ProductCategory) =>
    ids === null
      ? null
      : ids
          .map((id) => products.get(id))
          .filter((product): product is Product => Boolean(product))
          .filter((product) => !category || product.category === category);
  return {
    products: {
      shortTermSubscriptions: list(point.short_term_subscriptions),
      subscriptions: list(point.subscriptions, productCategory || undefined),
    },
    qnutKO: point.qnut_ko,
    accessTypeCode: point.access_type_code,
    accessId: point.access_id,
    orderProcessingInterval: point.order_processing_interval || DEFAULT_ORDER_PROCESSING_INTERVAL,
  };
}
