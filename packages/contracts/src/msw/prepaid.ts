import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { AnyContract } from '../contract';
import type { FieldError } from '../errors';
import { toFieldErrors } from '../errors';
import { PREPAID_OFFERING } from '../fixtures/mypages-catalogue';
import { MYPAGES_FIXTURE_NOW, mypagesDemoCustomers } from '../fixtures/mypages';
import { offeringProductsContract } from '../mypages/offering-products';
import type { Payment, PaymentStatus } from '../payments/status';
import { NOT_PREPAID_MESSAGE, numberCheckContract } from '../prepaid/number-check';
import {
  topUpCreateContract,
  topUpPayContract,
  topUpStatusContract,
  type TopUp,
} from '../prepaid/topup';

export interface PrepaidHandlerOptions {
  /** What the payer does with every payment, seen on the status read after it starts. */
  outcome?: Exclude<PaymentStatus, 'pending'> | 'never';
  /** Every call waits forever (loading states). */
  loading?: boolean;
  /** Every call answers 503. */
  unavailable?: boolean;
  /** The offering has no categories. */
  emptyOffering?: boolean;
  /** Reference moment (default: the fixed Storybook day). */
  now?: Date;
}

/** The paid top-up `prepaidHandlers` always holds: Erik's 100 kr by Swish (receipt stories). */
export const PAID_TOP_UP_ID = '20000000-0000-4000-8000-000000000001';
/** A top-up `prepaidHandlers` holds with its Swish payment waiting: settled as `outcome` says. */
export const PENDING_TOP_UP_ID = '20000000-0000-4000-8000-000000000002';

const path = (contract: AnyContract) => `*/services/${contract.path}`;
const fail = (status: number, errors: FieldError[]) => HttpResponse.json(errors, { status });
const UNAVAILABLE: FieldError[] = [{ field: 'server', message: 'Tjänsten svarar inte just nu.' }];

/**
 * The prepaid service for stories and component tests, on the customers and offering the server
 * seeds: Erik (student) and Olle (ordinary prices) have prepaid cards, Anna a subscription. The
 * rules are the server's (apps/server/src/prepaid/topups.ts): prices from the offering, student
 * price for a student, one credit per paid top-up.
 */
