import type { Invoice, InvoicesResponse } from '@lingon/contracts/mypages/invoices';
import type { Db } from '../db/db';

type AccountRow = { account_number: string; system: 'MOBILE' | 'BROADBAND'; available: boolean };
type InvoiceRow = {
  invoice_number: string;
  account_number: string;
  ocr: string;
  amount: string | number;
  invoice_date: string;
  due_date: string;
  subscriptions: string[];
  subscription_type: Invoice['subscriptionType'];
  payment_form: Invoice['paymentForm'];
  payment_status: string;
};

/**
 * The customer's invoices from both billing systems. An account whose system cannot answer sets
 * that system's error flag; the other system's invoices are still returned (SPEC §8).
 */
export async function listInvoices(db: Db, personalNumber: string): Promise<InvoicesResponse> {
  const accounts = await db.query<AccountRow>(
    'select account_number, system, available from mypages_billing_accounts where personal_number = $1',
    [personalNumber],
  );
  const unavailable = (system: AccountRow['system']) =>
    accounts.some((account) => account.system === system && !account.available);
  const readable = accounts
    .filter((account) => account.available)
    .map((account) => account.account_number);
  const rows =
    readable.length === 0
      ? []
      : await db.query<InvoiceRow>(
          `select invoice_number, account_number, ocr, amount, invoice_date::text as invoice_date,
                  due_date::text as due_date, subscriptions, subscription_type, payment_form,
                  payment_status
             from mypages_invoices
            where account_number = any($1::text[])
            order by invoice_date desc, invoice_number desc`,
          [readable],
        );
  return {
    invoices: rows.map((row) => ({
      invoiceNumber: row.invoice_number,
      ocr: row.ocr,
      amount: Number(row.amount),
      invoiceDate: row.invoice_date,
      dueDate: row.due_date,
      accountNumber: row.account_number,
      subscriptions: row.subscriptions,
      subscriptionType: row.subscription_type,
      paymentForm: row.payment_form,
      paymentStatus: row.payment_status,
    })),
    broadbandInvoiceError: unavailable('BROADBAND'),
    mobileInvoiceError: unavailable('MOBILE'),
  };
}
