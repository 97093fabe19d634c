import { randomUUID } from 'node:crypto';
import {
  ANNA_BROADBAND_ID,
  ANNA_PERSONAL_NUMBER,
  ERIK_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import type {
  AvailableChangesResponse,
  BroadbandChangeResponse,
} from '@lingon/contracts/mypages/available-changes';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';
import { auditRows, signIn, signOut } from './mypages-support';

const AVAILABLE = '/services/aggregation/v2/broadband/availableChangesAndCampaigns';
const CHANGE = '/services/aggregation/v2/broadband/change';
const ORDERS = '/services/lingon-order-service/v3/order/history';
const DOCUMENTS = '/services/aggregation/v2/documents';

const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

function change(body: unknown, key?: string) {
  return serverPromise.then((server) =>
    server.request(CHANGE, {
      method: 'POST',
      json: body,
      headers: { 'idempotency-key': key ?? randomUUID() },
    }),
  );
}

describe('POST aggregation/v2/broadband/change', () => {
  it('changes the speed at once, once for a double submit, with the speed’s campaign, in the order history', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const body = { subscriptionId: ANNA_BROADBAND_ID, productId: 'BB-500-500' };
    const [first, second] = await Promise.all([
      change(body, 'bb-change-0001'),
      change(body, 'bb-change-0001'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const made = (await first.json()) as BroadbandChangeResponse;
    expect((await second.json()) as BroadbandChangeResponse).toEqual(made);
    expect(made).toMatchObject({
      subscriptionId: ANNA_BROADBAND_ID,
      fromProductId: 'BB-250-250',
      product: { productId: 'BB-500-500', price: 490 },
      campaign: { offerName: 'UPGRADE_500_FIRST_MONTH_FREE', freeMonths: 1 },
    });
    expect(made.orderId).toMatch(/^LO-BB-/);

    const available = (await (await server.request(AVAILABLE)).json()) as AvailableChangesResponse;
    const sub = available.subscriptions.find((s) => s.id === ANNA_BROADBAND_ID);
    expect(sub).toMatchObject({ productId: 'BB-500-500', name: 'Bredband 500/500' });
    expect(sub?.availableChanges.map((p) => p.productId)).toContain('BB-250-250');
    expect(sub?.availableChanges.map((p) => p.productId)).not.toContain('BB-500-500');

    const history = (await (await server.request(ORDERS)).json()) as {
      items: { orderId: string; title: string; category: string }[];
    };
    expect(history.items.filter((item) => item.orderId === made.orderId)).toEqual([
      expect.objectContaining({ title: 'Byte av bredbandshastighet', category: 'BROADBAND' }),
    ]);
    const documents = (await (await server.request(DOCUMENTS)).json()) as {
      orderConfirmationResult: { orderConfirmations: { orderId: string }[] };
    };
    expect(
      documents.orderConfirmationResult.orderConfirmations.filter(
        (doc) => doc.orderId === made.orderId,
      ),
    ).toHaveLength(1);
    const audits = await auditRows(server, 'mypages_subscription');
    expect(audits.filter((row) => row.action === 'subscription.broadband.change')).toEqual([
      expect.objectContaining({
        entity_id: ANNA_BROADBAND_ID,
        old_value: { productId: 'BB-250-250' },
      }),
    ]);
    // The campaign is used up: changing on, or back down, is at the ordinary price.
    expect(sub?.campaign ?? null).toBeNull();
    const again = (await (
      await change({ subscriptionId: ANNA_BROADBAND_ID, productId: 'BB-1000-1000' })
    ).json()) as BroadbandChangeResponse;
    expect(again.campaign ?? null).toBeNull();
  });

  it('refuses its own speed, a speed not available and someone else’s subscription', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const current = (await (await server.request(AVAILABLE)).json()) as AvailableChangesResponse;
    const own = current.subscriptions[0]?.productId as string;
    const same = await change({ subscriptionId: ANNA_BROADBAND_ID, productId: own });
    expect(same.status).toBe(409);
    expect(await same.json()).toEqual([
      { field: 'body.productId', message: 'Du har redan den hastigheten.' },
    ]);
    const unknown = await change({ subscriptionId: ANNA_BROADBAND_ID, productId: 'BB-9999' });
    expect(unknown.status).toBe(409);
    expect((await unknown.json())[0].message).toBe(
      'Hastigheten går inte att byta till på din adress.',
    );
    const missing = await change({ subscriptionId: ANNA_BROADBAND_ID });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual([
      { field: 'body.productId', message: 'Välj en hastighet' },
    ]);
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const others = await change({ subscriptionId: ANNA_BROADBAND_ID, productId: 'BB-100-100' });
    expect(others.status).toBe(404);
  });
});