export function prepaidHandlers(options: PrepaidHandlerOptions = {}): HttpHandler[] {
  const now = options.now ?? MYPAGES_FIXTURE_NOW;
  const outcome = options.outcome ?? 'paid';
  const customers = mypagesDemoCustomers(now);
  const offering = options.emptyOffering
    ? { ...PREPAID_OFFERING, categories: [] }
    : PREPAID_OFFERING;
  const topUps = new Map<string, TopUp & { reads: number }>();
  const byKey = new Map<string, string>();
  let counter = 0;

  const guard = async () => {
    if (options.loading) await delay('infinite');
    return options.unavailable ? fail(503, UNAVAILABLE) : null;
  };

  const lookup = (msisdn: string) => {
    for (const customer of customers) {
      const subscription = customer.subscriptions.find((candidate) => candidate.id === msisdn);
      if (subscription) return { customer, subscription };
    }
    return null;
  };

  const check = (msisdn: string): FieldError[] | { isStudent: boolean } => {
    const found = lookup(msisdn);
    // One answer for another operator's number and a subscription, as the server gives it.
    if (!found || found.subscription.subscriptionType !== 'PREPAID_VOICE') {
      return [{ field: 'body.msisdn', message: NOT_PREPAID_MESSAGE }];
    }
    return { isStudent: found.customer.info.userProfileData.isStudent };
  };

  const newPayment = (
    amount: number,
    msisdn: string,
    reference: string,
    method: 'card' | 'swish',
    swishPhoneNumber: string | undefined,
  ): Payment => {
    counter += 1;
    return {
      paymentId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
      status: 'pending',
      amount,
      currency: 'SEK',
      method,
      msisdn,
      swishPhoneNumber: swishPhoneNumber ?? null,
      orderReference: reference,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 180_000).toISOString(),
      finishedAt: null,
    };
  };

  const withPayment = (topUp: TopUp, payment: Payment): TopUp => ({
    ...topUp,
    status: payment.status,
    payment,
    cardPaymentUrl:
      payment.method === 'card' && payment.status === 'pending'
        ? `/payment-sim/card/${payment.paymentId}`
        : null,
  });

  const erik = lookup(
    customers.find((customer) => customer.key === 'erik')?.subscriptions[0]?.id ?? '',
  );
  if (erik) {
    const saldo = erik.subscription.balance?.saldo?.remaining ?? 0;
    const paid: TopUp = {
      topUpId: PAID_TOP_UP_ID,
      reference: 'LT-STORY100',
      msisdn: erik.subscription.id,
      product: {
        id: 'SALDO_100',
        name: '100 kr',
        categoryTitle: 'Ladda saldo',
        dataGb: null,
        saldoKr: 100,
        validityDays: 180,
      },
      amount: 100,
      fullPrice: 100,
      studentDiscount: false,
      status: 'paid',
      payment: {
        ...newPayment(100, erik.subscription.id, 'LT-STORY100', 'swish', erik.subscription.id),
        status: 'paid',
        finishedAt: now.toISOString(),
      },
      cardPaymentUrl: null,
      createdAt: now.toISOString(),
      paidAt: now.toISOString(),
      balance: {
        saldoKr: saldo + 100,
        dataRemainingGb: erik.subscription.balance?.data?.remaining ?? null,
      },
    };
    topUps.set(PAID_TOP_UP_ID, { ...paid, reads: 0 });
    topUps.set(PENDING_TOP_UP_ID, {
      ...paid,
      topUpId: PENDING_TOP_UP_ID,
      reference: 'LT-STORY101',
      status: 'pending',
      payment: newPayment(100, erik.subscription.id, 'LT-STORY101', 'swish', erik.subscription.id),
      paidAt: null,
      balance: null,
      reads: 0,
    });
  }

  return [
    http.get(path(offeringProductsContract), async () => {
      return (await guard()) ?? HttpResponse.json({ offering });
    }),
    http.post(path(numberCheckContract), async ({ request }) => {
      const refused = await guard();
      if (refused) return refused;
      const body = numberCheckContract.body.safeParse(await request.json().catch(() => null));
      if (!body.success) return fail(400, toFieldErrors(body.error, 'body'));
      const result = check(body.data.msisdn);
      if (Array.isArray(result)) return fail(404, result);
      return HttpResponse.json({
        msisdn: body.data.msisdn,
        isStudent: result.isStudent,
        offeringId: offering.offeringId,
      });
    }),
    http.post(path(topUpCreateContract), async ({ request }) => {
      const refused = await guard();
      if (refused) return refused;
      const key = request.headers.get('idempotency-key') ?? '';
      const body = topUpCreateContract.body.safeParse(await request.json().catch(() => null));
      if (!body.success) return fail(400, toFieldErrors(body.error, 'body'));
      const known = byKey.get(key);
      if (known) return HttpResponse.json(topUps.get(known));
      const result = check(body.data.msisdn);
      if (Array.isArray(result)) return fail(404, result);
      const category = offering.categories.find((candidate) =>
        candidate.products.some((product) => product.id === body.data.productId),
      );
      const product = category?.products.find((item) => item.id === body.data.productId);
      if (!category || !product) {
        return fail(422, [
          { field: 'body.productId', message: 'Det du valde finns inte längre. Välj igen.' },
        ]);
      }
      const amount =
        result.isStudent && product.studentPrice !== null ? product.studentPrice : product.price;
      counter += 1;
      const reference = `LT-STORY${String(counter).padStart(3, '0')}`;
      const topUp: TopUp = withPayment(
        {
          topUpId: `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
          reference,
          msisdn: body.data.msisdn,
          product: {
            id: product.id,
            name: product.name,
            categoryTitle: category.title,
            dataGb: product.dataGb,
            saldoKr: product.saldoKr,
            validityDays: product.validityDays,
          },
          amount,
          fullPrice: product.price,
          studentDiscount: amount < product.price,
          status: 'pending',
          payment: null,
          cardPaymentUrl: null,
          createdAt: now.toISOString(),
          paidAt: null,
          balance: null,
        },
        newPayment(
          amount,
          body.data.msisdn,
          reference,
          body.data.payment.method,
          body.data.payment.swishPhoneNumber,
        ),
      );
      topUps.set(topUp.topUpId, { ...topUp, reads: 0 });
      byKey.set(key, topUp.topUpId);
      return HttpResponse.json(topUp);
    }),
    http.get(path(topUpStatusContract), async ({ params }) => {
      const refused = await guard();
      if (refused) return refused;
      const stored = topUps.get(String(params['topUpId']));
      if (!stored) {
        return fail(404, [{ field: 'params.topUpId', message: 'Påfyllningen finns inte' }]);
      }
      stored.reads += 1;
      if (
        stored.status === 'pending' &&
        stored.payment &&
        outcome !== 'never' &&
        stored.reads > 1
      ) {
        const payment = { ...stored.payment, status: outcome, finishedAt: now.toISOString() };
        Object.assign(stored, withPayment(stored, payment));
        if (outcome === 'paid') {
          const subscription = lookup(stored.msisdn)?.subscription;
          stored.paidAt = now.toISOString();
          stored.balance = {
            saldoKr: (subscription?.balance?.saldo?.remaining ?? 0) + (stored.product.saldoKr ?? 0),
            dataRemainingGb:
              (subscription?.balance?.data?.remaining ?? 0) + (stored.product.dataGb ?? 0),
          };
        }
      }
      const { reads: _reads, ...topUp } = stored;
      return HttpResponse.json(topUp);
    }),
    http.post(path(topUpPayContract), async ({ params, request }) => {
      const refused = await guard();
      if (refused) return refused;
      const stored = topUps.get(String(params['topUpId']));
      if (!stored) {
        return fail(404, [{ field: 'params.topUpId', message: 'Påfyllningen finns inte' }]);
      }
      if (stored.status === 'paid') {
        return fail(409, [{ field: 'params.topUpId', message: 'Påfyllningen är redan betald' }]);
      }
      const body = topUpPayContract.body.safeParse(await request.json().catch(() => null));
      if (!body.success) return fail(400, toFieldErrors(body.error, 'body'));
      const payment = newPayment(
        stored.amount,
        stored.msisdn,
        stored.reference,
        body.data.method,
        body.data.swishPhoneNumber,
      );
      Object.assign(stored, withPayment(stored, payment), { reads: 0 });
      const { reads: _reads, ...topUp } = stored;
      return HttpResponse.json(topUp);
    }),
  ];
}
