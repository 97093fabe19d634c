import {
  ANNA_BROADBAND_ID,
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  ERIK_MSISDN,
  ERIK_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import { usagePeriod } from '@lingon/contracts/fixtures/mypages-usage';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';
import { post, signIn, signOut } from './mypages-support';

const USAGE = '/services/subscriptions/v1/usage';
const TOP_UPS = '/services/subscriptions/v1/topups';

const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

describe('POST subscriptions/v1/usage', () => {
  it('answers every day of this period so far, oldest first, with plausible amounts', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await post(server, USAGE, { msisdn: ANNA_MSISDN });
    expect(res.status).toBe(200);
    const body = await res.json();
    const period = usagePeriod(new Date());
    expect(body.periodStart).toBe(period.start);
    expect(body.periodEnd).toBe(period.end);
    expect(body.days.length).toBe(Number(period.end.slice(8, 10)));
    expect(body.days[0].date).toBe(period.start);
    expect(body.days.at(-1).date).toBe(period.end);
    for (const day of body.days) {
      expect(day.dataMb).toBeGreaterThan(0);
      expect(day.callMinutes).toBeGreaterThanOrEqual(0);
      expect(day.sms).toBeGreaterThanOrEqual(0);
    }
  });

  it('is 401 signed out, 404 for a number that is not the customer’s, 400 for a fixed line', async () => {
    const server = await serverPromise;
    expect((await post(server, USAGE, { msisdn: ANNA_MSISDN })).status).toBe(401);
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const other = await post(server, USAGE, { msisdn: ANNA_MSISDN });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual([
      { field: 'body.msisdn', message: 'Abonnemanget hittades inte' },
    ]);
    await signIn(server, ANNA_PERSONAL_NUMBER);
    // A broadband connection's fixed number is not a mobile number: refused before any lookup.
    expect((await post(server, USAGE, { msisdn: ANNA_BROADBAND_ID })).status).toBe(400);
  });

  it('refuses a malformed number with a field error', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await post(server, USAGE, { msisdn: 'abc' });
    expect(res.status).toBe(400);
    const errors = await res.json();
    expect(errors[0].field).toBe('body.msisdn');
  });
});

describe('POST subscriptions/v1/topups', () => {
  it("lists Erik's prepaid top-ups newest first", async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const res = await post(server, TOP_UPS, { msisdn: ERIK_MSISDN });
    expect(res.status).toBe(200);
    const { topUps } = await res.json();
    expect(topUps.length).toBeGreaterThanOrEqual(3);
    const times = topUps.map((t: { createdOn: string }) => Date.parse(t.createdOn));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(topUps[0]).toMatchObject({ title: expect.any(String), paymentMethod: 'SWISH' });
  });

  it('has none for a postpaid subscription and refuses other people’s numbers', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    expect(await (await post(server, TOP_UPS, { msisdn: ANNA_MSISDN })).json()).toEqual({
      topUps: [],
    });
    expect((await post(server, TOP_UPS, { msisdn: ERIK_MSISDN })).status).toBe(404);
  });
});
