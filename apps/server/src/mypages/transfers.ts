import { randomBytes } from 'node:crypto';
import { formatSwedishMobile } from '@lingon/contracts/phone';
import { maskPersonalNumber } from '@lingon/contracts/personal-number';
import {
  TRANSFER_CODE_GUESSES_PER_HOUR,
  TRANSFER_REFUSAL_TEXT,
  currentTransferStatus,
  transferCodeFromBytes,
  transferCreateContract,
  transferAcceptContract,
  transferExpiresAt,
  transferPath,
  transferRefusal,
  type Transfer,
  type TransferCreateRequest,
  type TransferStatus,
  type TransfersResponse,
} from '@lingon/contracts/mypages/transfers';
import { SIM_ORDER_OPEN_STATUSES } from '@lingon/contracts/mypages/subscription-settings';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { verifyBankidOrder } from '../broadband/bankid-verification';
import type { Session } from '../lib/auth';
import { HttpError } from '../lib/http';
import { idempotencyOwner, runIdempotent } from '../lib/idempotency';
import { queueNotification } from '../notifications/outbox';
import { transferInvitation } from '../notifications/transfer-invitation';
import { audit, auditActor } from './audit';
import { recordOrder } from './orders';
import { ownSubscriptionRow } from './subscriptions';

type TransferRow = {
  id: string;
  code: string;
  subscription_id: string;
  from_personal_number: string;
  to_personal_number: string;
  invitation_to: string;
  status: TransferStatus;
  plan_name: string;
  subscription_type: Transfer['subscriptionType'];
  commitment_end_date: Date | string | null;
  created_at: Date | string;
  expires_at: Date | string;
  closed_at: Date | string | null;
  from_first_name: string;
  from_last_name: string;
};

const SELECT = `select t.id, t.code, t.subscription_id, t.from_personal_number, t.to_personal_number,
  t.invitation_to, t.status, t.plan_name, t.subscription_type, t.commitment_end_date::text as commitment_end_date,
  t.created_at, t.expires_at, t.closed_at, c.first_name as from_first_name, c.last_name as from_last_name
  from mypages_transfers t join mypages_customers c on c.personal_number = t.from_personal_number`;

const NOT_FOUND = (field: string) =>
  new HttpError(404, [{ field, message: 'Vi hittar ingen överlåtelse med den koden.' }]);

function toTransfer(row: TransferRow, viewer: string, now: Date): Transfer {
  const status = currentTransferStatus(row.status, row.expires_at, now);
  const owner = row.from_personal_number === viewer;
  const pending = status === 'PENDING';
  const closedAt =
    row.closed_at !== null
      ? new Date(row.closed_at).toISOString()
      : status === 'EXPIRED'
        ? new Date(row.expires_at).toISOString()
        : null;
  return {
    id: row.id,
    role: owner ? 'OWNER' : 'RECIPIENT',
    status,
    msisdn: row.subscription_id,
    subscriptionType: row.subscription_type,
    planName: row.plan_name,
    commitmentEndDate: row.commitment_end_date ? String(row.commitment_end_date) : null,
    fromName: `${row.from_first_name} ${row.from_last_name}`,
    toPersonalNumberMasked: maskPersonalNumber(row.to_personal_number),
    code: pending ? row.code : null,
    link: pending ? transferPath(row.code) : null,
    invitationTo: owner ? row.invitation_to : null,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    closedAt,
  };
}

