import { ERIK_MSISDN, ANNA_MSISDN, OLLE_MSISDN } from '@lingon/contracts/fixtures/mypages';
import { NOT_PREPAID_MESSAGE } from '@lingon/contracts/prepaid/number-check';
import { topUpTitle } from '@lingon/contracts/prepaid/topup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleUnsettledTopUps } from '../src/prepaid/topups';
import { createTestServer } from './harness';

const BASE = '/services/lingon-prepaid-service/v1';
let keyCounter = 0;
const newKey = () => `test-key-${Date.now().toString(36)}-${(keyCounter += 1)}`;

describe('prepaid top-up', () => {
  let serverPromise: ReturnType<typeof createTestServer>;
  beforeAll(async () => {
    serverPromise = createTestServer({ SIMULATORS: true });
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());

  const post = async (path: string, json: unknown, key?: string) =>
    (await serverPromise).request(`${BASE}${path}`, {
      method: 'POST',
      json,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const status = async (topUpId: string) =>
    (await (await serverPromise).request(`${BASE}/topups/${topUpId}`)).json();
  const control = async (paymentId: string, action: 'approve' | 'decline' | 'timeout') =>
    (await serverPromise).request(`/payment-sim/control/${paymentId}`, {
      method: 'POST',
      json: { action },
    });
  const balanceOf = async (msisdn: string) => {
    const [row] = await (
      await serverPromise
    ).db.query<{
      data: { remaining: number } | null;
      saldo: { remaining: number } | null;
    }>('select data, saldo from mypages_balances where subscription_id = $1', [msisdn]);
    return { saldo: row?.saldo?.remaining ?? 0, data: row?.data?.remaining ?? 0 };
  };
  const historyOf = async (msisdn: string) =>
    (await serverPromise).db.query<{
      id: string;
      title: string;
      amount: number;
      payment_method: string;
    }>('select id, title, amount, payment_method from mypages_topups where subscription_id = $1', [
      msisdn,
    ]);

  describe('the number check', () => {
    it('knows an active prepaid number and whether its holder is a student', async () => {
      const erik = await post('/numbers/check', { msisdn: '073-123 45 60' });
      expect(erik.status).toBe(200);
      expect(await erik.json()).toEqual({
        msisdn: ERIK_MSISDN,
        isStudent: true,
        offeringId: 'PPT-2026-11',
      });
      const olle = await (await post('/numbers/check', { msisdn: OLLE_MSISDN })).json();
      expect(olle.isStudent).toBe(false);
    });

    it('refuses an unknown number and a subscription alike, and a malformed number', async () => {
      const refusal = [{ field: 'body.msisdn', message: NOT_PREPAID_MESSAGE }];
      const unknown = await post('/numbers/check', { msisdn: '0709999999' });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual(refusal);
      // The public check does not tell a subscription from another operator's number.
      const postpaid = await post('/numbers/check', { msisdn: ANNA_MSISDN });
      expect(postpaid.status).toBe(404);
      expect(await postpaid.json()).toEqual(refusal);
      const topUp = await post(
        '/topups',
        { msisdn: ANNA_MSISDN, productId: 'SURF_5GB', payment: { method: 'card' } },
        newKey(),
      );
      expect(topUp.status).toBe(404);
      expect(await topUp.json()).toEqual(refusal);
      const malformed = await post('/numbers/check', { msisdn: '08-123 456' });
      expect(malformed.status).toBe(400);
      expect((await malformed.json())[0]).toEqual({
        field: 'body.msisdn',
        message: 'Ange ett svenskt mobilnummer, till exempel 070-123 45 67',
      });
    });
  });

  describe('top-up orders', () => {
    it('prices on the server: the student price for a student, the ordinary price otherwise', async () => {
      const student = await (
        await post(
          '/topups',
          { msisdn: ERIK_MSISDN, productId: 'SURF_5GB', payment: { method: 'card' } },
          newKey(),
        )
      ).json();
      expect(student).toMatchObject({
        amount: 79,
        fullPrice: 99,
        studentDiscount: true,
        status: 'pending',
      });
      expect(student.cardPaymentUrl).toBe(`/payment-sim/card/${student.payment.paymentId}`);
      expect(student.reference).toMatch(/^LT-[A-Z2-9]{8}$/);
      const ordinary = await (
        await post(
          '/topups',
          { msisdn: OLLE_MSISDN, productId: 'SURF_5GB', payment: { method: 'card' } },
          newKey(),
        )
      ).json();
      expect(ordinary).toMatchObject({ amount: 99, fullPrice: 99, studentDiscount: false });
    });

    it('answers the same top-up for a repeated key, 409 for the key with another body', async () => {
      const key = newKey();
      const body = {
        msisdn: OLLE_MSISDN,
        productId: 'SALDO_100',
        payment: { method: 'swish', swishPhoneNumber: '0761234570' },
      };
      const first = await (await post('/topups', body, key)).json();
      const again = await (await post('/topups', body, key)).json();
      expect(again.topUpId).toBe(first.topUpId);
      expect(again.payment.paymentId).toBe(first.payment.paymentId);
      const other = await post('/topups', { ...body, productId: 'SALDO_200' }, key);
      expect(other.status).toBe(409);
    });

    it('validates with field errors: product, Swish number, key', async () => {
      const noProduct = await post(
        '/topups',
        { msisdn: OLLE_MSISDN, productId: 'NOPE', payment: { method: 'card' } },
        newKey(),
      );
      expect(noProduct.status).toBe(422);
      expect((await noProduct.json())[0].field).toBe('body.productId');
      const noSwish = await post(
        '/topups',
        { msisdn: OLLE_MSISDN, productId: 'SALDO_100', payment: { method: 'swish' } },
        newKey(),
      );
      expect(noSwish.status).toBe(400);
      expect(await noSwish.json()).toEqual([
        {
          field: 'body.payment.swishPhoneNumber',
          message: 'Ange mobilnumret som är kopplat till Swish',
        },
      ]);
      const noKey = await post('/topups', {
        msisdn: OLLE_MSISDN,
        productId: 'SALDO_100',
        payment: { method: 'card' },
      });
      expect(noKey.status).toBe(400);
      expect((await noKey.json())[0].field).toBe('headers.idempotency-key');
      const postpaid = await post(
        '/topups',
        { msisdn: ANNA_MSISDN, productId: 'SALDO_100', payment: { method: 'card' } },
        newKey(),
      );
      // Refused as any number that is not a Lingon prepaid card (the number check).
      expect(postpaid.status).toBe(404);
    });

    it('credits a Swish top-up exactly once, however many read its status at the same time', async () => {
      const before = await balanceOf(OLLE_MSISDN);
      const topUp = await (
        await post(
          '/topups',
          {
            msisdn: OLLE_MSISDN,
            productId: 'SALDO_100',
            payment: { method: 'swish', swishPhoneNumber: '0761234570' },
          },
          newKey(),
        )
      ).json();
      expect((await status(topUp.topUpId)).status).toBe('pending');
      expect(await balanceOf(OLLE_MSISDN)).toEqual(before);
      await control(topUp.payment.paymentId, 'approve');
      const reads = await Promise.all(Array.from({ length: 8 }, () => status(topUp.topUpId)));
      for (const read of reads) expect(read.status).toBe('paid');
      const after = await balanceOf(OLLE_MSISDN);
      expect(after.saldo).toBeCloseTo(before.saldo + 100);
      expect(after.data).toBe(before.data);
      expect(reads[0].balance.saldoKr).toBeCloseTo(after.saldo);
      expect((await historyOf(OLLE_MSISDN)).filter((row) => row.id === topUp.topUpId)).toEqual([
        {
          id: topUp.topUpId,
          title: topUpTitle({ dataGb: null, saldoKr: 100, validityDays: 180 }),
          amount: 100,
          payment_method: 'SWISH',
        },
      ]);
    });

    it('credits a card-paid surf package with its data, through the provider page', async () => {
      const server = await serverPromise;
      const before = await balanceOf(ERIK_MSISDN);
      const topUp = await (
        await post(
          '/topups',
          { msisdn: ERIK_MSISDN, productId: 'SURF_15GB', payment: { method: 'card' } },
          newKey(),
        )
      ).json();
      const page = await server.request(topUp.cardPaymentUrl);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Betala 159 kr till Lingon');
      const back = '/kontantkort/ladda/kassa/betalning';
      const pay = await server.request(topUp.cardPaymentUrl, {
        method: 'POST',
        body: new URLSearchParams({ action: 'approve', return: back }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(pay.status).toBe(303);
      expect(pay.headers.get('location')).toBe(back);
      const after = await balanceOf(ERIK_MSISDN);
      expect(after.data).toBeCloseTo(before.data + 15);
      expect(after.saldo).toBe(before.saldo);
      expect((await status(topUp.topUpId)).status).toBe('paid');
      // Named in the history by what it gave, like the seeded top-ups, not by the offering's names.
      const [recorded] = (await historyOf(ERIK_MSISDN)).filter((row) => row.id === topUp.topUpId);
      expect(recorded?.title.replace(/\u00a0/g, ' ')).toBe('Surf 15 GB, 30 dagar');
    });

    it('sends the provider page back only to a path on this site', async () => {
      const server = await serverPromise;
      const topUp = await (
        await post(
          '/topups',
          { msisdn: OLLE_MSISDN, productId: 'SURF_5GB', payment: { method: 'card' } },
          newKey(),
        )
      ).json();
      const pay = await server.request(topUp.cardPaymentUrl, {
        method: 'POST',
        body: new URLSearchParams({ action: 'cancel', return: '//evil.example/x' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(pay.headers.get('location')).toBe('/');
      expect((await status(topUp.topUpId)).status).toBe('cancelled');
    });

    it('credits nothing for a declined or timed-out payment, and a retry that is paid credits once', async () => {
      const before = await balanceOf(OLLE_MSISDN);
      const topUp = await (
        await post(
          '/topups',
          { msisdn: OLLE_MSISDN, productId: 'KOMBI_10GB_100', payment: { method: 'card' } },
          newKey(),
        )
      ).json();
      await control(topUp.payment.paymentId, 'decline');
      expect((await status(topUp.topUpId)).status).toBe('declined');
      const retry = await (
        await post(
          `/topups/${topUp.topUpId}/payments`,
          { method: 'swish', swishPhoneNumber: '0761234570' },
          newKey(),
        )
      ).json();
      expect(retry.status).toBe('pending');
      expect(retry.payment.paymentId).not.toBe(topUp.payment.paymentId);
      await control(retry.payment.paymentId, 'timeout');
      expect((await status(topUp.topUpId)).status).toBe('timed-out');
      expect(await balanceOf(OLLE_MSISDN)).toEqual(before);

      const last = await (
        await post(`/topups/${topUp.topUpId}/payments`, { method: 'card' }, newKey())
      ).json();
      // A second retry cancels the pending payment it replaces: two can never both be paid.
      const replaced = await (
        await post(`/topups/${topUp.topUpId}/payments`, { method: 'card' }, newKey())
      ).json();
      expect((await control(last.payment.paymentId, 'approve')).status).toBe(409);
      await control(replaced.payment.paymentId, 'approve');
      const paid = await status(topUp.topUpId);
      expect(paid.status).toBe('paid');
      const after = await balanceOf(OLLE_MSISDN);
      expect(after.saldo).toBeCloseTo(before.saldo + 100);
      expect(after.data).toBeCloseTo(before.data + 10);
      const again = await post(`/topups/${topUp.topUpId}/payments`, { method: 'card' }, newKey());
      expect(again.status).toBe(409);
      expect((await historyOf(OLLE_MSISDN)).filter((row) => row.id === topUp.topUpId)).toHaveLength(
        1,
      );
    });

    it('credits a top-up paid while no browser asks, and a settle after a restart changes nothing', async () => {
      const server = await serverPromise;
      const before = await balanceOf(ERIK_MSISDN);
      const topUp = await (
        await post(
          '/topups',
          {
            msisdn: ERIK_MSISDN,
            productId: 'SALDO_200',
            payment: { method: 'swish', swishPhoneNumber: '0731234560' },
          },
          newKey(),
        )
      ).json();
      // The payer approves in the app; the browser has closed and never reads the status.
      await control(topUp.payment.paymentId, 'approve');
      expect((await balanceOf(ERIK_MSISDN)).saldo).toBeCloseTo(before.saldo + 200);
      // What the server does at start: nothing is left to credit, nothing is credited twice.
      const services = { db: server.db, config: server.config, now: () => new Date() };
      expect(await settleUnsettledTopUps(services)).toBe(0);
      expect((await balanceOf(ERIK_MSISDN)).saldo).toBeCloseTo(before.saldo + 200);
    });

    it('settles at start a paid payment whose top-up was never credited', async () => {
      const server = await serverPromise;
      const before = await balanceOf(OLLE_MSISDN);
      const topUp = await (
        await post(
          '/topups',
          { msisdn: OLLE_MSISDN, productId: 'SALDO_100', payment: { method: 'card' } },
          newKey(),
        )
      ).json();
      // As if the process died between the provider's answer and the credit.
      await server.db.query(
        "update payments set status = 'paid', finished_at = now() where id = $1",
        [topUp.payment.paymentId],
      );
      // Restart settling and eight status reads race for the same credit.
      const services = { db: server.db, config: server.config, now: () => new Date() };
      await Promise.all([
        settleUnsettledTopUps(services),
        ...Array.from({ length: 8 }, () => status(topUp.topUpId)),
      ]);
      expect((await balanceOf(OLLE_MSISDN)).saldo).toBeCloseTo(before.saldo + 100);
      expect((await historyOf(OLLE_MSISDN)).filter((row) => row.id === topUp.topUpId)).toHaveLength(
        1,
      );
      expect((await status(topUp.topUpId)).status).toBe('paid');
    });

    it('answers 404 for an unknown top-up and 400 for a malformed id', async () => {
      const server = await serverPromise;
      const unknown = await server.request(`${BASE}/topups/00000000-0000-4000-8000-000000000000`);
      expect(unknown.status).toBe(404);
      const malformed = await server.request(`${BASE}/topups/abc`);
      expect(malformed.status).toBe(400);
    });
  });
});
