import {
  ANNA_FAMILY_MSISDNS,
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  ERIK_MSISDN,
  ERIK_PERSONAL_NUMBER,
  KARIN_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import { connectedSubscriptionsResponseSchema } from '@lingon/contracts/mypages/connected-subscriptions';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';
import { post, signIn, signOut } from './mypages-support';

const CONNECTED = '/services/subscriptions/v1/connected';
const USERS = '/services/subscriptions/v1/users';

const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

async function connected(personalNumber: string) {
  const server = await serverPromise;
  await signIn(server, personalNumber);
  const res = await server.request(CONNECTED);
  expect(res.status).toBe(200);
  return connectedSubscriptionsResponseSchema.parse(await res.json()).groups;
}

describe('GET subscriptions/v1/connected', () => {
  it("groups Anna's family subscriptions under her own, with her surf sims and who uses each", async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    expect(
      (await post(server, USERS, { msisdn: ANNA_FAMILY_MSISDNS[1], userName: 'Maja' })).status,
    ).toBe(200);
    const groups = await connected(ANNA_PERSONAL_NUMBER);
    expect(groups).toHaveLength(1);
    const [anna] = groups;
    expect(anna).toMatchObject({
      msisdn: ANNA_MSISDN,
      ownerName: 'Anna Andersson',
      surfSims: 1,
      maxSurfSims: 2,
      canOrderSurfSim: true,
    });
    expect(anna?.members.map((member) => member.msisdn)).toEqual([...ANNA_FAMILY_MSISDNS]);
    expect(anna?.members[1]?.userName).toBe('Maja');
    // The broadband connection is not a mobile subscription: it is in no group.
    expect(JSON.stringify(groups)).not.toContain('4685');
  });

  it('shows Erik his prepaid card with nothing connected, and Karin nothing', async () => {
    const erik = await connected(ERIK_PERSONAL_NUMBER);
    expect(erik).toEqual([
      expect.objectContaining({
        msisdn: ERIK_MSISDN,
        members: [],
        surfSims: 0,
        canOrderSurfSim: false,
      }),
    ]);
    expect(await connected(KARIN_PERSONAL_NUMBER)).toEqual([]);
  });

  it('is 401 without a session', async () => {
    const server = await serverPromise;
    expect((await server.request(CONNECTED)).status).toBe(401);
  });
});