/** The customer's transfers (as owner and as new owner) and which subscriptions may be transferred. */
export async function listTransfers(
  db: Db,
  personalNumber: string,
  now: Date,
): Promise<TransfersResponse> {
  const rows = await db.query<TransferRow>(
    `${SELECT} where t.from_personal_number = $1 or t.to_personal_number = $1
      order by t.created_at desc, t.id`,
    [personalNumber],
  );
  const subscriptions = await db.query<{
    id: string;
    name: string;
    display_name: string | null;
    subscription_type: Transfer['subscriptionType'];
    traffic_status_code: string;
    family_count: number;
    pending: boolean;
  }>(
    `select s.id, s.name, s.display_name, s.subscription_type, s.traffic_status_code,
       (select count(*)::int from mypages_subscriptions f where f.main_msisdn = s.id) as family_count,
       exists (select 1 from mypages_transfers t where t.subscription_id = s.id
                 and t.status = 'PENDING' and t.expires_at > $2) as pending
       from mypages_subscriptions s
      where s.personal_number = $1 and s.subscription_type <> 'BROADBAND'
      order by s.sort_order, s.id`,
    [personalNumber, now],
  );
  return {
    transfers: rows.map((row) => toTransfer(row, personalNumber, now)),
    candidates: subscriptions.map((row) => ({
      msisdn: row.id,
      name: row.display_name ?? row.name,
      planName: row.name,
      subscriptionType: row.subscription_type,
      refusal: transferRefusal({
        subscriptionType: row.subscription_type,
        trafficStatusCode: row.traffic_status_code,
        familyCount: row.family_count,
        pendingTransfer: row.pending,
      }),
    })),
  };
}

const BANKID_REFUSED: Record<string, string> = {
  unknown: 'Vi hittar ingen underskrift med BankID. Skriv under igen.',
  'not-complete': 'Underskriften med BankID är inte klar. Skriv under igen.',
  'wrong-purpose': 'Underskriften gällde något annat. Skriv under överlåtelsen igen.',
  expired: 'Underskriften är för gammal. Skriv under igen.',
  'other-person': 'Överlåtelsen måste skrivas under av dig själv med ditt BankID.',
};

async function checkSignature(db: Db, orderRef: string, personalNumber: string, now: Date) {
  const bankid = await verifyBankidOrder(db, orderRef, personalNumber, now, 'transfer');
  if (!bankid.verified) {
    throw new HttpError(400, [
      {
        field: 'body.bankidOrderRef',
        message: BANKID_REFUSED[bankid.reason] ?? BANKID_REFUSED['unknown']!,
      },
    ]);
  }
  const [used] = await db.query(
    `select 1 from mypages_transfers where from_bankid_order_ref = $1 or to_bankid_order_ref = $1`,
    [orderRef],
  );
  if (used) {
    throw new HttpError(409, [
      { field: 'body.bankidOrderRef', message: 'Underskriften är redan använd. Skriv under igen.' },
    ]);
  }
}

async function transferRow(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<TransferRow | undefined> {
  const [row] = await db.query<TransferRow>(
    `${SELECT} where t.id = $1${forUpdate ? ' for update of t' : ''}`,
    [id],
  );
  return row;
}

async function newCode(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = transferCodeFromBytes(randomBytes(8));
    const [taken] = await db.query('select 1 from mypages_transfers where code = $1', [code]);
    if (!taken) return code;
  }
  throw new Error('No free transfer code');
}

/**
 * The transfer rule for a subscription as it is now (the caller holds its row lock): refused with
 * the rule's text as a 409 on `field`. `exceptTransfer` is the waiting transfer being accepted,
 * which does not count against itself.
 */
async function refuseUntransferable(
  tx: Db,
  subscriptionId: string,
  field: string,
  now: Date,
  exceptTransfer: string | null = null,
) {
  const [facts] = await tx.query<{
    subscription_type: string;
    traffic: string;
    family_count: number;
    pending: boolean;
  }>(
    `select s.subscription_type, s.traffic_status_code as traffic,
       (select count(*)::int from mypages_subscriptions f where f.main_msisdn = s.id) as family_count,
       exists (select 1 from mypages_transfers t where t.subscription_id = s.id
                 and t.status = 'PENDING' and t.expires_at > $2
                 and t.id is distinct from $3) as pending
       from mypages_subscriptions s where s.id = $1`,
    [subscriptionId, now, exceptTransfer],
  );
  const reason = transferRefusal({
    subscriptionType: facts!.subscription_type,
    trafficStatusCode: facts!.traffic,
    familyCount: facts!.family_count,
    pendingTransfer: facts!.pending,
  });
  if (reason) throw new HttpError(409, [{ field, message: TRANSFER_REFUSAL_TEXT[reason] }]);
}

