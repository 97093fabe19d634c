import type { Db } from '../db/db';

/** Seed the mypages demo data. Runs once per database (see seed/index.ts). */
export async function seedMypages(_db: Db): Promise<void> {}
