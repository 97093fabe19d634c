import { randomUUID } from 'node:crypto';
import {
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  ERIK_MSISDN,
  ERIK_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import type { PlanChange, PlanChangeOptions } from '@lingon/contracts/mypages/plan-change';
import {
  dayAfter,
  firstOfNextMonth,
  swedishToday,
} from '@lingon/contracts/mypages/plan-change-rules';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';
import { auditRows, post, signIn, signOut } from './mypages-support';

const OPTIONS = '/services/subscriptions/v1/planChange/options';
const CHANGE = '/services/subscriptions/v1/planChange';
const SUBSCRIPTIONS = '/services/subscriptions/v9/getSubscriptions';
const ORDERS = '/services/lingon-order-service/v3/order/history';
const DOCUMENTS = '/services/aggregation/v2/documents';
const ANNA_FAMILY_MSISDN = '46701234568';

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

function change(server: TestServer, body: unknown, key?: string) {
  return server.request(CHANGE, {
    method: 'POST',
    json: body,
    headers: { 'idempotency-key': key ?? randomUUID() },
  });
}

async function options(server: TestServer, msisdn: string) {
  const res = await post(server, OPTIONS, { msisdn });
  expect(res.status).toBe(200);
  return (await res.json()) as PlanChangeOptions;
}

async function pendingRows(server: TestServer, msisdn: string) {
  return server.db.query<{ to_code: string; status: string }>(
    `select to_code, status from mypages_subscription_changes
      where subscription_id = $1 and kind = 'MOBILE_PLAN' order by created_at`,
    [msisdn],
  );
}

describe('POST subscriptions/v1/planChange/options', () => {
  it('lists the main plans with the day each change would take effect by the binding rules', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const answer = await options(server, ANNA_MSISDN);
    expect(answer.currentPlan).toMatchObject({ planCode: 'MOB-30GB', monthlyPrice: 269 });
    expect(answer.commitmentEndDate).not.toBeNull();
    const bindingEnd = answer.commitmentEndDate as string;
    const nextMonth = firstOfNextMonth(swedishToday(new Date()));
    const byCode = Object.fromEntries(answer.plans.map((plan) => [plan.planCode, plan]));
    expect(Object.keys(byCode)).toEqual(['MOB-5GB', 'MOB-20GB', 'MOB-50GB', 'MOB-OBEGR']);
    // Cheaper during the binding: the day after it ends. Dearer: the first of next month.
    expect(byCode['MOB-5GB']).toMatchObject({
      effectiveDate: dayAfter(bindingEnd),
      rule: 'BINDING_END',
    });
    expect(byCode['MOB-50GB']).toMatchObject({ effectiveDate: nextMonth, rule: 'NEXT_MONTH' });
  });

  it('offers a family number only family plans, and refuses a prepaid card and other people’s numbers', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const family = await options(server, ANNA_FAMILY_MSISDN);
    expect(family.currentPlan.planCode).toBe('FAM-10GB');
    expect(family.plans.map((plan) => plan.planCode)).toEqual(['FAM-5GB', 'FAM-30GB']);
    expect((await post(server, OPTIONS, { msisdn: ERIK_MSISDN })).status).toBe(404);
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const prepaid = await post(server, OPTIONS, { msisdn: ERIK_MSISDN });
    expect(prepaid.status).toBe(409);
    expect(await prepaid.json()).toEqual([
      {
        field: 'body.msisdn',
        message: 'Bara ett abonnemang med faktura kan byta abonnemang här, inte ett kontantkort.',
      },
    ]);
  });
});