type CreateInput = z.output<typeof transferCreateContract.body>;

/**
 * The owner starts a transfer of one of their mobile subscriptions, signed with their BankID:
 * checked with the transfer rule under a row lock on the subscription (one transfer waits per
 * subscription), given a random code, recorded in the owner's order history, audited, and
 * answered once per Idempotency-Key. The invitation to the new owner, by the e-mail address or
 * mobile number the owner chose, is queued in the same transaction: it goes out if and only if
 * the transfer was started. `siteUrl` (the site's public origin) makes its link absolute; without
 * it the invitation carries the code only.
 */
export async function createTransfer(
  db: Db,
  session: Session,
  input: CreateInput,
  idempotencyKey: string | undefined,
  now: Date,
  options: { siteUrl?: string | undefined } = {},
): Promise<Transfer> {
  const me = session.personalNumber;
  if (input.toPersonalNumber === me) {
    throw new HttpError(400, [
      {
        field: 'body.toPersonalNumber',
        message: 'Du kan inte överlåta ett abonnemang till dig själv',
      },
    ]);
  }
  const body: TransferCreateRequest = input;
  return runIdempotent(
    db,
    {
      scope: transferCreateContract.id,
      owner: idempotencyOwner(session),
      key: idempotencyKey,
      body,
    },
    async (tx) => {
      const sub = await ownSubscriptionRow(tx, me, input.msisdn, { forUpdate: true });
      await refuseUntransferable(tx, sub.id, 'body.msisdn', now);
      await checkSignature(tx, input.bankidOrderRef, me, now);
      // A waiting transfer past its expiry gives way to the new one.
      await tx.query(
        `update mypages_transfers set status = 'EXPIRED', closed_at = expires_at
        where subscription_id = $1 and status = 'PENDING' and expires_at <= $2`,
        [sub.id, now],
      );
      const [detail] = await tx.query<{ name: string; commitment_end_date: string | null }>(
        'select name, commitment_end_date::text as commitment_end_date from mypages_subscriptions where id = $1',
        [sub.id],
      );
      const id = `OV-${randomBytes(4).toString('hex').toUpperCase()}`;
      const code = await newCode(tx);
      const invitationTo =
        input.invitation.channel === 'EMAIL'
          ? input.invitation.email
          : formatSwedishMobile(input.invitation.phone);
      await tx.query(
        `insert into mypages_transfers (id, code, subscription_id, from_personal_number, to_personal_number,
         invitation_channel, invitation_to, status, plan_name, subscription_type, commitment_end_date,
         from_bankid_order_ref, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'PENDING', $8, $9, $10, $11, $12, $13)`,
        [
          id,
          code,
          sub.id,
          me,
          input.toPersonalNumber,
          input.invitation.channel,
          invitationTo,
          detail!.name,
          sub.subscription_type,
          detail!.commitment_end_date,
          input.bankidOrderRef,
          now,
          transferExpiresAt(now),
        ],
      );
      await recordOrder(tx, {
        prefix: 'LO-OVL',
        personalNumber: me,
        category: 'TRANSFER',
        title: 'Överlåtelse påbörjad',
        lines: [
          { name: `Överlåtelse av ${formatSwedishMobile(sub.id)} (${id})`, quantity: 1, price: 0 },
        ],
        now,
      });
      await audit(tx, {
        actor: auditActor(session),
        action: 'subscription.transfer.create',
        entity: 'mypages_transfer',
        entityId: id,
        oldValue: null,
        newValue: { msisdn: sub.id, to: maskPersonalNumber(input.toPersonalNumber), invitationTo },
        at: now,
      });
      const row = (await transferRow(tx, id))!;
      await queueNotification(
        tx,
        transferInvitation({
          id,
          channel: input.invitation.channel,
          recipient: invitationTo,
          fromName: `${row.from_first_name} ${row.from_last_name}`,
          msisdn: sub.id,
          planName: row.plan_name,
          code,
          expiresAt: new Date(row.expires_at),
          siteUrl: options.siteUrl,
        }),
        now,
      );
      return toTransfer(row, me, now);
    },
  );
}

