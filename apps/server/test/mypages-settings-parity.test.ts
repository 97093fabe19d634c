import { contractUrl } from '@lingon/contracts/client';
import type { AnyContract } from '@lingon/contracts/contract';
import {
  ANNA_FAMILY_MSISDNS,
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import { mypagesHandlers } from '@lingon/contracts/msw/mypages';
import { respondWithHandlers } from '@lingon/contracts/msw/respond';
import {
  saveSubscriptionSettingsContract,
  simOrderContract,
  subscriptionSettingsContract,
} from '@lingon/contracts/mypages/subscription-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';
import { signIn } from './mypages-support';

/**
 * The subscription settings' rules on the server and in the MSW handlers the stories use: the
 * same requests, in the same order, get the same answers (as in msw-parity.test.ts). Order ids
 * and moments are made on each side, so they are compared by shape.
 */

const ORIGIN = 'http://localhost';

function requestFor(contract: AnyContract, body: unknown): { url: string; init: RequestInit } {
  return {
    url: contractUrl(contract, {} as never, '/services/'),
    init: {
      method: contract.method,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    },
  };
}

function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'orderId' && typeof inner === 'string' && inner.startsWith('LO-SIM-')
          ? '<order id>'
          : key === 'orderedOn' && typeof inner === 'string'
            ? '<moment>'
            : normalise(inner),
      ]),
    );
  }
  return value;
}

const read = async (res: Response) => ({ status: res.status, body: normalise(await res.json()) });

describe('MSW handlers and the server agree on subscription settings and SIM orders', () => {
  let serverPromise: ReturnType<typeof createTestServer>;
  // One set of handlers for the whole sequence: they keep what was ordered, like the database.
  const handlers = mypagesHandlers({ customer: 'anna', now: new Date() });
  beforeAll(async () => {
    serverPromise = createTestServer();
    await signIn(await serverPromise, ANNA_PERSONAL_NUMBER);
  });
  afterAll(async () => (await serverPromise).close());

  async function both(contract: AnyContract, body: unknown) {
    const { url, init } = requestFor(contract, body);
    const server = await (await serverPromise).request(url, init);
    const msw = await respondWithHandlers(handlers, new Request(`${ORIGIN}${url}`, init));
    return { server: await read(server), msw: await read(msw) };
  }

  const msisdn = ANNA_FAMILY_MSISDNS[0];
  const steps: Array<[name: string, contract: AnyContract, body: unknown, status: number]> = [
    ['the settings before any change', subscriptionSettingsContract, { msisdn }, 200],
    [
      'forwarding to the number itself',
      saveSubscriptionSettingsContract,
      {
        msisdn,
        kind: 'call',
        settings: { voicemail: true, forwarding: 'ALWAYS', forwardTo: '070-123 45 68' },
      },
      400,
    ],
    [
      'forwarding to another of the customer’s numbers',
      saveSubscriptionSettingsContract,
      {
        msisdn,
        kind: 'call',
        settings: { voicemail: true, forwarding: 'ALWAYS', forwardTo: '070-123 45 67' },
      },
      200,
    ],
    [
      'a ceiling that is not a number',
      saveSubscriptionSettingsContract,
      { msisdn, kind: 'expense', settings: { ceiling: 'abc' } },
      400,
    ],
    ['an eSIM', simOrderContract, { msisdn, kind: 'ESIM', email: 'anna@example.se' }, 200],
    ['the settings with the eSIM on its way', subscriptionSettingsContract, { msisdn }, 200],
    [
      'a second eSIM while the first is on its way',
      simOrderContract,
      { msisdn, kind: 'ESIM', email: 'anna@example.se' },
      409,
    ],
    [
      'a SIM card while the eSIM is on its way',
      simOrderContract,
      {
        msisdn,
        kind: 'SIM',
        address: { name: 'Anna', street: 'Lingonvägen 12', zipcode: '12345', city: 'Stockholm' },
      },
      200,
    ],
    [
      'a save, answered with both orders',
      saveSubscriptionSettingsContract,
      { msisdn, kind: 'expense', settings: { ceiling: 300 } },
      200,
    ],
    ['another number’s settings', subscriptionSettingsContract, { msisdn: ANNA_MSISDN }, 200],
  ];

  it.each(steps)('%s', async (name, contract, body, status) => {
    const { server, msw } = await both(contract, body);
    expect(server.status).toBe(status);
    expect(msw).toEqual(server);
    if (name === 'the settings with the eSIM on its way') {
      expect(server.body).toMatchObject({
        pendingSimOrders: [{ kind: 'ESIM', status: 'RECEIVED', email: 'anna@example.se' }],
      });
    }
  });
});
