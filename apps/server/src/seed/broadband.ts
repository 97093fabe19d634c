import type { Db } from '../db/db';

/** Seed the broadband demo data. Runs once per database (see seed/index.ts). */
export async function seedBroadband(_db: Db): Promise<void> {}