/**
 * The transfer behind a code, only for the person it names. Every wrong code typed on our own
 * pages counts towards the guess limit (TRANSFER_CODE_GUESSES_PER_HOUR per person and hour; then
 * 429 for the rest of it). A lookup another site made the browser send (Sec-Fetch-Site:
 * cross-site, e.g. a link or redirect carrying the session cookie) is answered the same but not
 * counted: otherwise any page could lock a customer out of accepting their transfer.
 */
export async function lookupTransfer(
  db: Db,
  personalNumber: string,
  code: string,
  now: Date,
  options: { crossSite?: boolean } = {},
): Promise<Transfer> {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const [misses] = await db.query<{ n: number }>(
    'select count(*)::int as n from mypages_transfer_code_misses where personal_number = $1 and missed_at > $2',
    [personalNumber, hourAgo],
  );
  if ((misses?.n ?? 0) >= TRANSFER_CODE_GUESSES_PER_HOUR) {
    throw new HttpError(429, [
      {
        field: 'query.code',
        message: 'Du har angett fel kod för många gånger. Försök igen om en timme.',
      },
    ]);
  }
  const [row] = await db.query<TransferRow>(`${SELECT} where t.code = $1`, [code]);
  if (!row) {
    if (!options.crossSite) {
      await db.query(
        'insert into mypages_transfer_code_misses (personal_number, missed_at) values ($1, $2)',
        [personalNumber, now],
      );
    }
    throw NOT_FOUND('query.code');
  }
  if (row.from_personal_number === personalNumber) return toTransfer(row, personalNumber, now);
  if (row.to_personal_number !== personalNumber) {
    throw new HttpError(403, [
      {
        field: 'query.code',
        message:
          'Överlåtelsen gäller någon annan. Bara den som abonnemanget överlåts till kan se och godkänna den.',
      },
    ]);
  }
  return toTransfer(row, personalNumber, now);
}

/** The transfer locked for a change by `personalNumber` in `role`; 404 for anyone else. */
async function lockedFor(tx: Db, id: string, personalNumber: string, role: 'OWNER' | 'RECIPIENT') {
  const row = await transferRow(tx, id, true);
  const party = role === 'OWNER' ? row?.from_personal_number : row?.to_personal_number;
  if (!row || party !== personalNumber) {
    throw new HttpError(404, [{ field: 'body.id', message: 'Överlåtelsen hittades inte' }]);
  }
  return row;
}

const CLOSED_TEXT: Record<Exclude<TransferStatus, 'PENDING'>, string> = {
  COMPLETED: 'Överlåtelsen är redan genomförd.',
  WITHDRAWN: 'Överlåtelsen har återkallats av ägaren.',
  DECLINED: 'Överlåtelsen har avböjts.',
  EXPIRED: 'Överlåtelsen har gått ut. Be ägaren starta en ny.',
};

/** Refuse a change of anything but a waiting transfer; a lapsed one is stored as EXPIRED. */
async function requirePending(tx: Db, row: TransferRow, now: Date) {
  const status = currentTransferStatus(row.status, row.expires_at, now);
  if (status === 'EXPIRED' && row.status === 'PENDING') {
    await tx.query(
      `update mypages_transfers set status = 'EXPIRED', closed_at = expires_at where id = $1`,
      [row.id],
    );
  }
  if (status !== 'PENDING') {
    throw new HttpError(409, [{ field: 'body.id', message: CLOSED_TEXT[status] }]);
  }
}

