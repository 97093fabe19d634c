import { bankidDemoCustomers } from '@lingon/contracts/fixtures/bankid';
import type { Db } from '../db/db';

/** The BankID simulator's named test identities: the demo customers (quick choices on /bankid-sim/). */
export async function seedBankid(db: Db): Promise<void> {
  for (const customer of bankidDemoCustomers) {
    await db.query(
      `insert into bankid_sim_identities (personal_number, given_name, surname) values ($1, $2, $3)
       on conflict (personal_number) do nothing`,
      [customer.personalNumber, customer.givenName, customer.surname],
    );
  }
}
