/** Payment statuses the invoice service sends (SPEC §3 Invoice.paymentStatus, §4 mapping). */
export type KnownPaymentStatus = 'PAID' | 'PARTLY_PAID' | 'UNPAID' | 'PAYMENT_BEING_HANDLED';

/** Semantic tone of a status; maps to the success/warning/danger/neutral tokens. */
export type InvoiceStatusTone = 'success' | 'warning' | 'danger' | 'neutral';

export interface InvoiceStatus {
  /** Swedish label shown to the user. */
  label: string;
  /** green → success, orange → warning, red → danger, grey → neutral. */
  tone: InvoiceStatusTone;
}

const STATUSES: Record<KnownPaymentStatus, InvoiceStatus> = {
  PAID: { label: 'Betald', tone: 'success' },
  PARTLY_PAID: { label: 'Delbetald', tone: 'warning' },
  UNPAID: { label: 'Obetald', tone: 'danger' },
  // Being handled counts as paid for the customer (SPEC §4: green).
  PAYMENT_BEING_HANDLED: { label: 'Bearbetas', tone: 'success' },
};

const UNKNOWN: InvoiceStatus = { label: 'Okänd', tone: 'neutral' };

function isKnown(status: string): status is KnownPaymentStatus {
  return Object.hasOwn(STATUSES, status);
}

/** Label and tone for an invoice's paymentStatus; anything unrecognised is "Okänd" (grey). */
export function invoiceStatus(paymentStatus: string | null | undefined): InvoiceStatus {
  if (typeof paymentStatus !== 'string' || !isKnown(paymentStatus)) return UNKNOWN;
  return STATUSES[paymentStatus];
}
