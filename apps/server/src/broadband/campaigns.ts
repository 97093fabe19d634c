import {
  BROADBAND_VOUCHER_OFFER,
  POSTPAID_UPGRADE_CAMPAIGN,
  type Campaign,
  type CampaignOffer,
} from '@lingon/contracts/campaigns/campaigns';
import type { ExecuteOffer, ExecutionResult } from '@lingon/contracts/campaigns/offers-execute';
import type { VoucherValidateResponse } from '@lingon/contracts/campaigns/voucher-validate';
import { DISCOUNT_BANKID_PURPOSES } from '@lingon/contracts/broadband/order-create';
import type { SalesChannel } from '@lingon/contracts/fixtures/broadband-campaigns';
import type { Db } from '../db/db';
import { insertOrder, type CheckedOrder } from './orders';

type OfferRow = {
  campaign_name: string;
  campaign_title: string;
  name: string;
  title: string | null;
  product_ids: string[] | null;
  monthly_discount: number | null;
  free_months: number | null;
  discount_months?: number | null;
};

function toOffer(row: OfferRow, msisdn: string[]): CampaignOffer {
  return {
    name: row.name,
    availableChanges: { msisdn },
    ...(row.product_ids ? { productIds: row.product_ids } : {}),
    ...(row.title ? { title: row.title } : {}),
    ...(row.monthly_discount !== null ? { monthlyDiscount: row.monthly_discount } : {}),
    ...(row.free_months !== null ? { freeMonths: row.free_months } : {}),
    ...(row.discount_months ? { discountMonths: row.discount_months } : {}),
  };
}

async function eligibleNumbers(
  db: Db,
  personalNumber: string | null,
): Promise<Map<string, string[]>> {
  const byOffer = new Map<string, string[]>();
  if (!personalNumber) return byOffer;
  const rows = await db.query<{ campaign_name: string; offer_name: string; msisdn: string }>(
    `select campaign_name, offer_name, msisdn from campaign_eligibility
      where personal_number = $1 order by msisdn`,
    [personalNumber],
  );
  for (const row of rows) {
    const key = `${row.campaign_name}/${row.offer_name}`;
    byOffer.set(key, [...(byOffer.get(key) ?? []), row.msisdn]);
  }
  return byOffer;
}

/** How long after a BankID order completed it still personalises the campaigns. */
export const TV_DISCOUNT_BANKID_MAX_AGE_MS = 30 * 60 * 1000;

/**
 * The person of a BankID order that identifies an existing mobile customer for the bundle
 * discount: only a recently completed order for one of DISCOUNT_BANKID_PURPOSES (the TV page's
 * identification, the checkout's signature) started in this browser (browser_hash, migration
 * 0400) counts; any other ref answers null, so a visitor cannot look up someone else's numbers.
 */
export async function tvDiscountPersonalNumber(
  db: Db,
  orderRef: string,
  browserHash: string | null,
  now: Date,
): Promise<string | null> {
  if (!browserHash) return null;
  const [row] = await db.query<{ personal_number: string | null }>(
    `select personal_number from bankid_orders
      where order_ref = $1 and browser_hash = $2 and purpose = any($5::text[])
        and status = 'complete' and completed_at is not null
        and completed_at <= $3 and completed_at > $4`,
    [
      orderRef,
      browserHash,
      now,
      new Date(now.getTime() - TV_DISCOUNT_BANKID_MAX_AGE_MS),
      [...DISCOUNT_BANKID_PURPOSES],
    ],
  );
  return row?.personal_number ?? null;
}

/** The campaigns of a channel (all, or those named), personalised for the customer if known. */
export async function loadCampaigns(
  db: Db,
  names: string[],
  channel: SalesChannel,
  personalNumber: string | null,
): Promise<Campaign[]> {
  const rows = await db.query<OfferRow>(
    `select c.name as campaign_name, c.title as campaign_title, o.name, o.title, o.product_ids,
            o.monthly_discount, o.free_months, o.discount_months
       from campaigns c
       join campaign_offers o on o.campaign_name = c.name
      where c.channels ? $1 and ($2::jsonb = '[]'::jsonb or $2::jsonb ? c.name)
      order by c.sort_order, o.sort_order`,
    [channel, JSON.stringify(names)],
  );
  const eligible = await eligibleNumbers(db, personalNumber);
  const campaigns = new Map<string, Campaign>();
  for (const row of rows) {
    const campaign = campaigns.get(row.campaign_name) ?? {
      name: row.campaign_name,
      title: row.campaign_title,
      offers: [],
    };
    campaign.offers.push(toOffer(row, eligible.get(`${row.campaign_name}/${row.name}`) ?? []));
    campaigns.set(row.campaign_name, campaign);
  }
  return [...campaigns.values()];
}