/**
 * What the former owner set up on a subscription does not follow the number to its new owner:
 * their eSIM and SIM card orders on the way (an eSIM would go to their e-mail) are cancelled,
 * call forwarding and the other settings go back to the defaults, their surf sims stop, a plan
 * change they ordered is called off (its order cancelled), and every addon is off as when offered.
 * Says what was cancelled, for the audit log.
 */
async function resetForNewOwner(
  tx: Db,
  subscriptionId: string,
): Promise<{ cancelledSimOrders: string[]; cancelledPlanChange: string | null }> {
  const simOrders = await tx.query<{ order_id: string }>(
    `update mypages_orders o set status = 'CANCELLED'
       from mypages_sim_orders s
      where s.order_id = o.order_id and s.subscription_id = $1 and o.status = any($2::text[])
      returning o.order_id`,
    [subscriptionId, [...SIM_ORDER_OPEN_STATUSES]],
  );
  await tx.query('delete from mypages_subscription_settings where subscription_id = $1', [
    subscriptionId,
  ]);
  await tx.query('update mypages_subscriptions set surf_sim_count = 0 where id = $1', [
    subscriptionId,
  ]);
  const [change] = await tx.query<{ change_id: string; order_id: string }>(
    `update mypages_subscription_changes set status = 'REPLACED'
      where subscription_id = $1 and status = 'PENDING' returning change_id, order_id`,
    [subscriptionId],
  );
  if (change) {
    await tx.query(`update mypages_orders set status = 'CANCELLED' where order_id = $1`, [
      change.order_id,
    ]);
  }
  await tx.query(
    'update mypages_addon_options set option_active = false where subscription_id = $1 and option_active',
    [subscriptionId],
  );
  return {
    cancelledSimOrders: simOrders.map((order) => order.order_id).sort(),
    cancelledPlanChange: change?.change_id ?? null,
  };
}

/**
 * The new owner accepts with their own BankID signature: under the transfer's row lock (so a
 * withdrawal at the same moment either wins or loses whole) and the subscription's (so the
 * transfer rule, checked again, holds until it has moved), the subscription moves to them in one
 * transaction with nothing of the former owner's left on it, the transfer is COMPLETED and both
 * get it in their order history. Answered once per Idempotency-Key.
 */
