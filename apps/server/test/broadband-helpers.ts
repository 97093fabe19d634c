import { randomUUID } from 'node:crypto';
import type { createTestServer } from './harness';

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** The demo customer (checksum-valid) with two mobile numbers eligible for the upgrade campaign. */
export const CUSTOMER = '198503121231';
/** The demo customer whose credit check is refused. */
export const REFUSED_CUSTOMER = '198001019887';

export const TM_HEADERS = (server: TestServer, personalNumber = CUSTOMER) => ({
  'x-telemarketing-key': server.config.TM_KEY_TELEMARKETING,
  tm_customer: personalNumber,
});

/** A finished BankID order for a person, as the BankID area writes it (migration 0400). */
export async function completedBankidOrder(
  server: Pick<TestServer, 'db'>,
  personalNumber = CUSTOMER,
  options: { status?: string; purpose?: string; completedAt?: Date } = {},
): Promise<string> {
  const { status = 'complete', purpose = 'order', completedAt = new Date() } = options;
  const ref = randomUUID();
  await server.db.query(
    `insert into bankid_orders (order_ref, purpose, rp_call, flow, device, browser_hash,
       end_user_ip, auto_start_token, qr_start_token, status, outcome, personal_number,
       created_at, completed_at, finished_at)
     values ($1, $2, 'sign', 'qr', 'computer', 'test', '127.0.0.1', $1, $1, $3, $3, $4, $5, $5, $5)`,
    [ref, purpose, status, personalNumber, completedAt],
  );
  return ref;
}

export function orderBody(bankidOrderRef: string, overrides: Record<string, unknown> = {}) {
  return {
    pointId: '100000001',
    productId: 'BB-1000-1000',
    customer: {
      personalNumber: CUSTOMER,
      name: 'Anna Andersson',
      email: 'anna@example.se',
      mobile: '070-123 45 67',
      invoiceAddress: { street: 'Storgatan 1', zipcode: '222 21', city: 'Lund' },
    },
    bankidOrderRef,
    ...overrides,
  };
}

export async function countOrders(server: TestServer, where = 'true', params: unknown[] = []) {
  const [row] = await server.db.query<{ n: number }>(
    `select count(*)::int as n from broadband_orders where ${where}`,
    params,
  );
  return row?.n ?? 0;
}
