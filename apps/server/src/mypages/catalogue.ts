import type {
  AvailableChangesResponse,
  BroadbandChangeCampaign,
} from '@lingon/contracts/mypages/available-changes';
import type { OfferingProductsResponse } from '@lingon/contracts/mypages/offering-products';
import type { Db } from '../db/db';
import { HttpError } from '../lib/http';

type ProductRow = {
  product_id: string;
  name: string;
  download_speed: number;
  upload_speed: number;
  price: number;
};

/** For each broadband subscription: every other product it can change to, and its campaign. */
export async function availableChanges(
  db: Db,
  personalNumber: string,
): Promise<AvailableChangesResponse> {
  const subscriptions = await db.query<{
    id: string;
    name: string;
    product_id: string | null;
    campaign: BroadbandChangeCampaign | null;
  }>(
    `select s.id, s.name, s.product_id, c.campaign
       from mypages_subscriptions s
       left join mypages_broadband_campaigns c on c.subscription_id = s.id
      where s.personal_number = $1 and s.subscription_type = 'BROADBAND'
        and s.traffic_status_code <> 'CLOSED'
      order by s.sort_order, s.id`,
    [personalNumber],
  );
  if (subscriptions.length === 0) return { subscriptions: [] };
  const products = await db.query<ProductRow>(
    `select product_id, name, download_speed, upload_speed, price
       from mypages_broadband_products order by sort_order, product_id`,
  );
  return {
    subscriptions: subscriptions
      .filter((sub) => sub.product_id !== null)
      .map((sub) => ({
        id: sub.id,
        productId: sub.product_id as string,
        name: sub.name,
        availableChanges: products
          .filter((product) => product.product_id !== sub.product_id)
          .map((product) => ({
            productId: product.product_id,
            name: product.name,
            downloadSpeed: product.download_speed,
            uploadSpeed: product.upload_speed,
            price: product.price,
          })),
        campaign: sub.campaign ?? null,
      })),
  };
}

/** The newest active prepaid offering. */
export async function currentOffering(db: Db): Promise<OfferingProductsResponse> {
  const [row] = await db.query<{
    offering_id: string;
    categories: OfferingProductsResponse['offering']['categories'];
  }>(
    `select offering_id, categories from mypages_offerings
      where active order by created_at desc, offering_id desc limit 1`,
  );
  if (!row) {
    throw new HttpError(503, [
      { field: 'offering', message: 'Det finns inget erbjudande just nu' },
    ]);
  }
  return { offering: { offeringId: row.offering_id, categories: row.categories } };
}