export async function acceptTransfer(
  db: Db,
  session: Session,
  input: { id: string; bankidOrderRef: string },
  idempotencyKey: string | undefined,
  now: Date,
): Promise<Transfer> {
  const me = session.personalNumber;
  return runIdempotent(
    db,
    {
      scope: transferAcceptContract.id,
      owner: idempotencyOwner(session),
      key: idempotencyKey,
      body: input,
    },
    async (tx) => {
      const row = await lockedFor(tx, input.id, me, 'RECIPIENT');
      await requirePending(tx, row, now);
      await checkSignature(tx, input.bankidOrderRef, me, now);
      const [customer] = await tx.query<{
        first_name: string;
        last_name: string;
        street: string;
        zipcode: string;
        city: string;
        email: string | null;
      }>(
        'select first_name, last_name, street, zipcode, city, email from mypages_customers where personal_number = $1',
        [me],
      );
      if (!customer) {
        throw new HttpError(409, [
          {
            field: 'body.id',
            message:
              'Vi hittar inga kunduppgifter för dig. Kontakta kundservice för att ta över abonnemanget.',
          },
        ]);
      }
      // The subscription is locked and the transfer rule checked again: a family subscription
      // joined to it, or a block, since the owner signed stops the transfer here.
      const [current] = await tx.query<{ personal_number: string }>(
        'select personal_number from mypages_subscriptions where id = $1 for update',
        [row.subscription_id],
      );
      if (current?.personal_number !== row.from_personal_number) {
        throw new HttpError(409, [
          { field: 'body.id', message: 'Abonnemanget tillhör inte längre den som överlät det.' },
        ]);
      }
      await refuseUntransferable(tx, row.subscription_id, 'body.id', now, row.id);
      const [moved] = await tx.query<{ id: string }>(
        `update mypages_subscriptions
            set personal_number = $1, main_msisdn = null, display_name = null
          where id = $2 and personal_number = $3 returning id`,
        [me, row.subscription_id, row.from_personal_number],
      );
      if (!moved) {
        throw new HttpError(409, [
          { field: 'body.id', message: 'Abonnemanget tillhör inte längre den som överlät det.' },
        ]);
      }
      // Who used the number and what it was used for belonged to the former owner.
      await tx.query('delete from mypages_subscription_users where subscription_id = $1', [
        row.subscription_id,
      ]);
      await tx.query('delete from mypages_usage_daily where subscription_id = $1', [
        row.subscription_id,
      ]);
      await tx.query('delete from mypages_topups where subscription_id = $1', [
        row.subscription_id,
      ]);
      const reset = await resetForNewOwner(tx, row.subscription_id);
      // A prepaid card's registration names its holder: now the new owner.
      await tx.query(
        `update prepaid_card_registrations
            set personal_number = $1, first_name = $2, last_name = $3, street = $4, zipcode = $5,
                city = $6, email = $7
          where msisdn = $8`,
        [
          me,
          customer.first_name,
          customer.last_name,
          customer.street,
          customer.zipcode,
          customer.city,
          customer.email,
          row.subscription_id,
        ],
      );
      await tx.query(
        `update mypages_transfers set status = 'COMPLETED', to_bankid_order_ref = $1, closed_at = $2
          where id = $3`,
        [input.bankidOrderRef, now, row.id],
      );
      const number = formatSwedishMobile(row.subscription_id);
      await recordOrder(tx, {
        prefix: 'LO-OVL',
        personalNumber: row.from_personal_number,
        category: 'TRANSFER',
        title: 'Överlåtelse genomförd',
        lines: [{ name: `${number} överlåtet (${row.id})`, quantity: 1, price: 0 }],
        now,
      });
      await recordOrder(tx, {
        prefix: 'LO-OVL',
        personalNumber: me,
        category: 'TRANSFER',
        title: 'Abonnemang övertaget',
        lines: [{ name: `${number}, ${row.plan_name} (${row.id})`, quantity: 1, price: 0 }],
        now,
      });
      await audit(tx, {
        actor: auditActor(session),
        action: 'subscription.transfer.accept',
        entity: 'mypages_transfer',
        entityId: row.id,
        oldValue: { status: 'PENDING', owner: row.from_personal_number },
        newValue: { status: 'COMPLETED', owner: me, msisdn: row.subscription_id, ...reset },
        at: now,
      });
      return toTransfer((await transferRow(tx, row.id))!, me, now);
    },
  );
}

/** Close a waiting transfer without moving anything: the owner withdraws or the new owner declines. */
async function closeTransfer(
  db: Db,
  session: Session,
  id: string,
  role: 'OWNER' | 'RECIPIENT',
  now: Date,
): Promise<Transfer> {
  const me = session.personalNumber;
  const status = role === 'OWNER' ? 'WITHDRAWN' : 'DECLINED';
  return db.transaction(async (tx) => {
    const row = await lockedFor(tx, id, me, role);
    await requirePending(tx, row, now);
    await tx.query('update mypages_transfers set status = $1, closed_at = $2 where id = $3', [
      status,
      now,
      id,
    ]);
    await audit(tx, {
      actor: auditActor(session),
      action: role === 'OWNER' ? 'subscription.transfer.withdraw' : 'subscription.transfer.decline',
      entity: 'mypages_transfer',
      entityId: id,
      oldValue: { status: 'PENDING' },
      newValue: { status },
      at: now,
    });
    return toTransfer((await transferRow(tx, id))!, me, now);
  });
}

export const withdrawTransfer = (db: Db, session: Session, id: string, now: Date) =>
  closeTransfer(db, session, id, 'OWNER', now);

export const declineTransfer = (db: Db, session: Session, id: string, now: Date) =>
  closeTransfer(db, session, id, 'RECIPIENT', now);
