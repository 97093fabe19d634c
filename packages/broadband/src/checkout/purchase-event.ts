/** SPEC §9: prices include 25 % VAT. */
export const VAT_RATE = 0.25;
export const PURCHASE_CATEGORY = 'Bredband';

export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: {
    purchase: {
      actionField: { id: string; revenue: string; tax: string; shipping: string };
      products: Array<{ name: string; id: string; price: string; category: string; quantity: 1 }>;
    };
  };
}

/** Kronor with two decimals, rounded to whole öre ("295.00"). */
function money(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** The VAT part of a price including VAT: price − price / 1.25. */
export function vatOf(price: number): number {
  return Math.round((price - price / (1 + VAT_RATE)) * 100) / 100;
}

/**
 * The analytics purchase event of a placed broadband order (SPEC §7): id, revenue, VAT, shipping
 * 0.00 and the product with category 'Bredband'. The site pushes it to the data layer only with
 * analytics consent.
 */
export function purchaseEvent({
  orderId,
  product,
}: {
  orderId: string;
  product: { id: string; name: string; price: number };
}): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      purchase: {
        actionField: {
          id: orderId,
          revenue: money(product.price),
          tax: money(vatOf(product.price)),
          shipping: '0.00',
        },
        products: [
          {
            name: product.name,
            id: product.id,
            price: money(product.price),
            category: PURCHASE_CATEGORY,
            quantity: 1,
          },
        ],
      },
    },
  };
}
