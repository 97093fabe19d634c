import type { Db } from '../db/db';
import type { Session } from '../lib/auth';

/** Who made a change: the customer's personal number, or the channel acting for them. */
export function auditActor(session: Session): string {
  return session.channel === 'customer'
    ? session.personalNumber
    : `${session.channel}:${session.personalNumber}`;
}

/** Write one row of the core audit log (old → new value). */
export async function audit(
  db: Db,
  entry: {
    actor: string;
    action: string;
    entity: string;
    entityId: string;
    oldValue: unknown;
    newValue: unknown;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into audit_log (actor, action, entity, entity_id, old_value, new_value, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.actor,
      entry.action,
      entry.entity,
      entry.entityId,
      entry.oldValue === undefined ? null : JSON.stringify(entry.oldValue),
      entry.newValue === undefined ? null : JSON.stringify(entry.newValue),
      entry.at,
    ],
  );
}
