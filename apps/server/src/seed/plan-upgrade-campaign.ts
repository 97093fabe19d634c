import {
  broadbandCampaigns,
  campaignEligibility,
  PLAN_UPGRADE_OFFER,
} from '@lingon/contracts/fixtures/broadband-campaigns';
import { POSTPAID_UPGRADE_CAMPAIGN } from '@lingon/contracts/campaigns/campaigns';
import type { Db } from '../db/db';

/**
 * POSTPAID_UPGRADE_CAMPAIGN's plan-upgrade offer and who qualifies for it, for a database whose
 * campaigns were seeded before the offer existed (a fresh one already has them from the
 * broadband seed: then this changes nothing).
 */
export async function seedPlanUpgradeCampaign(db: Db): Promise<void> {
  const campaign = broadbandCampaigns.find((c) => c.name === POSTPAID_UPGRADE_CAMPAIGN);
  const offers = campaign?.offers ?? [];
  for (const [index, offer] of offers.entries()) {
    if (offer.name !== PLAN_UPGRADE_OFFER) continue;
    await db.query(
      `insert into campaign_offers (campaign_name, name, title, product_ids, monthly_discount,
         free_months, discount_months, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (campaign_name, name) do update set discount_months = excluded.discount_months`,
      [
        POSTPAID_UPGRADE_CAMPAIGN,
        offer.name,
        offer.title ?? null,
        JSON.stringify(offer.productIds ?? null),
        offer.monthlyDiscount ?? null,
        offer.freeMonths ?? null,
        offer.discountMonths ?? null,
        index,
      ],
    );
  }
  for (const row of campaignEligibility) {
    if (row.offerName !== PLAN_UPGRADE_OFFER) continue;
    await db.query(
      `insert into campaign_eligibility (personal_number, campaign_name, offer_name, msisdn)
       values ($1, $2, $3, $4) on conflict do nothing`,
      [row.personalNumber, row.campaignName, row.offerName, row.msisdn],
    );
  }
}
