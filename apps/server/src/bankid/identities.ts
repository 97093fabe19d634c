import { createHash } from 'node:crypto';
import type { Db } from '../db/db';

export interface Identity {
  personalNumber: string;
  givenName: string;
  surname: string;
  name: string;
}

// Any checksum-valid number can hold a test BankID; numbers without a seeded name get a stable,
// plausible one so that the same number always signs with the same name.
const FEMALE = ['Maria', 'Elisabeth', 'Kristina', 'Sara', 'Emma', 'Ingrid', 'Linnea', 'Sofia'];
const MALE = ['Lars', 'Johan', 'Per', 'Karl', 'Anders', 'Mikael', 'Oskar', 'Nils'];
const SURNAMES = [
  'Johansson',
  'Karlsson',
  'Larsson',
  'Olsson',
  'Persson',
  'Svensson',
  'Gustafsson',
  'Lindberg',
];

function pick(list: string[], seed: number): string {
  return list[seed % list.length] as string;
}

export function generatedIdentity(personalNumber: string): Identity {
  const seed = createHash('sha256').update(personalNumber).digest().readUInt32BE(0);
  // The second-to-last digit is odd for men and even for women.
  const male = Number(personalNumber.charAt(10)) % 2 === 1;
  const givenName = pick(male ? MALE : FEMALE, seed);
  const surname = pick(SURNAMES, seed >>> 8);
  return { personalNumber, givenName, surname, name: `${givenName} ${surname}` };
}

export async function identityFor(db: Db, personalNumber: string): Promise<Identity> {
  const [row] = await db.query<{ given_name: string; surname: string }>(
    'select given_name, surname from bankid_sim_identities where personal_number = $1',
    [personalNumber],
  );
  if (!row) return generatedIdentity(personalNumber);
  return {
    personalNumber,
    givenName: row.given_name,
    surname: row.surname,
    name: `${row.given_name} ${row.surname}`,
  };
}

export async function listIdentities(db: Db): Promise<Identity[]> {
  const rows = await db.query<{ personal_number: string; given_name: string; surname: string }>(
    'select personal_number, given_name, surname from bankid_sim_identities order by surname, given_name',
  );
  return rows.map((row) => ({
    personalNumber: row.personal_number,
    givenName: row.given_name,
    surname: row.surname,
    name: `${row.given_name} ${row.surname}`,
  }));
}
