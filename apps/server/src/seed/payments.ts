import type { Db } from '../db/db';

/** Seed the payments demo data. Runs once per database (see seed/index.ts). */
export async function seedPayments(_db: Db): Promise<void> {}
