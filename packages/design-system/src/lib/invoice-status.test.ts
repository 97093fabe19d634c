import { describe, expect, it } from 'vitest';
import { invoiceStatus } from './invoice-status';

describe('invoiceStatus (SPEC §4)', () => {
  it('PAID is Betald, green', () => {
    expect(invoiceStatus('PAID')).toEqual({ label: 'Betald', tone: 'success' });
  });

  it('PARTLY_PAID is Delbetald, orange', () => {
    expect(invoiceStatus('PARTLY_PAID')).toEqual({ label: 'Delbetald', tone: 'warning' });
  });

  it('UNPAID is Obetald, red', () => {
    expect(invoiceStatus('UNPAID')).toEqual({ label: 'Obetald', tone: 'danger' });
  });

  it('PAYMENT_BEING_HANDLED is Bearbetas, green', () => {
    expect(invoiceStatus('PAYMENT_BEING_HANDLED')).toEqual({
      label: 'Bearbetas',
      tone: 'success',
    });
  });

  it.each([['OVERDUE'], ['paid'], [''], ['toString'], ['__proto__'], [null], [undefined]])(
    '%j is Okänd, grey',
    (status) => {
      expect(invoiceStatus(status)).toEqual({ label: 'Okänd', tone: 'neutral' });
    },
  );
});
