import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { isoDateSchema, type ApiCall } from './schemas';

/** The statuses the site knows (SPEC §4); any other value is shown as 'Okänd'. */
export const KNOWN_PAYMENT_STATUSES = [
  'PAID',
  'PARTLY_PAID',
  'UNPAID',
  'PAYMENT_BEING_HANDLED',
] as const;

export const invoiceSchema = z.object({
  invoiceNumber: z.string(),
  /** Payment reference. */
  ocr: z.string(),
  /** Kronor including VAT. */
  amount: z.number(),
  invoiceDate: isoDateSchema,
  dueDate: isoDateSchema,
  /** The billing account the invoice belongs to. */
  accountNumber: z.string(),
  /** The numbers (mobile) or connection ids (broadband) the invoice covers. */
  subscriptions: z.array(z.string()),
  subscriptionType: z.enum(['POSTPAID_VOICE', 'BROADBAND']),
  paymentForm: z.enum(['AUTOGIRO', 'E_INVOICE', 'EMAIL', 'PAPER']),
  /** Kept open: the billing systems may add statuses, which the site shows as unknown. */
  paymentStatus: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * Mobile and broadband invoices come from two billing systems; each failure is flagged on its own
 * so the other's invoices are still shown (SPEC §8).
 */
export const invoicesResponseSchema = z.object({
  invoices: z.array(invoiceSchema),
  broadbandInvoiceError: z.boolean(),
  mobileInvoiceError: z.boolean(),
});
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

export const invoicesContract = defineContract({
  id: 'mypages.invoices',
  method: 'GET',
  path: 'mypages/invoices/v4',
  customerScope: true,
  auth: 'session',
  summary: "The customer's mobile and broadband invoices, newest first",
  response: invoicesResponseSchema,
});

export function fetchInvoices(options: { signal?: AbortSignal; call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(invoicesContract, { signal: options.signal });
}
