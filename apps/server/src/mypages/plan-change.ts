import { POSTPAID_UPGRADE_CAMPAIGN } from '@lingon/contracts/campaigns/campaigns';
import { formatSwedishMobile } from '@lingon/contracts/phone';
import {
  planChangeContract,
  type Plan,
  type PlanChange,
  type PlanChangeOptions,
  type PlanChangeRequest,
} from '@lingon/contracts/mypages/plan-change';
import {
  alreadyOrderedText,
  PLAN_CHANGE_REFUSAL_TEXT,
  planChangeTiming,
  planChoices,
  planUpgradeOffer,
  samePlanText,
  swedishDateText,
  swedishToday,
  type PlanCampaignPrice,
  type PlanChangeRule,
} from '@lingon/contracts/mypages/plan-change-rules';
import { randomUUID } from 'node:crypto';
import { loadCampaigns } from '../broadband/campaigns';
import type { Db } from '../db/db';
import type { Session } from '../lib/auth';
import { HttpError } from '../lib/http';
import { idempotencyOwner, runIdempotent } from '../lib/idempotency';
import { audit, auditActor } from './audit';
import { recordOrder } from './orders';
import { ownSubscriptionRow } from './subscriptions';

type PlanRow = {
  plan_code: string;
  name: string;
  data_gb: number | null;
  monthly_price: number;
  kind: 'MAIN' | 'FAMILY';
};

type ChangeRow = {
  change_id: string;
  order_id: string;
  subscription_id: string;
  from_code: string;
  to_code: string;
  effective_date: string;
  rule: PlanChangeRule;
  status: 'PENDING' | 'APPLIED';
  campaign: PlanCampaignPrice | null;
};

const toCataloguePlan = (row: PlanRow) => ({ ...toPlan(row), kind: row.kind });

const toPlan = (row: PlanRow): Plan => ({
  planCode: row.plan_code,
  name: row.name,
  dataGb: row.data_gb,
  monthlyPrice: row.monthly_price,
});

async function allPlans(db: Db): Promise<PlanRow[]> {
  return db.query<PlanRow>(
    `select plan_code, name, data_gb, monthly_price, kind from mypages_mobile_plans
      order by sort_order, plan_code`,
  );
}

function toChange(row: ChangeRow, plans: PlanRow[]): PlanChange {
  const plan = (code: string) => {
    const found = plans.find((candidate) => candidate.plan_code === code);
    if (!found) throw new Error(`Unknown plan ${code}`);
    return toPlan(found);
  };
  return {
    changeId: row.change_id,
    orderId: row.order_id,
    msisdn: row.subscription_id,
    fromPlan: plan(row.from_code),
    toPlan: plan(row.to_code),
    effectiveDate: row.effective_date,
    rule: row.rule,
    status: row.status,
    campaign: row.campaign,
  };
}

/**
 * "The subscription changes on that date": every waiting plan change of the customer whose day
 * has come is put into effect (the subscription gets the plan and its name). Run before the
 * customer's subscriptions are read; the status update is conditional, so two reads at once
 * apply a change once.
 */
export async function applyDuePlanChanges(db: Db, personalNumber: string, now: Date) {
  const due = await db.query<{ change_id: string }>(
    `select change_id from mypages_subscription_changes
      where personal_number = $1 and kind = 'MOBILE_PLAN' and status = 'PENDING'
        and effective_date <= $2`,
    [personalNumber, swedishToday(now)],
  );
  for (const { change_id } of due) {
    await db.transaction(async (tx) => {
      const [change] = await tx.query<{
        subscription_id: string;
        from_code: string;
        to_code: string;
      }>(
        `update mypages_subscription_changes set status = 'APPLIED', applied_at = $2
          where change_id = $1 and status = 'PENDING'
          returning subscription_id, from_code, to_code`,
        [change_id, now],
      );
      if (!change) return;
      await tx.query(
        `update mypages_subscriptions s set plan_code = p.plan_code, name = p.name
           from mypages_mobile_plans p where p.plan_code = $2 and s.id = $1`,
        [change.subscription_id, change.to_code],
      );
      await audit(tx, {
        actor: 'system',
        action: 'subscription.plan.apply',
        entity: 'mypages_subscription',
        entityId: change.subscription_id,
        oldValue: { planCode: change.from_code },
        newValue: { planCode: change.to_code, changeId: change_id },
        at: now,
      });
    });
  }
}

/** The subscription's plan, for a postpaid number that has one. */
async function currentPlanOf(db: Db, row: { id: string; subscription_type: string }) {
  if (row.subscription_type !== 'POSTPAID_VOICE') {
    throw new HttpError(409, [
      {
        field: 'body.msisdn',
        message: PLAN_CHANGE_REFUSAL_TEXT.NOT_POSTPAID,
      },
    ]);
  }
  const [planRow] = await db.query<PlanRow>(
    `select p.plan_code, p.name, p.data_gb, p.monthly_price, p.kind
       from mypages_subscriptions s join mypages_mobile_plans p on p.plan_code = s.plan_code
      where s.id = $1`,
    [row.id],
  );
  if (!planRow) {
    throw new HttpError(409, [{ field: 'body.msisdn', message: PLAN_CHANGE_REFUSAL_TEXT.NO_PLAN }]);
  }
  return planRow;
}

async function pendingChange(db: Db, subscriptionId: string): Promise<ChangeRow | undefined> {
  const [row] = await db.query<ChangeRow>(
    `select change_id, order_id, subscription_id, from_code, to_code, effective_date, rule, status,
            campaign
       from mypages_subscription_changes
      where subscription_id = $1 and kind = 'MOBILE_PLAN' and status = 'PENDING'`,
    [subscriptionId],
  );
  return row;
}

