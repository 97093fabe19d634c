import {
  ANNA_BROADBAND_ID,
  ANNA_FAMILY_MSISDNS,
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  ERIK_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyOwner, runIdempotent } from '../src/lib/idempotency';
import { createTestServer } from './harness';
import { signIn, signOut } from './mypages-support';

const PLAN_CHANGE = '/services/subscriptions/v1/planChange';
const [, FAMILY_NUMBER] = ANNA_FAMILY_MSISDNS;

const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

type Server = Awaited<typeof serverPromise>;

function keyed(server: Server, path: string, json: unknown, key?: string) {
  return server.request(path, {
    method: 'POST',
    json,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

describe('Idempotency-Keys on my pages', () => {
  it('replays a stored answer only to the customer who sent the key', async () => {
    const server = await serverPromise;
    const key = 'shared-key-0001-plan-change';
    const body = { msisdn: FAMILY_NUMBER, planCode: 'FAM-5GB' };
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const anna = await keyed(server, PLAN_CHANGE, body, key);
    expect(anna.status).toBe(200);
    const answer = await anna.json();
    // Her own repeat is answered as before.
    const again = await keyed(server, PLAN_CHANGE, body, key);
    expect(await again.json()).toEqual(answer);

    // Erik sending the same key and body is his own request: her number is not his.
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const erik = await keyed(server, PLAN_CHANGE, body, key);
    expect(erik.status).toBe(404);
    // And his key does not collide with hers: another body is not "already used".
    const own = await keyed(server, PLAN_CHANGE, { msisdn: ANNA_MSISDN, planCode: 'MOB-5GB' }, key);
    expect(own.status).toBe(404);
    expect((await own.json())[0].field).not.toBe('headers.idempotency-key');
  });

  it('keeps the keys of different owners apart in the store', async () => {
    const server = await serverPromise;
    const runs: string[] = [];
    const run = (owner: string) =>
      runIdempotent(
        server.db,
        { scope: 'test.owners', owner, key: 'same-key-for-everyone', body: { n: 1 } },
        async () => {
          runs.push(owner);
          return { owner };
        },
      );
    const anna = idempotencyOwner({ personalNumber: ANNA_PERSONAL_NUMBER, channel: 'customer' });
    const erik = idempotencyOwner({ personalNumber: ERIK_PERSONAL_NUMBER, channel: 'customer' });
    expect(await run(anna)).toEqual({ owner: anna });
    expect(await run(erik)).toEqual({ owner: erik });
    expect(await run('')).toEqual({ owner: '' });
    expect(await run(anna)).toEqual({ owner: anna });
    expect(runs).toEqual([anna, erik, '']);
  });

  it('requires a key of every call that orders or charges', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const ref = 'no-such-signature';
    const calls: [string, unknown][] = [
      [PLAN_CHANGE, { msisdn: FAMILY_NUMBER, planCode: 'FAM-10GB' }],
      [
        '/services/aggregation/v2/broadband/change',
        { subscriptionId: ANNA_BROADBAND_ID, productId: 'BB-500-500' },
      ],
      [
        '/services/mypages/v1/extra-surf/purchase',
        { msisdn: ANNA_MSISDN, packageId: 'EXTRA_SURF_1GB' },
      ],
      [
        '/services/lingon-mobile-subscription-order/v2/surfsim/order',
        {
          msisdn: ANNA_MSISDN,
          address: {
            name: 'Anna Andersson',
            street: 'Storgatan 1',
            zipcode: '222 21',
            city: 'Lund',
          },
        },
      ],
      [
        '/services/mypages/v1/transfers/create',
        {
          msisdn: FAMILY_NUMBER,
          toPersonalNumber: '19720614-2387',
          invitation: { channel: 'EMAIL', email: 'karin@example.se' },
          bankidOrderRef: ref,
        },
      ],
      ['/services/mypages/v1/transfers/accept', { id: 'OV-00000000', bankidOrderRef: ref }],
    ];
    for (const [path, body] of calls) {
      const res = await keyed(server, path, body);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(await res.json()).toEqual([
        { field: 'headers.idempotency-key', message: 'Idempotency-Key krävs' },
      ]);
    }
  });
});
