import type { Db } from '../db/db';

/** Seed the bankid demo data. Runs once per database (see seed/index.ts). */
export async function seedBankid(_db: Db): Promise<void> {}
