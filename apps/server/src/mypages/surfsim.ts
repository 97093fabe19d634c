import { formatSwedishMobile } from '@lingon/contracts/phone';
import {
  SURFSIM_REFUSAL_TEXT,
  surfsimOrderContract,
  surfsimRefusal,
  type SurfsimOrderRequest,
} from '@lingon/contracts/mypages/surfsim-validate';
import type { z } from 'zod';
import type { Db } from '../db/db';
import type { Session } from '../lib/auth';
import { HttpError } from '../lib/http';
import { idempotencyOwner, runIdempotent } from '../lib/idempotency';
import { audit, auditActor } from './audit';
import { recordOrder } from './orders';
import { ownSubscriptionRow } from './subscriptions';

type Address = z.output<typeof surfsimOrderContract.body>['address'];

/**
 * Order a surf sim for one of the customer's numbers, posted to the address given: checked with
 * the surf-sim rule under a row lock (two orders at once cannot pass the limit together), recorded
 * in the order history with the subscription's surf-sim count raised, and answered once per
 * Idempotency-Key, so a double submit makes one order.
 */
export async function orderSurfsim(
  db: Db,
  session: Session,
  input: { msisdn: string; address: Address },
  idempotencyKey: string | undefined,
  now: Date,
): Promise<{ orderId: string }> {
  const body: SurfsimOrderRequest = input;
  return runIdempotent(
    db,
    {
      scope: surfsimOrderContract.id,
      owner: idempotencyOwner(session),
      key: idempotencyKey,
      body,
    },
    async (tx) => {
      const row = await ownSubscriptionRow(tx, session.personalNumber, input.msisdn, {
        forUpdate: true,
      });
      const reason = surfsimRefusal({
        subscriptionType: row.subscription_type,
        trafficStatusCode: row.traffic_status_code,
        surfSimCount: row.surf_sim_count,
      });
      if (reason) {
        throw new HttpError(409, [{ field: 'body.msisdn', message: SURFSIM_REFUSAL_TEXT[reason] }]);
      }
      const { orderId } = await recordOrder(tx, {
        prefix: 'LO-SURF',
        personalNumber: session.personalNumber,
        category: 'SIM',
        title: 'Surf-sim',
        lines: [{ name: `Surf-sim till ${formatSwedishMobile(row.id)}`, quantity: 1, price: 0 }],
        now,
      });
      await tx.query(
        'update mypages_subscriptions set surf_sim_count = surf_sim_count + 1 where id = $1',
        [row.id],
      );
      await audit(tx, {
        actor: auditActor(session),
        action: 'subscription.surfsim.order',
        entity: 'mypages_subscription',
        entityId: row.id,
        oldValue: { surfSimCount: row.surf_sim_count },
        newValue: { orderId, surfSimCount: row.surf_sim_count + 1, address: input.address },
        at: now,
      });
      return { orderId };
    },
  );
}