describe('POST subscriptions/v1/planChange', () => {
  it('schedules an upgrade once for a double submit, with the campaign price, in the order history', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const key = 'plan-change-anna-0001';
    const body = { msisdn: ANNA_MSISDN, planCode: 'MOB-50GB' };
    const [first, second] = await Promise.all([
      change(server, body, key),
      change(server, body, key),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const { change: made } = (await first.json()) as { change: PlanChange };
    expect(((await second.json()) as { change: PlanChange }).change).toEqual(made);
    expect(made).toMatchObject({
      msisdn: ANNA_MSISDN,
      fromPlan: { planCode: 'MOB-30GB' },
      toPlan: { planCode: 'MOB-50GB', monthlyPrice: 299 },
      effectiveDate: firstOfNextMonth(swedishToday(new Date())),
      rule: 'NEXT_MONTH',
      status: 'PENDING',
      campaign: { offerName: 'PLAN_UPGRADE_DISCOUNT', monthlyPrice: 249, months: 12 },
    });
    expect(made.orderId).toMatch(/^LO-PLAN-/);
    expect(await pendingRows(server, ANNA_MSISDN)).toEqual([
      { to_code: 'MOB-50GB', status: 'PENDING' },
    ]);
    // The subscription keeps its plan until the day comes, and shows the change waiting.
    const answer = await options(server, ANNA_MSISDN);
    expect(answer.currentPlan.planCode).toBe('MOB-30GB');
    expect(answer.pendingChange).toEqual(made);

    const history = (await (await server.request(ORDERS)).json()) as {
      items: { orderId: string; title: string; category: string; lines: { price: number }[] }[];
    };
    expect(history.items.filter((item) => item.orderId === made.orderId)).toEqual([
      expect.objectContaining({
        title: 'Byte av abonnemang',
        category: 'MOBILE',
        lines: [expect.objectContaining({ price: 249 })],
      }),
    ]);
    const documents = (await (await server.request(DOCUMENTS)).json()) as {
      orderConfirmationResult: { orderConfirmations: { orderId: string; title: string }[] };
    };
    expect(
      documents.orderConfirmationResult.orderConfirmations.filter(
        (doc) => doc.orderId === made.orderId,
      ),
    ).toEqual([expect.objectContaining({ title: 'Orderbekräftelse: Byte av abonnemang' })]);
    const audits = await auditRows(server, 'mypages_subscription');
    expect(audits.filter((row) => row.action === 'subscription.plan.change')).toHaveLength(1);
  });

  it('replaces the change waiting with a new one, and refuses the same change twice', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const again = await change(
      server,
      { msisdn: ANNA_MSISDN, planCode: 'MOB-50GB' },
      'plan-change-anna-0002',
    );
    expect(again.status).toBe(409);
    expect((await again.json())[0].message).toMatch(/^Bytet till Lingon 50 GB är redan beställt/);

    const down = await change(
      server,
      { msisdn: ANNA_MSISDN, planCode: 'MOB-5GB' },
      'plan-change-anna-0003',
    );
    expect(down.status).toBe(200);
    const { change: made } = (await down.json()) as { change: PlanChange };
    const { commitmentEndDate } = await options(server, ANNA_MSISDN);
    // A cheaper plan during the binding waits for it to end, without a campaign price.
    expect(made).toMatchObject({
      toPlan: { planCode: 'MOB-5GB' },
      rule: 'BINDING_END',
      effectiveDate: dayAfter(commitmentEndDate as string),
      campaign: null,
    });
    expect(await pendingRows(server, ANNA_MSISDN)).toEqual([
      { to_code: 'MOB-50GB', status: 'REPLACED' },
      { to_code: 'MOB-5GB', status: 'PENDING' },
    ]);
  });

  it('refuses a family plan for a main number, its own plan, an unknown plan and others’ numbers', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const cases: Array<[unknown, number, string]> = [
      [
        { msisdn: ANNA_MSISDN, planCode: 'FAM-5GB' },
        409,
        'Ett eget abonnemang kan inte bytas till ett familjeabonnemang.',
      ],
      [
        { msisdn: ANNA_FAMILY_MSISDN, planCode: 'MOB-50GB' },
        409,
        'Ett familjeabonnemang kan bara bytas till ett annat familjeabonnemang.',
      ],
      [{ msisdn: ANNA_MSISDN, planCode: 'MOB-30GB' }, 409, 'Du har redan Lingon Mobil 30 GB.'],
      [{ msisdn: ANNA_MSISDN, planCode: 'MOB-9000' }, 404, 'Abonnemanget finns inte'],
      [{ msisdn: ERIK_MSISDN, planCode: 'MOB-50GB' }, 404, 'Abonnemanget hittades inte'],
    ];
    for (const [body, status, message] of cases) {
      const res = await change(server, body);
      expect(res.status).toBe(status);
      expect((await res.json())[0].message).toBe(message);
    }
    const invalid = await change(server, { msisdn: ANNA_MSISDN });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual([
      { field: 'body.planCode', message: 'Välj ett abonnemang' },
    ]);
  });
});

describe('a plan change on its day', () => {
  it('is in effect when the subscriptions are next read on or after its date', async () => {
    let now = new Date();
    const server = await createTestServer({}, () => now);
    try {
      await signIn(server, ANNA_PERSONAL_NUMBER, now);
      const res = await change(
        server,
        { msisdn: ANNA_FAMILY_MSISDN, planCode: 'FAM-30GB' },
        'plan-apply-0001',
      );
      expect(res.status).toBe(200);
      const { change: made } = (await res.json()) as { change: PlanChange };
      // Months may pass: a fresh session at the clock's time for each read.
      const names = async () => {
        await signIn(server, ANNA_PERSONAL_NUMBER, now);
        const body = (await (await server.request(SUBSCRIPTIONS)).json()) as {
          mobileSubscriptions: { id: string; name: string }[];
        };
        return body.mobileSubscriptions.find((sub) => sub.id === ANNA_FAMILY_MSISDN)?.name;
      };
      // The day before: still the old plan.
      now = new Date(`${made.effectiveDate}T12:00:00Z`);
      now = new Date(now.getTime() - 24 * 60 * 60 * 1000);
      expect(await names()).toBe('Lingon Familj 10 GB');
      // On the day (just after midnight in Sweden): the new plan.
      now = new Date(`${made.effectiveDate}T00:30:00+01:00`);
      expect(await names()).toBe('Lingon Familj 30 GB');
      const after = await options(server, ANNA_FAMILY_MSISDN);
      expect(after.currentPlan.planCode).toBe('FAM-30GB');
      expect(after.pendingChange).toBeNull();
      const audits = await auditRows(server, 'mypages_subscription');
      expect(audits.filter((row) => row.action === 'subscription.plan.apply')).toEqual([
        expect.objectContaining({
          entity_id: ANNA_FAMILY_MSISDN,
          new_value: expect.objectContaining({ planCode: 'FAM-30GB' }),
        }),
      ]);
    } finally {
      await server.close();
    }
  });
});
