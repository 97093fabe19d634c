import { MOBILE_PLANS, mobilePlanByName } from '@lingon/contracts/fixtures/mobile-plans';
import {
  ANNA_BROADBAND_ID,
  ANNA_PERSONAL_NUMBER,
  ERIK_PERSONAL_NUMBER,
  KARIN_PERSONAL_NUMBER,
  mypagesDemoCustomers,
} from '@lingon/contracts/fixtures/mypages';
import { PREPAID_OFFERING } from '@lingon/contracts/fixtures/mypages-catalogue';
import type { DocumentsResponse } from '@lingon/contracts/mypages/documents';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';
import { signIn, signOut } from './mypages-support';

const INVOICES = '/services/mypages/invoices/v4?customerScope=hbp';
const DOCUMENTS = '/services/aggregation/v2/documents';
const ORDERS = '/services/lingon-order-service/v3/order/history';
const CHANGES = '/services/aggregation/v2/broadband/availableChangesAndCampaigns';
const OFFERING = '/services/lingon-offering-service/v1/offering/products';
const TERMS_PAGE = '/services/content/v1/static-page?slug=villkor';

const DAY_MS = 24 * 60 * 60 * 1000;
const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => {
  const server = await serverPromise;
  signOut(server);
  server.setClock(() => new Date());
});

describe('GET mypages/invoices/v4', () => {
  it("lists Anna's invoices of both systems, newest first, in every payment status", async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await server.request(INVOICES);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.broadbandInvoiceError).toBe(false);
    expect(body.mobileInvoiceError).toBe(false);
    expect(body.invoices.map((i: { paymentStatus: string }) => i.paymentStatus)).toEqual([
      'UNPAID',
      'PAYMENT_BEING_HANDLED',
      'PARTLY_PAID',
      'PAID',
      'PAID',
      'DEBT_COLLECTION',
    ]);
    const dates = body.invoices.map((i: { invoiceDate: string }) => i.invoiceDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.invoices[0]).toMatchObject({
      invoiceNumber: '70001',
      amount: 897,
      accountNumber: '9001234567',
      subscriptionType: 'POSTPAID_VOICE',
      paymentForm: 'E_INVOICE',
      subscriptions: ['46701234567', '46701234568', '46701234569'],
    });
    expect(body.invoices[0].ocr).toMatch(/^\d+$/);
    expect(body.invoices[0].dueDate > body.invoices[0].invoiceDate).toBe(true);
  });

  it('flags the broadband system on its own and still lists mobile invoices', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    await server.db.query(
      "update mypages_billing_accounts set available = false where system = 'BROADBAND' and personal_number = $1",
      [ANNA_PERSONAL_NUMBER],
    );
    try {
      const body = await (await server.request(INVOICES)).json();
      expect(body.broadbandInvoiceError).toBe(true);
      expect(body.mobileInvoiceError).toBe(false);
      expect(body.invoices).toHaveLength(3);
      expect(
        body.invoices.every(
          (i: { subscriptionType: string }) => i.subscriptionType === 'POSTPAID_VOICE',
        ),
      ).toBe(true);
    } finally {
      await server.db.query('update mypages_billing_accounts set available = true');
    }
  });

  it('flags the mobile system on its own', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    await server.db.query(
      "update mypages_billing_accounts set available = false where system = 'MOBILE'",
    );
    try {
      const body = await (await server.request(INVOICES)).json();
      expect(body).toMatchObject({ broadbandInvoiceError: false, mobileInvoiceError: true });
      expect(body.invoices.map((i: { subscriptionType: string }) => i.subscriptionType)).toEqual([
        'BROADBAND',
        'BROADBAND',
        'BROADBAND',
      ]);
    } finally {
      await server.db.query('update mypages_billing_accounts set available = true');
    }
  });

  it('answers no invoices and no errors for Karin and Erik', async () => {
    const server = await serverPromise;
    for (const pn of [KARIN_PERSONAL_NUMBER, ERIK_PERSONAL_NUMBER]) {
      await signIn(server, pn);
      expect(await (await server.request(INVOICES)).json()).toEqual({
        invoices: [],
        broadbandInvoiceError: false,
        mobileInvoiceError: false,
      });
    }
  });

  it('is 401 without a session', async () => {
    const server = await serverPromise;
    expect((await server.request(INVOICES)).status).toBe(401);
  });
});

