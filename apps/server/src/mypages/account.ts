import { createHmac } from 'node:crypto';
import type { Config } from '../config';
import type { CustomerInfoResponse } from '@lingon/contracts/mypages/customer-info';
import type { Db } from '../db/db';
import type { Session } from '../lib/auth';
import { audit, auditActor } from './audit';
import { notFound } from './errors';

type CustomerRow = {
  customer_id: string;
  personal_number: string;
  first_name: string;
  last_name: string;
  street: string;
  zipcode: string;
  city: string;
  email: string | null;
  contact_phone: string | null;
  is_student: boolean;
};

async function customerRow(
  db: Db,
  personalNumber: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerRow> {
  const [row] = await db.query<CustomerRow>(
    `select customer_id, personal_number, first_name, last_name, street, zipcode, city, email,
            contact_phone, is_student
       from mypages_customers where personal_number = $1${options.forUpdate ? ' for update' : ''}`,
    [personalNumber],
  );
  if (!row) throw notFound('session', 'Kunden hittades inte');
  return row;
}

/** 404 unless the signed-in person is a customer (writes need a customer row). */
export async function requireCustomer(db: Db, personalNumber: string): Promise<void> {
  await customerRow(db, personalNumber);
}

export async function customerInfo(db: Db, personalNumber: string): Promise<CustomerInfoResponse> {
  const row = await customerRow(db, personalNumber);
  return {
    customerLegalInformation: {
      customerId: row.customer_id,
      personalNumber: row.personal_number,
      firstName: row.first_name,
      lastName: row.last_name,
      address: { street: row.street, zipcode: row.zipcode, city: row.city },
    },
    userProfileData: {
      email: row.email,
      contactPhone: row.contact_phone,
      isStudent: row.is_student,
    },
  };
}

/** Store a new e-mail address; a real change is written to the audit log with the old one. */
export async function changeEmail(
  db: Db,
  session: Session,
  email: string,
  now: Date,
): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const row = await customerRow(tx, session.personalNumber, { forUpdate: true });
    if (row.email === email) return { email };
    await tx.query(
      'update mypages_customers set email = $1, updated_at = $2 where personal_number = $3',
      [email, now, session.personalNumber],
    );
    await audit(tx, {
      actor: auditActor(session),
      action: 'customer.email.change',
      entity: 'mypages_customer',
      entityId: row.customer_id,
      oldValue: { email: row.email },
      newValue: { email },
      at: now,
    });
    return { email };
  });
}

/** Change the phone number the customer is contacted on; audited. */
export async function changePhone(
  db: Db,
  session: Session,
  phone: string,
  now: Date,
): Promise<{ contactPhone: string }> {
  return db.transaction(async (tx) => {
    const row = await customerRow(tx, session.personalNumber, { forUpdate: true });
    if (row.contact_phone === phone) return { contactPhone: phone };
    await tx.query(
      'update mypages_customers set contact_phone = $1, updated_at = $2 where personal_number = $3',
      [phone, now, session.personalNumber],
    );
    await audit(tx, {
      actor: auditActor(session),
      action: 'customer.phone.change',
      entity: 'mypages_customer',
      entityId: row.customer_id,
      oldValue: { contactPhone: row.contact_phone },
      newValue: { contactPhone: phone },
      at: now,
    });
    return { contactPhone: phone };
  });
}

/**
 * The HMAC key of hashed uids: the server-only HASHED_UID_KEY setting, a key of its own, so that
 * rotating another secret (the telemarketing keys) leaves every hashed uid as it was. A constant
 * in the source would let anyone recompute a customer's hash; production refuses the demo key.
 */
export function hashedUidKey(config: Pick<Config, 'HASHED_UID_KEY'>): Buffer {
  return Buffer.from(config.HASHED_UID_KEY, 'utf8');
}

/** A stable pseudonymous id: HMAC-SHA256 of the customer id (never of the personal number). */
export async function hashedUid(db: Db, config: Config, personalNumber: string): Promise<string> {
  const row = await customerRow(db, personalNumber);
  return createHmac('sha256', hashedUidKey(config)).update(row.customer_id).digest('hex');
}
