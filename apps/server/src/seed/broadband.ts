import { addressSearchText } from '@lingon/contracts/fixtures/broadband';
import {
  broadbandAddresses,
  type FixtureAddress,
} from '@lingon/contracts/fixtures/broadband-addresses';
import {
  broadbandCampaigns,
  broadbandVouchers,
  campaignEligibility,
  creditRejectedPersonalNumbers,
} from '@lingon/contracts/fixtures/broadband-campaigns';
import {
  broadbandOfferings,
  broadbandProducts,
  offeringKeys,
} from '@lingon/contracts/fixtures/broadband-products';
import { lookupKey } from '../broadband/addresses';
import type { Db } from '../db/db';

/** Insert rows through one jsonb parameter: fast, and the same SQL on PGlite and PostgreSQL. */
export async function insertJson(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: ReadonlyArray<Record<string, unknown>>,
  chunkSize = 2000,
): Promise<void> {
  const names = Object.keys(columns);
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ');
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    await db.query(
      `insert into ${table} (${names.join(', ')})
       select ${names.join(', ')} from jsonb_to_recordset($1::jsonb) as x(${definition})`,
      [JSON.stringify(chunk)],
    );
  }
}

/**
 * Addresses and their homes, with the lookup keys and search words the address search and the
 * evaluation read (the seeded fixtures, and the generated addresses of scripts/generate-addresses).
 */
export async function insertAddresses(db: Db, addresses: readonly FixtureAddress[]): Promise<void> {
  await insertJson(
    db,
    'broadband_addresses',
    {
      id: 'text',
      street_name: 'text',
      street_number: 'text',
      street_number_int: 'integer',
      entrance: 'text',
      city: 'text',
      zipcode: 'text',
      city_key: 'text',
      street_key: 'text',
      search_text: 'text',
    },
    addresses.map((address) => ({
      id: address.id,
      street_name: address.streetName,
      street_number: address.streetNumber,
      street_number_int: Number.parseInt(address.streetNumber, 10) || 0,
      entrance: address.entrance,
      city: address.city,
      zipcode: address.zipcode,
      city_key: lookupKey(address.city),
      street_key: lookupKey(address.streetName),
      search_text: addressSearchText(address),
    })),
  );
  await insertJson(
    db,
    'broadband_points',
    {
      point_id: 'text',
      address_id: 'text',
      entrance: 'text',
      apartment_number: 'text',
      offering: 'text',
      access_type_code: 'text',
      access_id: 'text',
      communication_operator_id: 'text',
    },
    addresses.flatMap((address) =>
      address.points.map((point) => ({
        point_id: point.pointId,
        address_id: address.id,
        entrance: point.entrance,
        apartment_number: point.apartmentNumber,
        offering: point.offering,
        access_type_code: point.accessTypeCode,
        access_id: point.accessId,
        communication_operator_id: point.communicationOperatorId,
      })),
    ),
  );
}

/** Seed the broadband demo data from the shared fixtures. Runs once per database (see seed/index.ts). */
export async function seedBroadband(db: Db): Promise<void> {
  await insertJson(
    db,
    'broadband_products',
    { id: 'text', category: 'text', short_term: 'boolean', sort_order: 'integer', data: 'jsonb' },
    broadbandProducts.map((product, index) => ({
      id: product.id,
      category: product.category,
      short_term: product.shortTerm,
      sort_order: index,
      data: product,
    })),
  );
  await insertJson(
    db,
    'broadband_offerings',
    {
      key: 'text',
      description: 'text',
      subscriptions: 'jsonb',
      short_term_subscriptions: 'jsonb',
      qnut_ko: 'boolean',
      order_processing_interval: 'integer',
    },
    offeringKeys.map((key) => {
      const offering = broadbandOfferings[key];
      return {
        key,
        description: offering.description,
        subscriptions: offering.subscriptions,
        short_term_subscriptions: offering.shortTermSubscriptions,
        qnut_ko: offering.qnutKO,
        order_processing_interval: offering.orderProcessingInterval,
      };
    }),
  );
  await insertAddresses(db, broadbandAddresses);
  await insertJson(
    db,
    'campaigns',
    { name: 'text', title: 'text', channels: 'jsonb', sort_order: 'integer' },
    broadbandCampaigns.map((campaign, index) => ({
      name: campaign.name,
      title: campaign.title,
      channels: campaign.channels,
      sort_order: index,
    })),
  );
  await insertJson(
    db,
    'campaign_offers',
    {
      campaign_name: 'text',
      name: 'text',
      title: 'text',
      product_ids: 'jsonb',
      monthly_discount: 'integer',
      free_months: 'integer',
      discount_months: 'integer',
      sort_order: 'integer',
    },
    broadbandCampaigns.flatMap((campaign) =>
      campaign.offers.map((offer, index) => ({
        campaign_name: campaign.name,
        name: offer.name,
        title: offer.title ?? null,
        product_ids: offer.productIds ?? null,
        monthly_discount: offer.monthlyDiscount ?? null,
        free_months: offer.freeMonths ?? null,
        discount_months: offer.discountMonths ?? null,
        sort_order: index,
      })),
    ),
  );
  await insertJson(
    db,
    'campaign_eligibility',
    { personal_number: 'text', campaign_name: 'text', offer_name: 'text', msisdn: 'text' },
    campaignEligibility.map((row) => ({
      personal_number: row.personalNumber,
      campaign_name: row.campaignName,
      offer_name: row.offerName,
      msisdn: row.msisdn,
    })),
  );
  await insertJson(
    db,
    'campaign_vouchers',
    {
      code: 'text',
      campaign_name: 'text',
      channels: 'jsonb',
      valid_until: 'timestamptz',
      offer_name: 'text',
      product_ids: 'jsonb',
      monthly_discount: 'integer',
      free_months: 'integer',
    },
    broadbandVouchers.map((voucher) => ({
      code: voucher.code,
      campaign_name: voucher.campaignName,
      channels: voucher.channels,
      valid_until: voucher.validUntil,
      offer_name: voucher.offer.name,
      product_ids: voucher.offer.productIds ?? [],
      monthly_discount: voucher.offer.monthlyDiscount ?? null,
      free_months: voucher.offer.freeMonths ?? null,
    })),
  );
  await insertJson(
    db,
    'broadband_credit_refusals',
    { personal_number: 'text' },
    creditRejectedPersonalNumbers.map((personalNumber) => ({ personal_number: personalNumber })),
  );
}
