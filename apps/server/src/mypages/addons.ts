import type {
  AddonChangeRequest,
  AddonChangeResponse,
} from '@lingon/contracts/mypages/addon-change';
import type { Subscription } from '@lingon/contracts/mypages/schemas';
import type { Db } from '../db/db';
import type { Session } from '../lib/auth';
import { HttpError } from '../lib/http';
import { audit, auditActor } from './audit';
import { notFound } from './errors';
import { addonsOf, ownSubscriptionRow } from './subscriptions';

/** Give a subscription its addons (all off, as offered): the seed's and a new subscription's. */
export async function insertAddons(
  db: Db,
  subscriptionId: string,
  addons: readonly Subscription['addons'][number][],
): Promise<void> {
  for (const [addonIndex, addon] of addons.entries()) {
    await db.query(
      'insert into mypages_addons (subscription_id, name, title, category, sort_order) values ($1, $2, $3, $4, $5)',
      [subscriptionId, addon.name, addon.title, addon.category, addonIndex],
    );
    for (const [optionIndex, option] of addon.options.entries()) {
      await db.query(
        `insert into mypages_addon_options
           (subscription_id, addon_name, name, title, price, option_active, sort_order)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          subscriptionId,
          addon.name,
          option.name,
          option.title,
          option.price,
          option.optionActive,
          optionIndex,
        ],
      );
    }
  }
}

/**
 * Turn an addon option on (switching off any other option of the same addon) or the addon off.
 * Asking for the state it already has changes nothing and says so in `action`.
 */
export async function changeAddon(
  db: Db,
  session: Session,
  request: AddonChangeRequest,
  now: Date,
): Promise<AddonChangeResponse> {
  return db.transaction(async (tx) => {
    const sub = await ownSubscriptionRow(tx, session.personalNumber, request.msisdn, {
      forUpdate: true,
    });
    if (sub.traffic_status_code !== 'ACTIVE') {
      throw new HttpError(409, [
        { field: 'body.msisdn', message: 'Abonnemanget är spärrat och kan inte ändras just nu' },
      ]);
    }
    const current = (await addonsOf(tx, [sub.id]))
      .get(sub.id)
      ?.find((addon) => addon.name === request.addonName);
    if (!current) throw notFound('body.addonName', 'Tjänsten finns inte för abonnemanget');
    const activeBefore = current.options.find((option) => option.optionActive)?.name ?? null;

    let activeAfter: string | null;
    if (request.activate) {
      if (!current.options.some((option) => option.name === request.optionName)) {
        throw new HttpError(400, [{ field: 'body.optionName', message: 'Okänt alternativ' }]);
      }
      if (activeBefore === request.optionName) {
        return { success: true, action: 'ALREADY_ACTIVE', addon: current };
      }
      activeAfter = request.optionName;
    } else {
      if (activeBefore === null) {
        return { success: true, action: 'ALREADY_INACTIVE', addon: current };
      }
      activeAfter = null;
    }

    // Off first, then on: the partial unique index allows one active option per addon.
    await tx.query(
      `update mypages_addon_options set option_active = false
        where subscription_id = $1 and addon_name = $2 and option_active`,
      [sub.id, current.name],
    );
    if (activeAfter !== null) {
      await tx.query(
        `update mypages_addon_options set option_active = true
          where subscription_id = $1 and addon_name = $2 and name = $3`,
        [sub.id, current.name, activeAfter],
      );
    }
    await audit(tx, {
      actor: auditActor(session),
      action: request.activate ? 'addon.activate' : 'addon.deactivate',
      entity: 'mypages_addon',
      entityId: `${sub.id}:${current.name}`,
      oldValue: { activeOption: activeBefore },
      newValue: { activeOption: activeAfter },
      at: now,
    });
    const updated = (await addonsOf(tx, [sub.id]))
      .get(sub.id)
      ?.find((addon) => addon.name === current.name);
    if (!updated) throw new Error(`Addon ${current.name} vanished during its change`);
    return { success: true, action: null, addon: updated };
  });
}