describe('GET aggregation/v2/documents', () => {
  it("answers Anna's documents, GDPR cases and order confirmations with computed status", async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await server.request(DOCUMENTS);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.customerDocumentsResult.documents.map((d: { id: string }) => d.id)).toEqual([
      'DOC-5003',
      'DOC-5001',
      'DOC-5002',
    ]);
    expect(
      body.gdprCasesResult.gdprCases.map((g: { id: string; status: string }) => [g.id, g.status]),
    ).toEqual([
      ['GDPR-802', 'IN_PROGRESS'],
      ['GDPR-801', 'COMPLETED'],
    ]);
    const confirmations = body.orderConfirmationResult.orderConfirmations;
    expect(confirmations.map((o: { id: string; status: string }) => [o.id, o.status])).toEqual([
      ['OC-3002', 'NEW'],
      ['OC-3001', 'Open'],
    ]);
    expect(confirmations[0]).toMatchObject({
      title: 'Orderbekräftelse: Nytt SIM-kort',
      type: 'ORDER_CONFIRMATION',
      orderId: 'LO-100412',
    });
    const age = Date.now() - Date.parse(confirmations[0].insertedOn);
    expect(Math.round(age / DAY_MS)).toBe(3);
  });

  it('computes the status at request time with the server clock', async () => {
    const server = await serverPromise;
    const later = () => new Date(Date.now() + 5 * DAY_MS);
    server.setClock(later);
    await signIn(server, ANNA_PERSONAL_NUMBER, later());
    const body = await (await server.request(DOCUMENTS)).json();
    expect(
      body.orderConfirmationResult.orderConfirmations.map((o: { status: string }) => o.status),
    ).toEqual(['Open', 'Open']);
  });

  it('answers empty lists for Karin', async () => {
    const server = await serverPromise;
    await signIn(server, KARIN_PERSONAL_NUMBER);
    expect(await (await server.request(DOCUMENTS)).json()).toEqual({
      customerDocumentsResult: { documents: [] },
      gdprCasesResult: { gdprCases: [] },
      orderConfirmationResult: { orderConfirmations: [] },
    });
  });

  it("never shows Anna's documents to Erik", async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const body = await (await server.request(DOCUMENTS)).json();
    expect(body.customerDocumentsResult.documents.map((d: { id: string }) => d.id)).toEqual([
      'DOC-6001',
    ]);
    expect(body.orderConfirmationResult.orderConfirmations).toEqual([]);
  });

  it("carries each document's text, written from the same fixtures as the rest of my pages", async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await server.request(DOCUMENTS);
    // Every text travels in the list: a few kilobytes, not a document archive.
    expect((await res.clone().text()).length).toBeLessThan(8_000);
    const body = (await res.json()) as DocumentsResponse;
    const served = new Map(body.customerDocumentsResult.documents.map((d) => [d.id, d.body]));
    const seeded = new Map(
      mypagesDemoCustomers(new Date())
        .find((customer) => customer.key === 'anna')!
        .documents.map((d) => [d.id, d.body]),
    );
    // Served exactly as the fixtures write them, so Storybook's handlers show the same text.
    expect(served.get('DOC-5002')).toBe(seeded.get('DOC-5002'));
    expect(served.get('DOC-5003')).toBe(seeded.get('DOC-5003'));
    // The terms say what the public /villkor page says.
    const terms = await (await server.request(TERMS_PAGE)).json();
    expect(served.get('DOC-5002')).toContain(terms.sections[0].body);
    const plan = mobilePlanByName('Lingon Mobil 30 GB')!;
    const contract = served.get('DOC-5001')!;
    expect(contract).toContain(`Månadsavgift: ${plan.monthlyPrice}\u00a0kr/mån`);
    expect(contract).toContain('Telefonnummer: 070-123 45 67');
    expect(contract).toMatch(/Bindningstid: 12 månader, till och med \d{1,2} \p{L}+ \d{4}/u);
    for (const { name, monthlyPrice } of MOBILE_PLANS) {
      expect(served.get('DOC-5003')).toContain(`${name}, `);
      expect(served.get('DOC-5003')).toContain(`${monthlyPrice}\u00a0kr/mån`);
    }
  });

  it('serves a stored text through the rich-text policy, never as it was stored', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    await server.db.query(
      `insert into mypages_documents (id, personal_number, title, type, created_on, body)
       values ('DOC-9001', $1, 'Brev om ditt abonnemang', 'LETTER', now(), $2)`,
      [
        ANNA_PERSONAL_NUMBER,
        '<p onclick="steal()">Hej <a href="javascript:steal()">Anna</a>!<script>steal()</script></p><img src="x" onerror="steal()"><h2 style="color:red">Ditt abonnemang</h2>',
      ],
    );
    try {
      const body = (await (await server.request(DOCUMENTS)).json()) as DocumentsResponse;
      const letter = body.customerDocumentsResult.documents.find((d) => d.id === 'DOC-9001');
      expect(letter?.body).toBe('<p>Hej <a>Anna</a>!</p><h2>Ditt abonnemang</h2>');
    } finally {
      await server.db.query("delete from mypages_documents where id = 'DOC-9001'");
    }
  });

  it('is 401 without a session', async () => {
    const server = await serverPromise;
    expect((await server.request(DOCUMENTS)).status).toBe(401);
  });
});