/** The plans a number may change to, each with its day by the binding rules. */
export async function planChangeOptions(
  db: Db,
  personalNumber: string,
  msisdn: string,
  now: Date,
): Promise<PlanChangeOptions> {
  const row = await ownSubscriptionRow(db, personalNumber, msisdn);
  const current = await currentPlanOf(db, row);
  const plans = await allPlans(db);
  const pending = await pendingChange(db, row.id);
  const today = swedishToday(now);
  return {
    msisdn: row.id,
    currentPlan: toPlan(current),
    commitmentEndDate: row.commitment_end_date,
    pendingChange: pending ? toChange(pending, plans) : null,
    plans: planChoices(
      toCataloguePlan(current),
      plans.map(toCataloguePlan),
      row.commitment_end_date,
      today,
    ),
  };
}

/**
 * Order a change of plan: checked under a row lock, scheduled for the day the binding rules give,
 * with the upgrade campaign's price where it applies (the same rule the page shows). A change
 * already waiting is replaced, so at most one waits. Recorded in the order history with its
 * confirmation, audited, and answered once per Idempotency-Key.
 */
export async function orderPlanChange(
  db: Db,
  session: Session,
  input: PlanChangeRequest,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<{ change: PlanChange }> {
  return runIdempotent(
    db,
    {
      scope: planChangeContract.id,
      owner: idempotencyOwner(session),
      key: idempotencyKey,
      body: input,
    },
    async (tx) => {
      const row = await ownSubscriptionRow(tx, session.personalNumber, input.msisdn, {
        forUpdate: true,
      });
      const current = await currentPlanOf(tx, row);
      if (row.traffic_status_code !== 'ACTIVE') {
        throw new HttpError(409, [
          {
            field: 'body.msisdn',
            message: PLAN_CHANGE_REFUSAL_TEXT.NOT_ACTIVE,
          },
        ]);
      }
      const plans = await allPlans(tx);
      const plan = plans.find((candidate) => candidate.plan_code === input.planCode.trim());
      const refuse = (message: string) => new HttpError(409, [{ field: 'body.planCode', message }]);
      if (!plan)
        throw new HttpError(404, [
          { field: 'body.planCode', message: PLAN_CHANGE_REFUSAL_TEXT.UNKNOWN_PLAN },
        ]);
      if (plan.kind !== current.kind) {
        throw refuse(
          current.kind === 'FAMILY'
            ? PLAN_CHANGE_REFUSAL_TEXT.FAMILY_TO_MAIN
            : PLAN_CHANGE_REFUSAL_TEXT.MAIN_TO_FAMILY,
        );
      }
      if (plan.plan_code === current.plan_code) throw refuse(samePlanText(plan.name));
      const previous = await pendingChange(tx, row.id);
      if (previous?.to_code === plan.plan_code) {
        throw refuse(alreadyOrderedText(plan.name, previous.effective_date));
      }
      const timing = planChangeTiming({
        currentPrice: current.monthly_price,
        newPrice: plan.monthly_price,
        commitmentEndDate: row.commitment_end_date,
        today: swedishToday(now),
      });
      const [campaign] = await loadCampaigns(
        tx,
        [POSTPAID_UPGRADE_CAMPAIGN],
        'web',
        session.personalNumber,
      );
      const campaignPrice = planUpgradeOffer(campaign, {
        msisdn: row.id,
        planCode: plan.plan_code,
        currentPrice: current.monthly_price,
        newPrice: plan.monthly_price,
      });
      if (previous) {
        await tx.query(
          `update mypages_subscription_changes set status = 'REPLACED' where change_id = $1`,
          [previous.change_id],
        );
      }
      const monthlyPrice = campaignPrice?.monthlyPrice ?? plan.monthly_price;
      const { orderId } = await recordOrder(tx, {
        prefix: 'LO-PLAN',
        personalNumber: session.personalNumber,
        category: 'MOBILE',
        title: 'Byte av abonnemang',
        lines: [
          {
            name: `${plan.name} för ${formatSwedishMobile(row.id)} från ${swedishDateText(timing.effectiveDate)}, per månad`,
            quantity: 1,
            price: monthlyPrice,
          },
        ],
        now,
      });
      const changeId = `PC-${randomUUID()}`;
      const changeRow: ChangeRow = {
        change_id: changeId,
        order_id: orderId,
        subscription_id: row.id,
        from_code: current.plan_code,
        to_code: plan.plan_code,
        effective_date: timing.effectiveDate,
        rule: timing.rule,
        status: 'PENDING',
        campaign: campaignPrice,
      };
      await tx.query(
        `insert into mypages_subscription_changes (change_id, subscription_id, personal_number, kind,
           from_code, to_code, effective_date, rule, status, monthly_price, campaign, order_id, created_at)
         values ($1, $2, $3, 'MOBILE_PLAN', $4, $5, $6, $7, 'PENDING', $8, $9, $10, $11)`,
        [
          changeId,
          row.id,
          session.personalNumber,
          current.plan_code,
          plan.plan_code,
          timing.effectiveDate,
          timing.rule,
          plan.monthly_price,
          campaignPrice ? JSON.stringify(campaignPrice) : null,
          orderId,
          now,
        ],
      );
      await audit(tx, {
        actor: auditActor(session),
        action: 'subscription.plan.change',
        entity: 'mypages_subscription',
        entityId: row.id,
        oldValue: { planCode: current.plan_code, replacedChangeId: previous?.change_id ?? null },
        newValue: {
          planCode: plan.plan_code,
          effectiveDate: timing.effectiveDate,
          changeId,
          orderId,
          campaign: campaignPrice?.offerName ?? null,
        },
        at: now,
      });
      return { change: toChange(changeRow, plans) };
    },
  );
}
