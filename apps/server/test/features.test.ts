import { featureToggleFixtures } from '@lingon/contracts/fixtures/features';
import { FEATURE_NAMES } from '@lingon/contracts/site/features';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seedSite } from '../src/seed/site';
import { createTestServer } from './harness';

const PATH = '/services/site/v1/features';

describe('feature toggles', () => {
  // One seeded server for the table cases (each test writes the rows it needs), one for the override.
  let serverPromise: ReturnType<typeof createTestServer>;
  beforeAll(async () => {
    serverPromise = createTestServer();
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());
  const setToggle = async (name: string, enabled: boolean) =>
    (await serverPromise).db.query(
      `insert into feature_toggles (name, enabled, updated_at) values ($1, $2, now())
       on conflict (name) do update set enabled = excluded.enabled, updated_at = excluded.updated_at`,
      [name, enabled],
    );
  const features = async () => (await (await serverPromise).request(PATH)).json();

  it('answers every known feature, on by default, and is never cached', async () => {
    const res = await (await serverPromise).request(PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toEqual({ features: { 'prepaid-top-up': true } });
    expect(Object.keys(body.features)).toEqual([...FEATURE_NAMES]);
  });

  it('answers a feature switched off in the table as off, and on again', async () => {
    await setToggle('prepaid-top-up', false);
    expect(await features()).toEqual({ features: { 'prepaid-top-up': false } });
    await setToggle('prepaid-top-up', true);
    expect(await features()).toEqual({ features: { 'prepaid-top-up': true } });
  });

  it('answers a known feature without a row as on', async () => {
    await (await serverPromise).db.query('delete from feature_toggles');
    expect(await features()).toEqual({ features: { 'prepaid-top-up': true } });
  });

  it('ignores stored toggles of features it does not know', async () => {
    await setToggle('prepaid-top-up', true);
    await setToggle('retired-feature', false);
    expect(await features()).toEqual({ features: { 'prepaid-top-up': true } });
  });

  it('switches off the features FEATURES_DISABLED names, whatever the table says', async () => {
    const config = loadConfig({ FEATURES_DISABLED: ' prepaid-top-up, ,prepaid-top-up' });
    expect(config.FEATURES_DISABLED).toEqual(['prepaid-top-up']);
    const server = await createTestServer({ FEATURES_DISABLED: config.FEATURES_DISABLED });
    try {
      await server.db.query(
        `insert into feature_toggles (name, enabled, updated_at) values ('prepaid-top-up', true, now())
         on conflict (name) do update set enabled = excluded.enabled`,
      );
      expect(server.config.FEATURES_DISABLED).toEqual(['prepaid-top-up']);
      expect(await (await server.request(PATH)).json()).toEqual({
        features: { 'prepaid-top-up': false },
      });
    } finally {
      await server.close();
    }
  });

  it('reads no override when FEATURES_DISABLED is unset or empty', () => {
    expect(loadConfig({}).FEATURES_DISABLED).toEqual([]);
    expect(loadConfig({ FEATURES_DISABLED: '' }).FEATURES_DISABLED).toEqual([]);
  });

  it('refuses to start with an unknown feature in FEATURES_DISABLED', () => {
    expect(() => loadConfig({ FEATURES_DISABLED: 'prepaid-top-up,prepaid-topup' })).toThrow(
      /FEATURES_DISABLED: unknown feature "prepaid-topup" \(known: prepaid-top-up\)/,
    );
  });

  it('seeds the fixture toggles once, keeping a toggle an operator changed', async () => {
    const db = await openDb({});
    try {
      await migrate(db);
      await seedSite(db);
      const rows = await db.query<{ name: string; enabled: boolean; updated_at: Date | string }>(
        'select name, enabled, updated_at from feature_toggles order by name',
      );
      expect(
        rows.map((row) => ({
          name: row.name,
          enabled: row.enabled,
          updatedAt: new Date(row.updated_at).toISOString(),
        })),
      ).toEqual(featureToggleFixtures);

      await db.query(`update feature_toggles set enabled = false where name = 'prepaid-top-up'`);
      await seedSite(db);
      const [row] = await db.query<{ enabled: boolean }>(
        `select enabled from feature_toggles where name = 'prepaid-top-up'`,
      );
      expect(row?.enabled).toBe(false);
    } finally {
      await db.close();
    }
  });
});