type VoucherRow = {
  code: string;
  campaign_name: string;
  usable: boolean;
  offer_name: string;
  product_ids: string[];
  monthly_discount: number | null;
  free_months: number | null;
};

/** Whether a voucher exists and can be used on this channel now, with its offer. */
export async function validateVoucher(
  db: Db,
  code: string,
  channel: SalesChannel,
  now: Date,
): Promise<VoucherValidateResponse> {
  const [row] = await db.query<VoucherRow>(
    `select code, campaign_name, offer_name, product_ids, monthly_discount, free_months,
            (channels ? $2 and (valid_until is null or valid_until > $3)) as usable
       from campaign_vouchers where code = $1`,
    [code.trim().toUpperCase(), channel, now],
  );
  if (!row) return { voucher: code, valid: false, campaignName: null, offers: [] };
  return {
    voucher: row.code,
    valid: row.usable,
    campaignName: row.campaign_name,
    offers: row.usable
      ? [
          toOffer(
            {
              campaign_name: row.campaign_name,
              campaign_title: '',
              name: row.offer_name,
              title: null,
              product_ids: row.product_ids,
              monthly_discount: row.monthly_discount,
              free_months: row.free_months,
            },
            [],
          ),
        ]
      : [],
  };
}

/**
 * Execute campaign offers with a checked order: each applicable offer places one order; an offer
 * that does not apply answers success false with the reason and places nothing.
 */
export async function executeOffers(
  db: Db,
  order: CheckedOrder,
  offers: ReadonlyArray<ExecuteOffer>,
  now: Date,
): Promise<ExecutionResult[]> {
  const campaigns = await loadCampaigns(
    db,
    [...new Set(offers.map((offer) => offer.campaignName))],
    order.channel,
    order.details.customer.personalNumber,
  );
  const seen = new Set<string>();
  const results: ExecutionResult[] = [];
  for (const requested of offers) {
    const refuse = (message: string) =>
      results.push({ success: false, offerName: requested.offerName, orderId: null, message });
    const key = `${requested.campaignName}/${requested.offerName}`;
    const offer = campaigns
      .find((campaign) => campaign.name === requested.campaignName)
      ?.offers.find((candidate) => candidate.name === requested.offerName);
    if (!offer) {
      refuse('Erbjudandet finns inte');
      continue;
    }
    if (seen.has(key)) {
      refuse('Erbjudandet finns redan i beställningen');
      continue;
    }
    let { monthlyDiscount = 0, freeMonths = 0 } = offer;
    if (offer.productIds && !offer.productIds.includes(order.product.id)) {
      refuse('Erbjudandet gäller inte den valda produkten');
      continue;
    }
    if (offer.name === BROADBAND_VOUCHER_OFFER) {
      const voucher = requested.voucher
        ? await validateVoucher(db, requested.voucher, order.channel, now)
        : null;
      const voucherOffer = voucher?.valid
        ? voucher.offers.find(
            (candidate) =>
              candidate.name === BROADBAND_VOUCHER_OFFER &&
              (candidate.productIds ?? []).includes(order.product.id),
          )
        : undefined;
      if (!voucher || !voucherOffer || voucher.campaignName !== requested.campaignName) {
        refuse('Rabattkoden gäller inte den valda produkten');
        continue;
      }
      monthlyDiscount = voucherOffer.monthlyDiscount ?? 0;
      freeMonths = voucherOffer.freeMonths ?? 0;
    }
    if (requested.campaignName === POSTPAID_UPGRADE_CAMPAIGN) {
      if (!requested.msisdn || !offer.availableChanges.msisdn.includes(requested.msisdn)) {
        refuse('Mobilnumret ger inte rätt till erbjudandet');
        continue;
      }
    }
    seen.add(key);
    const orderId = await insertOrder(db, order, {
      campaignName: requested.campaignName,
      offerName: requested.offerName,
      voucher: requested.voucher?.toUpperCase() ?? null,
      msisdn: requested.msisdn ?? null,
      monthlyDiscount,
      freeMonths,
    });
    results.push(
      order.creditRefused
        ? {
            success: false,
            offerName: requested.offerName,
            orderId,
            message: 'Kreditprövningen godkändes inte',
          }
        : { success: true, offerName: requested.offerName, orderId },
    );
  }
  return results;
}
