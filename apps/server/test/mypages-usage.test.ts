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
const DETAILS = '/services/subscriptions/v6/subscriptionDetails';

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

  it("adds up to what the balance says is used: Anna's data, Erik's data, calls and sms", async () => {
    const server = await serverPromise;
    const sum = (days: Array<Record<string, number>>, metric: string) =>
      days.reduce((total, day) => total + day[metric]!, 0);
    for (const [personalNumber, msisdn] of [
      [ANNA_PERSONAL_NUMBER, ANNA_MSISDN],
      [ERIK_PERSONAL_NUMBER, ERIK_MSISDN],
    ] as const) {
      await signIn(server, personalNumber);
      const { balance } = await (await post(server, DETAILS, { msisdn })).json();
      const { days } = await (await post(server, USAGE, { msisdn })).json();
      const usedGb = balance.data.total - balance.data.remaining;
      expect(sum(days, 'dataMb') / 1024).toBeCloseTo(usedGb, 2);
      if (balance.calls.total !== -1) {
        expect(sum(days, 'callMinutes')).toBe(balance.calls.total - balance.calls.remaining);
      }
      if (balance.messages.total !== -1) {
        expect(sum(days, 'sms')).toBe(balance.messages.total - balance.messages.remaining);
      }
    }
    // Anna: 18,4 of 30 GB left is 11,6 GB used; Erik: 45 of 100 min left is 55 min used.
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const anna = await (await post(server, USAGE, { msisdn: ANNA_MSISDN })).json();
    expect(Math.round((sum(anna.days, 'dataMb') / 1024) * 10) / 10).toBe(11.6);
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const erik = await (await post(server, USAGE, { msisdn: ERIK_MSISDN })).json();
    expect(sum(erik.days, 'callMinutes')).toBe(55);
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
