import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import type { DocumentsResponse } from '@lingon/contracts/mypages/documents';
import type { OrderHistoryItem } from '@lingon/contracts/mypages/order-history';
import { Badge, type BadgeProps } from '@lingon/design-system/badge';
import { Link } from '@lingon/design-system/link';
import { formatPrice } from '@lingon/design-system/lib/format';
import type * as React from 'react';

import { PageHeading } from '../lib/page-heading';

// The pieces the orders and the documents pages share: paths, status badges, rows, order lines.

type OrderConfirmation = DocumentsResponse['orderConfirmationResult']['orderConfirmations'][number];

export const ORDERS_PATH = `${MY_PAGES_PATH}/ordrar`;

/** The page of one order's details. */
export function orderDetailsPath(orderId: string): string {
  return `${ORDERS_PATH}/detaljer?order=${encodeURIComponent(orderId)}`;
}

/** The page of one document. */
export function documentPath(id: string): string {
  return `${ORDERS_PATH}/document/${encodeURIComponent(id)}`;
}

export const ORDER_STATUS: Record<
  OrderHistoryItem['status'],
  { label: string; tone: BadgeProps['variant'] }
> = {
  RECEIVED: { label: 'Mottagen', tone: 'info' },
  PROCESSING: { label: 'Behandlas', tone: 'info' },
  SHIPPED: { label: 'Skickad', tone: 'info' },
  DELIVERED: { label: 'Levererad', tone: 'success' },
  COMPLETED: { label: 'Klar', tone: 'success' },
  CANCELLED: { label: 'Avbruten', tone: 'neutral' },
};

export const ORDER_CATEGORY: Record<OrderHistoryItem['category'], string> = {
  MOBILE: 'Mobil',
  BROADBAND: 'Bredband',
  SIM: 'SIM-kort',
  HARDWARE: 'Utrustning',
  TOPUP: 'Påfyllning',
  TRANSFER: 'Överlåtelse',
};

export function OrderStatus({ status }: { status: OrderHistoryItem['status'] }) {
  const { label, tone } = ORDER_STATUS[status];
  return (
    <Badge variant={tone} data-slot="order-status">
      {label}
    </Badge>
  );
}

/**
 * SPEC §4: an order confirmation is 'NEW' for 7 days, then 'Open'. 'Open' only says that the 7
 * days have passed, not that the customer opened it, so its label says no more than that.
 */
export function ConfirmationStatus({ status }: { status: OrderConfirmation['status'] }) {
  return status === 'NEW' ? (
    <Badge variant="primary" size="sm" data-slot="confirmation-status">
      Ny
    </Badge>
  ) : (
    <Badge variant="neutral" size="sm" data-slot="confirmation-status">
      Äldre
    </Badge>
  );
}

export function Section({
  title,
  children,
  slot,
}: {
  title: string;
  children: React.ReactNode;
  slot: string;
}) {
  return (
    <section data-slot={slot} className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

export const rowClass =
  'flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-border bg-surface p-4';

export function Missing({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading size="item">{title}</PageHeading>
      <p>{text}</p>
      <Link href={ORDERS_PATH}>Till ordrar och dokument</Link>
    </div>
  );
}

/**
 * An order's lines: what, how many and the price, in columns kept apart by their own padding (a
 * quantity and a price never run together, however narrow). A line's price is what it costs on
 * the order; a monthly price says so in the line's name ('…, 99 kr/mån'), and 'Totalt' is what
 * the order itself costs.
 */
export function OrderLines({ order }: { order: OrderHistoryItem }) {
  return (
    <table className="w-full text-left" data-slot="order-lines">
      <caption className="sr-only">Det här ingår i beställningen</caption>
      <thead className="text-sm text-muted">
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-4 font-medium">
            Vad
          </th>
          <th scope="col" className="px-4 py-2 text-right font-medium whitespace-nowrap">
            Antal
          </th>
          <th scope="col" className="py-2 pl-4 text-right font-medium whitespace-nowrap">
            Pris
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => (
          <tr key={`${line.name}-${index}`} className="border-b border-border">
            <td className="py-2 pr-4 break-words">{line.name}</td>
            <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
              {line.quantity} st
            </td>
            <td className="py-2 pl-4 text-right whitespace-nowrap tabular-nums">
              {formatPrice(line.price, 'kr')}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2} className="py-2 pr-4 text-left">
            Totalt
          </th>
          <td className="py-2 pl-4 text-right font-bold whitespace-nowrap tabular-nums">
            {formatPrice(order.totalPrice, 'kr')}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
