import {
  BROADBAND_PRODUCTS,
  CONSENT_QUESTIONS,
  OPT_OUT_QUESTIONS,
  PREPAID_OFFERING,
  broadbandUpgradeCampaign,
} from '@lingon/contracts/fixtures/mypages-catalogue';
import { mypagesDemoCustomers, type FixtureCustomer } from '@lingon/contracts/fixtures/mypages';
import { prepaidTopUps, usageHistory } from '@lingon/contracts/fixtures/mypages-usage';
import type { Db } from '../db/db';
import { insertAddons } from '../mypages/addons';
import { insertBalance } from '../mypages/subscriptions';

/**
 * Seed the my-pages catalogue and demo customers from the shared fixtures. Dates are relative to
 * the seed moment so that, e.g., one order confirmation is 3 days old and one 20 days old.
 */
export async function seedMypages(db: Db, now: Date = new Date()): Promise<void> {
  for (const [index, question] of CONSENT_QUESTIONS.entries()) {
    await db.query(
      'insert into mypages_permission_questions (kind, id, title, text, sort_order) values ($1, $2, $3, $4, $5)',
      ['consent', question.id, question.title, question.text, index],
    );
  }
  for (const [index, question] of OPT_OUT_QUESTIONS.entries()) {
    await db.query(
      'insert into mypages_permission_questions (kind, id, title, text, sort_order) values ($1, $2, $3, $4, $5)',
      ['opt-out', question.id, question.title, question.text, index],
    );
  }
  for (const [index, product] of BROADBAND_PRODUCTS.entries()) {
    await db.query(
      'insert into mypages_broadband_products (product_id, name, download_speed, upload_speed, price, sort_order) values ($1, $2, $3, $4, $5, $6)',
      [
        product.productId,
        product.name,
        product.downloadSpeed,
        product.uploadSpeed,
        product.price,
        index,
      ],
    );
  }
  await db.query('insert into mypages_offerings (offering_id, categories) values ($1, $2)', [
    PREPAID_OFFERING.offeringId,
    JSON.stringify(PREPAID_OFFERING.categories),
  ]);
  for (const customer of mypagesDemoCustomers(now)) await seedCustomer(db, customer, now);
}

async function seedCustomer(db: Db, customer: FixtureCustomer, now: Date): Promise<void> {
  const legal = customer.info.customerLegalInformation;
  const profile = customer.info.userProfileData;
  const pn = legal.personalNumber;
  await db.query(
    `insert into mypages_customers
       (personal_number, customer_id, first_name, last_name, street, zipcode, city, email, contact_phone, is_student)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      pn,
      legal.customerId,
      legal.firstName,
      legal.lastName,
      legal.address.street,
      legal.address.zipcode,
      legal.address.city,
      profile.email,
      profile.contactPhone,
      profile.isStudent,
    ],
  );

  // Main subscriptions first so that family members can reference them.
  const ordered = [...customer.subscriptions].sort(
    (a, b) => Number(a.mainMsisdn !== null) - Number(b.mainMsisdn !== null),
  );
  for (const sub of ordered) {
    await db.query(
      `insert into mypages_subscriptions
         (id, uid, personal_number, subscription_type, name, display_name, commitment_end_date,
          binding_months, prepaid_expire_date, unlimited_valid_until, advertisement_status,
          traffic_status_code, main_msisdn, surf_sim_count, product_id, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        sub.id,
        sub.uid,
        pn,
        sub.subscriptionType,
        sub.name,
        sub.displayName,
        sub.commitmentEndDate,
        sub.bindingMonths,
        sub.prepaidExpireDate,
        sub.unlimitedValidUntil,
        sub.advertisementStatus,
        sub.trafficStatusCode,
        sub.mainMsisdn,
        sub.surfSimCount,
        sub.productId,
        customer.subscriptions.indexOf(sub),
      ],
    );
    if (sub.balance) await insertBalance(db, sub.id, sub.balance);
    if (sub.subscriptionType !== 'BROADBAND') {
      for (const day of usageHistory(sub, now)) {
        await db.query(
          'insert into mypages_usage_daily (subscription_id, day, data_mb, call_minutes, sms) values ($1, $2, $3, $4, $5)',
          [sub.id, day.date, day.dataMb, day.callMinutes, day.sms],
        );
      }
    }
    if (sub.subscriptionType === 'PREPAID_VOICE') {
      for (const topUp of prepaidTopUps(sub.id, now)) {
        await db.query(
          'insert into mypages_topups (id, subscription_id, created_at, title, amount, payment_method) values ($1, $2, $3, $4, $5, $6)',
          [topUp.id, sub.id, topUp.createdOn, topUp.title, topUp.amount, topUp.paymentMethod],
        );
      }
    }
    await insertAddons(db, sub.id, sub.addons);
    if (sub.subscriptionType === 'BROADBAND') {
      await db.query(
        'insert into mypages_broadband_campaigns (subscription_id, campaign) values ($1, $2)',
        [sub.id, JSON.stringify(broadbandUpgradeCampaign(sub.id))],
      );
    }
  }

  for (const account of customer.billingAccounts) {
    await db.query(
      'insert into mypages_billing_accounts (account_number, personal_number, system, available) values ($1, $2, $3, $4)',
      [account.accountNumber, pn, account.system, account.available],
    );
  }
  for (const invoice of customer.invoices) {
    await db.query(
      `insert into mypages_invoices
         (invoice_number, account_number, ocr, amount, invoice_date, due_date, subscriptions,
          subscription_type, payment_form, payment_status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        invoice.invoiceNumber,
        invoice.accountNumber,
        invoice.ocr,
        invoice.amount,
        invoice.invoiceDate,
        invoice.dueDate,
        JSON.stringify(invoice.subscriptions),
        invoice.subscriptionType,
        invoice.paymentForm,
        invoice.paymentStatus,
      ],
    );
  }
  for (const document of customer.documents) {
    await db.query(
      'insert into mypages_documents (id, personal_number, title, type, created_on, body) values ($1, $2, $3, $4, $5, $6)',
      [document.id, pn, document.title, document.type, document.createdOn, document.body],
    );
  }
  for (const gdprCase of customer.gdprCases) {
    await db.query(
      'insert into mypages_gdpr_cases (id, personal_number, type, status, created_on, closed_on) values ($1, $2, $3, $4, $5, $6)',
      [gdprCase.id, pn, gdprCase.type, gdprCase.status, gdprCase.createdOn, gdprCase.closedOn],
    );
  }
  for (const confirmation of customer.orderConfirmations) {
    await db.query(
      'insert into mypages_order_confirmations (id, personal_number, title, order_id, inserted_on) values ($1, $2, $3, $4, $5)',
      [confirmation.id, pn, confirmation.title, confirmation.orderId, confirmation.insertedOn],
    );
  }
  for (const order of customer.orders) {
    await db.query(
      `insert into mypages_orders
         (order_id, personal_number, created_on, status, category, title, total_price, lines)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        order.orderId,
        pn,
        order.createdOn,
        order.status,
        order.category,
        order.title,
        order.totalPrice,
        JSON.stringify(order.lines),
      ],
    );
  }
  for (const [kind, answers] of [
    ['consent', customer.consents],
    ['opt-out', customer.optOuts],
  ] as const) {
    for (const [questionId, status] of Object.entries(answers)) {
      await db.query(
        `insert into mypages_permission_answers (personal_number, kind, question_id, status, updated_at)
         values ($1, $2, $3, $4, $5)`,
        [pn, kind, questionId, status, now],
      );
    }
  }
}