describe('GET lingon-order-service/v3/order/history', () => {
  it("lists Anna's orders newest first", async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await server.request(ORDERS);
    expect(res.status).toBe(200);
    const { items } = await res.json();
    expect(items.map((i: { orderId: string }) => i.orderId)).toEqual([
      'LO-100412',
      'LO-100234',
      'LO-099871',
    ]);
    expect(items[1]).toMatchObject({
      status: 'COMPLETED',
      category: 'BROADBAND',
      title: 'Bredband 250/250',
      totalPrice: 350,
      lines: [{ name: 'Bredband 250/250, första månaden', quantity: 1, price: 350 }],
    });
  });

  it('answers only his own orders to Erik and none to Karin', async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const erik = await (await server.request(ORDERS)).json();
    expect(erik.items.map((i: { orderId: string }) => i.orderId)).toEqual(['LO-100388']);
    await signIn(server, KARIN_PERSONAL_NUMBER);
    expect(await (await server.request(ORDERS)).json()).toEqual({ items: [] });
  });

  it('is 401 without a session', async () => {
    const server = await serverPromise;
    expect((await server.request(ORDERS)).status).toBe(401);
  });
});

describe('GET aggregation/v2/broadband/availableChangesAndCampaigns', () => {
  it("lists the other speeds of Anna's connection and its campaign", async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await server.request(CHANGES);
    expect(res.status).toBe(200);
    const { subscriptions } = await res.json();
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ id: ANNA_BROADBAND_ID, productId: 'BB-250-250' });
    expect(
      subscriptions[0].availableChanges.map((c: { productId: string; price: number }) => [
        c.productId,
        c.price,
      ]),
    ).toEqual([
      ['BB-100-100', 295],
      ['BB-500-500', 490],
      ['BB-1000-1000', 490],
    ]);
    expect(subscriptions[0].campaign.name).toBe('BROADBAND_UPGRADE_CAMPAIGN');
    expect(subscriptions[0].campaign.offers[0].availableChanges).toEqual({
      msisdn: ANNA_BROADBAND_ID,
    });
  });

  it('answers no subscriptions to Erik (mobile only) and Karin', async () => {
    const server = await serverPromise;
    for (const pn of [ERIK_PERSONAL_NUMBER, KARIN_PERSONAL_NUMBER]) {
      await signIn(server, pn);
      expect(await (await server.request(CHANGES)).json()).toEqual({ subscriptions: [] });
    }
  });

  it('is 401 without a session', async () => {
    const server = await serverPromise;
    expect((await server.request(CHANGES)).status).toBe(401);
  });
});

describe('GET lingon-offering-service/v1/offering/products', () => {
  it('answers the prepaid offering without a session', async () => {
    const server = await serverPromise;
    const res = await server.request(OFFERING);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ offering: PREPAID_OFFERING });
  });

  it('is 503 when no offering is active', async () => {
    const server = await serverPromise;
    await server.db.query('update mypages_offerings set active = false');
    try {
      const res = await server.request(OFFERING);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual([
        { field: 'offering', message: 'Det finns inget erbjudande just nu' },
      ]);
    } finally {
      await server.db.query('update mypages_offerings set active = true');
    }
  });
});
