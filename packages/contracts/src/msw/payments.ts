import { http, HttpResponse } from 'msw';
import { SERVICES_BASE } from '../brand';
import { paymentPendingFixture } from '../fixtures/payments';
import { cancelPaymentContract } from '../payments/cancel';
import { createPaymentContract } from '../payments/create';
import { paymentStatusContract, type Payment, type PaymentStatus } from '../payments/status';

export interface PaymentHandlerOptions {
  /** How the payment ends. */
  result?: Exclude<PaymentStatus, 'pending' | 'cancelled'> | 'never';
  /** How many status polls it stays pending. */
  pendingPolls?: number;
}

const url = (path: string) => `*${SERVICES_BASE}${path}`;

/** MSW handlers for top-up payments: create answers pending, status ends after a few polls. */
export function paymentsHandlers(options: PaymentHandlerOptions = {}) {
  const { result = 'paid', pendingPolls = 2 } = options;
  const payments = new Map<string, { payment: Payment; polls: number }>();
  const byKey = new Map<string, string>();

  const current = (entry: { payment: Payment; polls: number }): Payment => {
    if (entry.payment.status !== 'pending' || result === 'never' || entry.polls < pendingPolls) {
      return entry.payment;
    }
    entry.payment = { ...entry.payment, status: result, finishedAt: new Date().toISOString() };
    return entry.payment;
  };

  return [
    http.post(url(createPaymentContract.path), async ({ request }) => {
      const parsed = createPaymentContract.body.safeParse(await request.json());
      if (!parsed.success) {
        return HttpResponse.json(
          parsed.error.issues.map((issue) => ({
            field: ['body', ...issue.path.map(String)].join('.'),
            message: issue.message,
          })),
          { status: 400 },
        );
      }
      const key = request.headers.get('idempotency-key') ?? crypto.randomUUID();
      const existing = byKey.get(key);
      if (existing) return HttpResponse.json(payments.get(existing)?.payment);
      const now = new Date();
      const payment: Payment = {
        ...paymentPendingFixture,
        paymentId: crypto.randomUUID(),
        amount: parsed.data.amount,
        method: parsed.data.method,
        msisdn: parsed.data.msisdn,
        swishPhoneNumber: parsed.data.swishPhoneNumber ?? null,
        orderReference: parsed.data.orderReference,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 180_000).toISOString(),
      };
      payments.set(payment.paymentId, { payment, polls: 0 });
      byKey.set(key, payment.paymentId);
      return HttpResponse.json(payment);
    }),
    http.get(url(paymentStatusContract.path), ({ params }) => {
      const entry = payments.get(String(params['paymentId']));
      if (!entry) {
        return HttpResponse.json([{ field: 'paymentId', message: 'Betalningen finns inte' }], {
          status: 404,
        });
      }
      const answer = current(entry);
      entry.polls += 1;
      return HttpResponse.json(answer);
    }),
    http.post(url(cancelPaymentContract.path), ({ params }) => {
      const entry = payments.get(String(params['paymentId']));
      if (!entry) {
        return HttpResponse.json([{ field: 'paymentId', message: 'Betalningen finns inte' }], {
          status: 404,
        });
      }
      if (current(entry).status !== 'pending') {
        return HttpResponse.json(
          [{ field: 'paymentId', message: 'Betalningen är redan avslutad' }],
          {
            status: 409,
          },
        );
      }
      entry.payment = {
        ...entry.payment,
        status: 'cancelled',
        finishedAt: new Date().toISOString(),
      };
      return HttpResponse.json(entry.payment);
    }),
  ];
}

/** The payment service failing: create answers 503. */
export const paymentsErrorHandlers = [
  http.post(url(createPaymentContract.path), () =>
    HttpResponse.json([{ field: 'service', message: 'Betaltjänsten är inte tillgänglig' }], {
      status: 503,
    }),
  ),
];
