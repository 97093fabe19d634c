import {
  broadbandChangeContract,
  broadbandChangeOffer,
  type BroadbandChangeRequest,
  type BroadbandChangeResponse,
} from '@lingon/contracts/mypages/available-changes';
import { swedishToday } from '@lingon/contracts/mypages/plan-change-rules';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import type { Session } from '../lib/auth';
import { HttpError } from '../lib/http';
import { idempotencyOwner, runIdempotent } from '../lib/idempotency';
import { audit, auditActor } from './audit';
import { availableChanges } from './catalogue';
import { notFound } from './errors';
import { recordOrder } from './orders';

/**
 * Change a broadband subscription's speed to one of its available changes. The change takes
 * effect at once (the subscription gets the product and its name), with the campaign offer for
 * that speed where the subscription has one (used up by the change); checked under a row lock, recorded in the order
 * history with its confirmation, audited, and answered once per Idempotency-Key.
 */
export async function changeBroadbandSpeed(
  db: Db,
  session: Session,
  input: BroadbandChangeRequest,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<BroadbandChangeResponse> {
  return runIdempotent(
    db,
    {
      scope: broadbandChangeContract.id,
      owner: idempotencyOwner(session),
      key: idempotencyKey,
      body: input,
    },
    async (tx) => {
      const subscriptionId = input.subscriptionId.trim();
      const [locked] = await tx.query<{ id: string; product_id: string | null }>(
        `select id, product_id from mypages_subscriptions
          where id = $1 and personal_number = $2 and subscription_type = 'BROADBAND'
            and traffic_status_code <> 'CLOSED'
          for update`,
        [subscriptionId, session.personalNumber],
      );
      if (!locked) throw notFound('body.subscriptionId', 'Bredbandsabonnemanget hittades inte');
      const { subscriptions } = await availableChanges(tx, session.personalNumber);
      const subscription = subscriptions.find((sub) => sub.id === locked.id);
      const productId = input.productId.trim();
      if (subscription?.productId === productId) {
        throw new HttpError(409, [
          { field: 'body.productId', message: 'Du har redan den hastigheten.' },
        ]);
      }
      const product = subscription?.availableChanges.find((p) => p.productId === productId);
      if (!subscription || !product) {
        throw new HttpError(409, [
          {
            field: 'body.productId',
            message: 'Hastigheten går inte att byta till på din adress.',
          },
        ]);
      }
      const campaign = broadbandChangeOffer(subscription.campaign, subscription.id, product);
      const { orderId } = await recordOrder(tx, {
        prefix: 'LO-BB',
        personalNumber: session.personalNumber,
        category: 'BROADBAND',
        title: 'Byte av bredbandshastighet',
        lines: [
          { name: `${product.name}, per månad`, quantity: 1, price: product.price },
          ...(campaign ? [{ name: `Kampanj: ${campaign.title}`, quantity: 1, price: 0 }] : []),
        ],
        totalPrice: campaign && campaign.freeMonths > 0 ? 0 : product.price,
        now,
      });
      await tx.query(`update mypages_subscriptions set product_id = $2, name = $3 where id = $1`, [
        locked.id,
        product.productId,
        product.name,
      ]);
      // A campaign is used once: the next change, up or back down, is at the ordinary price.
      if (campaign) {
        await tx.query('delete from mypages_broadband_campaigns where subscription_id = $1', [
          locked.id,
        ]);
      }
      const effectiveDate = swedishToday(now);
      await tx.query(
        `insert into mypages_subscription_changes (change_id, subscription_id, personal_number, kind,
           from_code, to_code, effective_date, rule, status, monthly_price, campaign, order_id,
           created_at, applied_at)
         values ($1, $2, $3, 'BROADBAND_SPEED', $4, $5, $6, 'IMMEDIATE', 'APPLIED', $7, $8, $9, $10, $10)`,
        [
          `BC-${randomUUID()}`,
          locked.id,
          session.personalNumber,
          subscription.productId,
          product.productId,
          effectiveDate,
          product.price,
          campaign ? JSON.stringify(campaign) : null,
          orderId,
          now,
        ],
      );
      await audit(tx, {
        actor: auditActor(session),
        action: 'subscription.broadband.change',
        entity: 'mypages_subscription',
        entityId: locked.id,
        oldValue: { productId: subscription.productId },
        newValue: { productId: product.productId, orderId, campaign: campaign?.offerName ?? null },
        at: now,
      });
      return {
        orderId,
        subscriptionId: locked.id,
        fromProductId: subscription.productId,
        product,
        effectiveDate,
        campaign,
      };
    },
  );
}
