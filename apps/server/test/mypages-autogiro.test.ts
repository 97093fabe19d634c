import { ANNA_PERSONAL_NUMBER, ERIK_PERSONAL_NUMBER } from '@lingon/contracts/fixtures/mypages';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { completedBankidOrder } from './broadband-helpers';
import { createTestServer } from './harness';
import { auditRows, post, signIn, signOut } from './mypages-support';

const AUTOGIRO = '/services/mypages/autogiro/v1';
const INVOICES = '/services/mypages/invoices/v4';

const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

async function signUp(body: Record<string, unknown>) {
  return post(await serverPromise, AUTOGIRO, body);
}

describe('mypages/autogiro/v1', () => {
  it('is off until the customer signs up, and 401 signed out', async () => {
    const server = await serverPromise;
    expect((await server.request(AUTOGIRO)).status).toBe(401);
    await signIn(server, ERIK_PERSONAL_NUMBER);
    expect(await (await server.request(AUTOGIRO)).json()).toEqual({ active: false });
  });

  it('refuses a bad clearing or account number with field errors', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const ref = await completedBankidOrder(server, ANNA_PERSONAL_NUMBER, { purpose: 'autogiro' });
    const res = await signUp({ clearingNumber: '0999', accountNumber: '12', bankidOrderRef: ref });
    expect(res.status).toBe(400);
    const fields = (await res.json()).map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['body.clearingNumber', 'body.accountNumber']));
  });

  it('needs the customer’s own BankID signature of the mandate', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const body = { clearingNumber: '6123', accountNumber: '123456789' };
    const someoneElse = await completedBankidOrder(server, ERIK_PERSONAL_NUMBER, {
      purpose: 'autogiro',
    });
    const forAnOrder = await completedBankidOrder(server, ANNA_PERSONAL_NUMBER, {
      purpose: 'order',
    });
    for (const bankidOrderRef of [someoneElse, forAnOrder, 'no-such-order']) {
      const res = await signUp({ ...body, bankidOrderRef });
      expect(res.status).toBe(400);
      expect((await res.json())[0].field).toBe('body.bankidOrderRef');
    }
    expect(await (await server.request(AUTOGIRO)).json()).toEqual({ active: false });
  });

  it('signs Anna up: the bank is named, the account masked, unpaid invoices paid by autogiro', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    // Before she signs, nothing says autogiro: no mandate, no invoice paid by autogiro.
    expect(await (await server.request(AUTOGIRO)).json()).toEqual({ active: false });
    const before = (await (await server.request(INVOICES)).json()).invoices as Array<{
      paymentForm: string;
    }>;
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((invoice) => invoice.paymentForm === 'AUTOGIRO')).toEqual([]);
    const ref = await completedBankidOrder(server, ANNA_PERSONAL_NUMBER, { purpose: 'autogiro' });
    const res = await signUp({
      clearingNumber: '6123',
      accountNumber: '123 456 789',
      bankidOrderRef: ref,
    });
    expect(res.status).toBe(200);
    const status = await res.json();
    expect(status).toMatchObject({
      active: true,
      bank: 'Handelsbanken',
      clearingNumber: '6123',
      accountNumberMasked: '•••• 6789',
    });
    expect(await (await server.request(AUTOGIRO)).json()).toEqual(status);

    const { invoices } = await (await server.request(INVOICES)).json();
    const today = new Date().toISOString().slice(0, 10);
    for (const invoice of invoices) {
      if (['UNPAID', 'PARTLY_PAID'].includes(invoice.paymentStatus) && invoice.dueDate >= today) {
        expect(invoice.paymentForm).toBe('AUTOGIRO');
      }
    }
    expect(
      invoices.some(
        (invoice: { paymentStatus: string; paymentForm: string }) =>
          invoice.paymentStatus === 'UNPAID' && invoice.paymentForm === 'AUTOGIRO',
      ),
    ).toBe(true);
    const [row] = await auditRows(server, 'autogiro');
    expect(row).toMatchObject({ actor: ANNA_PERSONAL_NUMBER, action: 'autogiro.signUp' });
  });
  it('lets one signature make one mandate change: a used or older signature is refused', async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const signed = (minutesAgo: number) =>
      completedBankidOrder(server, ERIK_PERSONAL_NUMBER, {
        purpose: 'autogiro',
        completedAt: new Date(Date.now() - minutesAgo * 60_000),
      });
    const first = await signed(3);
    const second = await signed(2);
    const own = { clearingNumber: '8327', accountNumber: '1234567' };
    expect((await signUp({ ...own, bankidOrderRef: first })).status).toBe(200);
    // The same signature again, now for another account.
    const again = await signUp({
      clearingNumber: '6000',
      accountNumber: '9999999',
      bankidOrderRef: first,
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual([
      { field: 'body.bankidOrderRef', message: 'Underskriften är redan använd. Skriv under igen.' },
    ]);
    // A signature made before the mandate in force was stored has been overtaken by it.
    const older = await signUp({
      clearingNumber: '6000',
      accountNumber: '9999999',
      bankidOrderRef: second,
    });
    expect(older.status).toBe(409);
    // A new signature changes it, once.
    const fresh = await signed(0);
    const changed = await signUp({
      clearingNumber: '6000',
      accountNumber: '7654321',
      bankidOrderRef: fresh,
    });
    expect(await changed.json()).toMatchObject({
      bank: 'Handelsbanken',
      accountNumberMasked: '•••• 4321',
    });
    expect((await signUp({ ...own, bankidOrderRef: fresh })).status).toBe(409);
    expect((await signUp({ ...own, bankidOrderRef: first })).status).toBe(409);
    expect(await (await server.request(AUTOGIRO)).json()).toMatchObject({
      accountNumberMasked: '•••• 4321',
    });
  });
});
