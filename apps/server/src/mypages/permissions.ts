import type {
  PermissionAnswers,
  PermissionStatus,
  PermissionText,
} from '@lingon/contracts/mypages/gdpr';
import type { Db } from '../db/db';
import type { Session } from '../lib/auth';
import { HttpError } from '../lib/http';
import { requireCustomer } from './account';
import { audit, auditActor } from './audit';

/** Consents and opt-outs are the same mechanism with their own question lists. */
export type PermissionKind = 'consent' | 'opt-out';

/** Every question of the kind with the customer's answer; an unanswered question reads DENIED. */
export async function listPermissions(
  db: Db,
  kind: PermissionKind,
  personalNumber: string,
): Promise<PermissionText[]> {
  return db.query<PermissionText>(
    `select q.id, q.title, q.text, coalesce(a.status, 'DENIED') as status
       from mypages_permission_questions q
       left join mypages_permission_answers a
         on a.kind = q.kind and a.question_id = q.id and a.personal_number = $2
      where q.kind = $1
      order by q.sort_order, q.id`,
    [kind, personalNumber],
  );
}

/**
 * Store each answer and write one audit row per answer (old → new status), all or nothing.
 * Answers to questions that do not exist are rejected before anything is stored.
 */
export async function savePermissions(
  db: Db,
  kind: PermissionKind,
  session: Session,
  answers: PermissionAnswers,
  now: Date,
): Promise<PermissionText[]> {
  return db.transaction(async (tx) => {
    await requireCustomer(tx, session.personalNumber);
    const [{ ids } = { ids: [] }] = await tx.query<{ ids: string[] }>(
      `select coalesce(array_agg(id), '{}') as ids from mypages_permission_questions where kind = $1`,
      [kind],
    );
    const known = new Set(ids);
    const unknown = answers
      .map((answer, index) => ({ answer, index }))
      .filter(({ answer }) => !known.has(answer.id));
    if (unknown.length > 0) {
      throw new HttpError(
        400,
        unknown.map(({ index }) => ({ field: `body.${index}.id`, message: 'Okänd fråga' })),
      );
    }
    const previous = new Map(
      (
        await tx.query<{ question_id: string; status: PermissionStatus }>(
          `select question_id, status from mypages_permission_answers
            where personal_number = $1 and kind = $2 for update`,
          [session.personalNumber, kind],
        )
      ).map((row) => [row.question_id, row.status]),
    );
    for (const answer of answers) {
      const oldStatus = previous.get(answer.id) ?? null;
      await tx.query(
        `insert into mypages_permission_answers (personal_number, kind, question_id, status, updated_at)
         values ($1, $2, $3, $4, $5)
         on conflict (personal_number, kind, question_id)
         do update set status = excluded.status, updated_at = excluded.updated_at`,
        [session.personalNumber, kind, answer.id, answer.status, now],
      );
      await audit(tx, {
        actor: auditActor(session),
        action: `gdpr.${kind}.answer`,
        entity: kind === 'consent' ? 'gdpr_consent' : 'gdpr_opt_out',
        entityId: `${session.personalNumber}:${answer.id}`,
        oldValue: oldStatus === null ? null : { status: oldStatus },
        newValue: { status: answer.status },
        at: now,
      });
    }
    return listPermissions(tx, kind, session.personalNumber);
  });
}
