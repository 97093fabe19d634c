import {
  ERIK_MSISDN,
  ERIK_PERSONAL_NUMBER,
  OLLE_MSISDN,
  OLLE_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import { mypagesHandlers } from '@lingon/contracts/msw/mypages';
import { respondWithHandlers } from '@lingon/contracts/msw/respond';
import type { TopUp } from '@lingon/contracts/mypages/usage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/seed/index';
import { createTestServer } from './harness';
import { post, signIn } from './mypages-support';

const TOP_UPS = '/services/subscriptions/v1/topups';
const PREPAID = '/services/lingon-prepaid-service/v1';

/** The history's names with ordinary spaces, to read: numbers and units are joined by no-break spaces. */
const titles = (topUps: TopUp[]) => topUps.map((topUp) => topUp.title.replace(/\u00a0/g, ' '));

/** One naming rule: what the top-up gave, then how long it lasts. */
const ONE_STYLE = /^(Surf \d+(,\d+)? GB( \+ saldo \d+ kr)?|Saldo \d+ kr), \d+ dagar?$/;

describe('the top-up history', () => {
  let serverPromise: ReturnType<typeof createTestServer>;
  beforeAll(async () => {
    serverPromise = createTestServer({ SIMULATORS: true });
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());

  const history = async (personalNumber: string, msisdn: string): Promise<TopUp[]> => {
    const server = await serverPromise;
    await signIn(server, personalNumber);
    return (await (await post(server, TOP_UPS, { msisdn })).json()).topUps;
  };

  /** Erik tops up with Swish and approves in the app: the server records the paid top-up. */
  const topUp = async (msisdn: string, productId: string, key: string) => {
    const server = await serverPromise;
    const created = await (
      await server.request(`${PREPAID}/topups`, {
        method: 'POST',
        json: { msisdn, productId, payment: { method: 'swish', swishPhoneNumber: msisdn } },
        headers: { 'idempotency-key': key },
      })
    ).json();
    await server.request(`/payment-sim/control/${created.payment.paymentId}`, {
      method: 'POST',
      json: { action: 'approve' },
    });
    return created.topUpId as string;
  };

  it('is the same from the server and from the MSW handlers: the seeded top-ups', async () => {
    const fromServer = await history(ERIK_PERSONAL_NUMBER, ERIK_MSISDN);
    const fromMsw = (await (
      await respondWithHandlers(
        mypagesHandlers({ customer: 'erik', now: new Date() }),
        new Request(`http://localhost${TOP_UPS}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ msisdn: ERIK_MSISDN }),
        }),
      )
    ).json()) as { topUps: TopUp[] };
    // Seeded a moment apart: every field but the moment agrees.
    const withoutMoment = (topUps: TopUp[]) => topUps.map(({ createdOn: _, ...rest }) => rest);
    expect(withoutMoment(fromMsw.topUps)).toEqual(withoutMoment(fromServer));
    expect(titles(fromServer)).toEqual([
      'Surf 10 GB, 30 dagar',
      'Saldo 200 kr, 180 dagar',
      'Surf 5 GB, 30 dagar',
      'Saldo 100 kr, 180 dagar',
    ]);
  });

  it('names a new top-up by the same rule as the seeded ones', async () => {
    const surf = await topUp(ERIK_MSISDN, 'SURF_5GB', 'history-surf-5gb');
    const kombi = await topUp(ERIK_MSISDN, 'KOMBI_10GB_100', 'history-kombi-10gb');
    const topUps = await history(ERIK_PERSONAL_NUMBER, ERIK_MSISDN);
    const named = (id: string) => titles(topUps.filter((entry) => entry.id === id));
    expect(named(surf)).toEqual(['Surf 5 GB, 30 dagar']);
    expect(named(kombi)).toEqual(['Surf 10 GB + saldo 100 kr, 30 dagar']);
    for (const title of titles(topUps)) expect(title).toMatch(ONE_STYLE);
  });

  it('renames once a history named in two styles before the rule', async () => {
    const server = await serverPromise;
    const saldo = await topUp(OLLE_MSISDN, 'SALDO_100', 'history-rename-saldo');
    // As a database written before the rule has it.
    await server.db.query('update mypages_topups set title = $2 where id = $1', [
      saldo,
      'Ladda saldo: 100 kr',
    ]);
    await server.db.query('update mypages_topups set title = $2 where id = $1', [
      `TU-${OLLE_MSISDN.slice(-4)}-3`,
      'Saldo 200 kr',
    ]);
    await server.db.query("delete from seed_runs where name = 'prepaid-topup-titles'");
    expect(await seed(server.db)).toEqual(['prepaid-topup-titles']);
    const topUps = await history(OLLE_PERSONAL_NUMBER, OLLE_MSISDN);
    expect(titles(topUps.filter((entry) => entry.id === saldo))).toEqual([
      'Saldo 100 kr, 180 dagar',
    ]);
    for (const title of titles(topUps)) expect(title).toMatch(ONE_STYLE);
    // Once: a second start leaves the history alone.
    expect(await seed(server.db)).toEqual([]);
  });
});
