import {
  EXTRA_SURF_REFUSAL_TEXT,
  dataBalanceWithExtraSurf,
  extraSurfPurchaseContract,
  extraSurfRefusal,
  extraSurfValidUntil,
  type ExtraSurfPackage,
  type ExtraSurfPackagesResponse,
  type ExtraSurfPurchaseRequest,
  type ExtraSurfPurchaseResponse,
} from '@lingon/contracts/mypages/extra-surf';
import type { Balance } from '@lingon/contracts/mypages/schemas';
import { formatSwedishMobile } from '@lingon/contracts/phone';
import type { Db } from '../db/db';
import type { Session } from '../lib/auth';
import { HttpError } from '../lib/http';
import { idempotencyOwner, runIdempotent } from '../lib/idempotency';
import { audit, auditActor } from './audit';
import { recordOrder } from './orders';
import { ownSubscriptionRow } from './subscriptions';

type PackageRow = { id: string; title: string; amount_gb: string; price: number };

function toPackage(row: PackageRow): ExtraSurfPackage {
  return { id: row.id, title: row.title, amountGb: Number(row.amount_gb), price: row.price };
}

/** The packages on sale, smallest first, and the last day one bought now lasts. */
export async function extraSurfPackages(db: Db, now: Date): Promise<ExtraSurfPackagesResponse> {
  const rows = await db.query<PackageRow>(
    'select id, title, amount_gb::text as amount_gb, price from mypages_extra_surf_packages order by sort_order, id',
  );
  return { packages: rows.map(toPackage), validUntil: extraSurfValidUntil(now) };
}

/**
 * Buy extra surf for one of the customer's subscriptions: checked with the extra-surf rule under
 * a row lock, added to the data balance at once, kept as a charge for the next invoice, recorded
 * as an order (with its confirmation), audited, and answered once per Idempotency-Key, so a double
 * submit buys once.
 */
export async function purchaseExtraSurf(
  db: Db,
  session: Session,
  input: { msisdn: string; packageId: string },
  idempotencyKey: string | undefined,
  now: Date,
): Promise<ExtraSurfPurchaseResponse> {
  const body: ExtraSurfPurchaseRequest = input;
  return runIdempotent(
    db,
    {
      scope: extraSurfPurchaseContract.id,
      owner: idempotencyOwner(session),
      key: idempotencyKey,
      body,
    },
    async (tx) => {
      const row = await ownSubscriptionRow(tx, session.personalNumber, input.msisdn, {
        forUpdate: true,
      });
      const [pkgRow] = await tx.query<PackageRow>(
        'select id, title, amount_gb::text as amount_gb, price from mypages_extra_surf_packages where id = $1',
        [input.packageId],
      );
      if (!pkgRow) {
        throw new HttpError(400, [
          { field: 'body.packageId', message: 'Välj hur mycket surf du vill köpa' },
        ]);
      }
      const pkg = toPackage(pkgRow);
      const [balance] = await tx.query<{ data: Balance['data'] }>(
        'select data from mypages_balances where subscription_id = $1 for update',
        [row.id],
      );
      const before = balance?.data ?? null;
      const reason = extraSurfRefusal({
        subscriptionType: row.subscription_type,
        trafficStatusCode: row.traffic_status_code,
        data: before,
      });
      if (reason || !before) {
        throw new HttpError(409, [
          { field: 'body.msisdn', message: EXTRA_SURF_REFUSAL_TEXT[reason ?? 'NO_BALANCE'] },
        ]);
      }
      const after = dataBalanceWithExtraSurf(before, pkg.amountGb, now);
      await tx.query(
        'update mypages_balances set data = $2, updated_at = $3 where subscription_id = $1',
        [row.id, JSON.stringify(after), now],
      );
      const description = `Extra surf ${pkg.title} till ${formatSwedishMobile(row.id)}`;
      const { orderId } = await recordOrder(tx, {
        prefix: 'LO-XSURF',
        personalNumber: session.personalNumber,
        category: 'TOPUP',
        title: 'Extra surf',
        lines: [{ name: description, quantity: 1, price: pkg.price }],
        status: 'COMPLETED',
        now,
      });
      await tx.query(
        `insert into mypages_pending_charges (id, personal_number, subscription_id, order_id, description, amount, created_on)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [`PC-${orderId}`, session.personalNumber, row.id, orderId, description, pkg.price, now],
      );
      await audit(tx, {
        actor: auditActor(session),
        action: 'subscription.extrasurf.purchase',
        entity: 'mypages_subscription',
        entityId: row.id,
        oldValue: { data: before },
        newValue: { orderId, packageId: pkg.id, price: pkg.price, data: after },
        at: now,
      });
      return { orderId, package: pkg, validUntil: extraSurfValidUntil(now), data: after };
    },
  );
}
