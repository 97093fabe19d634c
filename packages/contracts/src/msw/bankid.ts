import { http, HttpResponse } from 'msw';
import { SERVICES_BASE } from '../brand';
import { bankidCancelContract } from '../bankid/cancel';
import { bankidMessageCode, bankidOutcome, type BankidFlow } from '../bankid/messages';
import { bankidStartContract } from '../bankid/start';
import { bankidStatusContract, type BankidOrderState, type BankidUser } from '../bankid/status';
import { bankidFixtureQr, bankidFixtureUser } from '../fixtures/bankid';

/**
 * Story scenarios: `verified` runs outstandingTransaction → userSign → complete; the others run
 * like a real order until they fail with the outcome in their name. `start-*` fail at start.
 */
export type BankidScenario =
  | 'verified'
  | 'timeout'
  | 'start-failed'
  | 'already-in-progress'
  | 'cancelled'
  | 'identity-not-validated'
  | 'error'
  | 'start-already-in-progress'
  | 'start-error'
  | 'pending-forever';

export interface BankidHandlerOptions {
  scenario?: BankidScenario;
  /** How many status polls each pending step lasts. */
  pollsPerStep?: number;
  user?: BankidUser;
}

const url = (path: string) => `*${SERVICES_BASE}${path}`;

async function qrCode(time: number): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(bankidFixtureQr.qrStartSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(String(time))));
  const hex = Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `bankid.${bankidFixtureQr.qrStartToken}.${time}.${hex}`;
}

type Step =
  | { status: 'pending'; hintCode: string }
  | { status: 'failed'; hintCode: string | null; errorCode?: string }
  | { status: 'complete' };

/** The steps of each scenario; the last one is final. */
function stepsFor(scenario: BankidScenario): Step[] {
  const outstanding: Step = { status: 'pending', hintCode: 'outstandingTransaction' };
  const userSign: Step = { status: 'pending', hintCode: 'userSign' };
  switch (scenario) {
    case 'verified':
      return [outstanding, userSign, { status: 'complete' }];
    case 'timeout':
      return [outstanding, { status: 'failed', hintCode: 'expiredTransaction' }];
    case 'start-failed':
      return [outstanding, { status: 'failed', hintCode: 'startFailed' }];
    case 'already-in-progress':
      return [outstanding, { status: 'failed', hintCode: 'cancelled' }];
    case 'cancelled':
      return [outstanding, userSign, { status: 'failed', hintCode: 'userCancel' }];
    case 'identity-not-validated':
      return [
        outstanding,
        { status: 'pending', hintCode: 'started' },
        { status: 'failed', hintCode: 'certificateErr' },
      ];
    case 'error':
      return [outstanding, { status: 'failed', hintCode: null, errorCode: 'internalError' }];
    default:
      return [outstanding];
  }
}

/** MSW handlers for the site-facing BankID calls, stateful per order like the real server. */
export function bankidHandlers(options: BankidHandlerOptions = {}) {
  const { scenario = 'verified', pollsPerStep = 2, user = bankidFixtureUser } = options;
  const orders = new Map<
    string,
    { polls: number; purpose: BankidOrderState['purpose']; flow: BankidFlow; cancelled: boolean }
  >();

  async function state(orderRef: string): Promise<BankidOrderState> {
    const order = orders.get(orderRef);
    if (!order) throw new Error('unknown order');
    const steps = stepsFor(scenario);
    const index = Math.min(Math.floor(order.polls / pollsPerStep), steps.length - 1);
    const step: Step = order.cancelled
      ? { status: 'failed', hintCode: null }
      : (steps[index] as Step);
    const hintCode = step.status === 'complete' ? null : step.hintCode;
    const errorCode = step.status === 'failed' ? (step.errorCode ?? null) : null;
    return {
      orderRef,
      purpose: order.purpose,
      status: step.status,
      hintCode,
      outcome: order.cancelled
        ? 'cancelled'
        : bankidOutcome({ status: step.status, hintCode, errorCode }),
      messageCode: order.cancelled
        ? 'RFA6'
        : bankidMessageCode({ status: step.status, hintCode, errorCode, flow: order.flow }),
      qrCode:
        step.status === 'pending' && hintCode === 'outstandingTransaction'
          ? await qrCode(order.polls)
          : null,
      user: step.status === 'complete' ? user : null,
    };
  }

  return [
    http.post(url(bankidStartContract.path), async ({ request }) => {
      if (scenario === 'start-already-in-progress') {
        return HttpResponse.json(
          [
            {
              field: 'bankid',
              message:
                'En identifiering eller underskrift för det här personnumret är redan påbörjad. Försök igen.',
            },
          ],
          { status: 409 },
        );
      }
      if (scenario === 'start-error') {
        return HttpResponse.json([{ field: 'bankid', message: 'Något gick fel. Försök igen.' }], {
          status: 503,
        });
      }
      const body = bankidStartContract.body.parse(await request.json());
      const orderRef = crypto.randomUUID();
      orders.set(orderRef, { polls: 0, purpose: body.purpose, flow: body.flow, cancelled: false });
      return HttpResponse.json({
        orderRef,
        autoStartToken: crypto.randomUUID(),
        qrCode: await qrCode(0),
      });
    }),
    http.post(url(bankidStatusContract.path), async ({ request }) => {
      const body = bankidStatusContract.body.parse(await request.json());
      const order = orders.get(body.orderRef);
      if (!order) {
        return HttpResponse.json([{ field: 'orderRef', message: 'Okänd order' }], { status: 404 });
      }
      if (body.flow) order.flow = body.flow;
      const answer = await state(body.orderRef);
      order.polls += 1;
      return HttpResponse.json(answer);
    }),
    http.post(url(bankidCancelContract.path), async ({ request }) => {
      const body = bankidCancelContract.body.parse(await request.json());
      const order = orders.get(body.orderRef);
      if (!order) {
        return HttpResponse.json([{ field: 'orderRef', message: 'Okänd order' }], { status: 404 });
      }
      const current = await state(body.orderRef);
      if (current.status === 'pending') order.cancelled = true;
      return HttpResponse.json(await state(body.orderRef));
    }),
  ];
}
