import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { Link } from '@lingon/design-system/link';
import { cn } from '@lingon/design-system/lib/cn';
import { formatPrice } from '@lingon/design-system/lib/format';
import type * as React from 'react';
import { formatDate } from '../lib/balance';
import { useOrderHistory } from '../lib/use-my-pages';
import { DocumentSections } from './documents';
import {
  Missing,
  ORDERS_PATH,
  ORDER_CATEGORY,
  OrderLines,
  OrderStatus,
  Section,
  orderDetailsPath,
  rowClass,
} from './order-parts';
import { PageHeading } from '../lib/page-heading';
import { LoadFailed } from '../lib/load-failed';

function OrderList() {
  const orders = useOrderHistory();
  if (orders.isLoading) return <Skeleton className="h-24" />;
  if (orders.error || !orders.data) {
    return <LoadFailed title="Vi kunde inte hämta dina beställningar" query={orders} />;
  }
  if (orders.data.items.length === 0) {
    return <p className="text-muted">Du har inga beställningar än.</p>;
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Beställningar">
      {orders.data.items.map((order) => (
        <li key={order.orderId} className={rowClass} data-slot="order-row">
          <span className="flex min-w-48 flex-1 flex-col">
            <Link href={orderDetailsPath(order.orderId)} className="font-medium">
              {order.title}
            </Link>
            <span className="text-sm text-muted">
              {ORDER_CATEGORY[order.category]} · {formatDate(order.createdOn)}
            </span>
          </span>
          <span className="font-bold">{formatPrice(order.totalPrice, 'kr')}</span>
          <OrderStatus status={order.status} />
        </li>
      ))}
    </ul>
  );
}

export type OrdersAndDocumentsProps = React.ComponentProps<'div'>;

/** 'Ordrar': every order the customer placed, then order confirmations, contracts and GDPR cases. */
export function OrdersAndDocuments({ className, ...props }: OrdersAndDocumentsProps) {
  return (
    <div
      data-slot="orders-and-documents"
      className={cn('flex flex-col gap-8', className)}
      {...props}
    >
      <PageHeading>Ordrar och dokument</PageHeading>
      <Section title="Beställningar" slot="orders">
        <OrderList />
      </Section>
      <DocumentSections />
    </div>
  );
}

export interface OrderDetailsProps extends React.ComponentProps<'article'> {
  orderId: string | null;
}

/** One order: what it holds, its price and where it stands. */
export function OrderDetails({ orderId, className, ...props }: OrderDetailsProps) {
  const orders = useOrderHistory();
  if (orders.isLoading) {
    return (
      <SkeletonGroup label="Laddar beställningen…" className="gap-3">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-40" />
      </SkeletonGroup>
    );
  }
  if (orders.error || !orders.data) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeading size="item">Beställningen</PageHeading>
        <LoadFailed title="Vi kunde inte hämta beställningen" query={orders} />
      </div>
    );
  }
  const order = orders.data.items.find((item) => item.orderId === orderId);
  if (!order) {
    return (
      <Missing
        title="Beställningen hittades inte"
        text="Vi hittar ingen sådan beställning bland dina ordrar."
      />
    );
  }
  return (
    <article
      data-slot="order-details"
      className={cn('flex max-w-2xl flex-col gap-6', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <Link href={ORDERS_PATH} variant="muted">
          Alla ordrar
        </Link>
        <PageHeading size="item">{order.title}</PageHeading>
        <p className="flex flex-wrap items-center gap-3 text-muted">
          {ORDER_CATEGORY[order.category]} · beställd {formatDate(order.createdOn)} ·{' '}
          <span className="whitespace-nowrap">order {order.orderId}</span>
          <OrderStatus status={order.status} />
        </p>
      </div>
      <OrderLines order={order} />
    </article>
  );
}
