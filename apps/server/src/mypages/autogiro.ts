import { bankForClearingNumber, type AutogiroStatus } from '@lingon/contracts/mypages/autogiro';
import type { Db } from '../db/db';
import { verifyBankidOrder } from '../broadband/bankid-verification';
import { HttpError } from '../lib/http';
import type { Session } from '../lib/auth';
import { audit, auditActor } from './audit';

type AutogiroRow = {
  bank: string;
  clearing_number: string;
  account_number: string;
  activated_at: Date | string;
};

function toStatus(row: AutogiroRow | undefined): AutogiroStatus {
  if (!row) return { active: false };
  return {
    active: true,
    bank: row.bank,
    clearingNumber: row.clearing_number,
    accountNumberMasked: `•••• ${row.account_number.slice(-4)}`,
    activatedOn: new Date(row.activated_at).toISOString(),
  };
}

export async function autogiroStatus(db: Db, personalNumber: string): Promise<AutogiroStatus> {
  const [row] = await db.query<AutogiroRow>(
    'select bank, clearing_number, account_number, activated_at from mypages_autogiro where personal_number = $1',
    [personalNumber],
  );
  return toStatus(row);
}

const BANKID_REFUSED: Record<string, string> = {
  unknown: 'Vi hittar ingen underskrift med BankID. Skriv under igen.',
  'not-complete': 'Underskriften med BankID är inte klar. Skriv under igen.',
  'wrong-purpose': 'Underskriften gällde något annat. Skriv under medgivandet igen.',
  expired: 'Underskriften är för gammal. Skriv under igen.',
  'other-person': 'Medgivandet måste skrivas under av dig själv med ditt BankID.',
};

/**
 * Sign the customer up for autogiro: only with their own recent BankID signature of the mandate.
 * From then on their unpaid invoices that are not yet due are paid by autogiro. Audited.
 */
export async function signUpForAutogiro(
  db: Db,
  session: Session,
  input: { clearingNumber: string; accountNumber: string; bankidOrderRef: string },
  now: Date,
): Promise<AutogiroStatus> {
  const { personalNumber } = session;
  // One transaction: the BankID order stays locked (verifyBankidOrder reads it for update) until
  // the mandate that uses it is stored, so two sign-ups with one signature cannot both pass.
  return db.transaction(async (tx) => {
    const bankid = await verifyBankidOrder(
      tx,
      input.bankidOrderRef,
      personalNumber,
      now,
      'autogiro',
    );
    if (!bankid.verified) {
      throw new HttpError(400, [
        {
          field: 'body.bankidOrderRef',
          message: BANKID_REFUSED[bankid.reason] ?? BANKID_REFUSED['unknown']!,
        },
      ]);
    }
    // One signature approves one mandate: a new account, even the signer's own next change,
    // needs a new signature. A signature made before the mandate now in force was stored has
    // been used or overtaken by a later one, so it cannot change that mandate either.
    const [used] = await tx.query(
      `select 1 from mypages_autogiro a, bankid_orders b
        where a.personal_number = $2 and b.order_ref = $1
          and (a.bankid_order_ref = $1 or b.completed_at <= a.activated_at)
       union all
       select 1 from mypages_autogiro where bankid_order_ref = $1`,
      [input.bankidOrderRef, personalNumber],
    );
    if (used) {
      throw new HttpError(409, [
        {
          field: 'body.bankidOrderRef',
          message: 'Underskriften är redan använd. Skriv under igen.',
        },
      ]);
    }
    // The contract's schema has already refused an unknown clearing number.
    const bank = bankForClearingNumber(input.clearingNumber) ?? 'Okänd bank';
    const before = await autogiroStatus(tx, personalNumber);
    await tx.query(
      `insert into mypages_autogiro (personal_number, bank, clearing_number, account_number, bankid_order_ref, activated_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (personal_number) do update set bank = excluded.bank,
         clearing_number = excluded.clearing_number, account_number = excluded.account_number,
         bankid_order_ref = excluded.bankid_order_ref, activated_at = excluded.activated_at`,
      [personalNumber, bank, input.clearingNumber, input.accountNumber, input.bankidOrderRef, now],
    );
    // Unpaid invoices not yet due are drawn from the account from now on.
    await tx.query(
      `update mypages_invoices i set payment_form = 'AUTOGIRO'
         from mypages_billing_accounts a
        where a.account_number = i.account_number and a.personal_number = $1
          and i.payment_status in ('UNPAID', 'PARTLY_PAID') and i.due_date >= $2::date`,
      [personalNumber, now.toISOString().slice(0, 10)],
    );
    const after = await autogiroStatus(tx, personalNumber);
    await audit(tx, {
      actor: auditActor(session),
      action: 'autogiro.signUp',
      entity: 'autogiro',
      entityId: personalNumber,
      oldValue: before,
      newValue: after,
      at: now,
    });
    return after;
  });
}
