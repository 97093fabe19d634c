import { describe, expect, it } from 'vitest';
import { purchaseEvent, vatOf } from './purchase-event';

describe('vatOf', () => {
  it('is price minus price/1.25, to the öre', () => {
    expect(vatOf(295)).toBe(59);
    expect(vatOf(349)).toBe(69.8);
    expect(vatOf(149)).toBe(29.8);
    expect(vatOf(0)).toBe(0);
  });
});

describe('purchaseEvent', () => {
  it('describes the order with revenue, VAT, free shipping and the product', () => {
    expect(
      purchaseEvent({
        orderId: 'BB-1A2B3C',
        product: { id: 'BB-250-250', name: 'Bredband 250/250 Mbit/s', price: 350 },
      }),
    ).toEqual({
      event: 'purchase',
      ecommerce: {
        purchase: {
          actionField: { id: 'BB-1A2B3C', revenue: '350.00', tax: '70.00', shipping: '0.00' },
          products: [
            {
              name: 'Bredband 250/250 Mbit/s',
              id: 'BB-250-250',
              price: '350.00',
              category: 'Bredband',
              quantity: 1,
            },
          ],
        },
      },
    });
  });

  it('keeps öre in the VAT of an uneven price', () => {
    const event = purchaseEvent({
      orderId: 'X',
      product: { id: 'BB-ST-14D', name: 'K', price: 299 },
    });
    expect(event.ecommerce.purchase.actionField.tax).toBe('59.80');
    expect(event.ecommerce.purchase.actionField.revenue).toBe('299.00');
  });
});
