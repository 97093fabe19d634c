import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import type { DocumentsResponse } from '@lingon/contracts/mypages/documents';
import type { OrderHistoryItem } from '@lingon/contracts/mypages/order-history';
import { Badge, type BadgeProps } from '@lingon/design-system/badge';
import { Button } from '@lingon/design-system/button';
import { Card, CardContent } from '@lingon/design-system/card';
import { Link } from '@lingon/design-system/link';
import { cn } from '@lingon/design-system/lib/cn';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import type * as React from 'react';
import { formatDate, formatMoney } from './lib/balance';
import { useDocuments, useOrderHistory } from './lib/use-my-pages';

type Document = DocumentsResponse['customerDocumentsResult']['documents'][number];
type GdprCase = DocumentsResponse['gdprCasesResult']['gdprCases'][number];
type OrderConfirmation = DocumentsResponse['orderConfirmationResult']['orderConfirmations'][number];

const ORDERS_PATH = `${MY_PAGES_PATH}/ordrar`;

/** The page of one order's details. */
export function orderDetailsPath(orderId: string): string {
  return `${ORDERS_PATH}/detaljer?order=${encodeURIComponent(orderId)}`;
}

/** The page of one document. */
export function documentPath(id: string): string {
  return `${ORDERS_PATH}/document/${encodeURIComponent(id)}`;
}

const ORDER_STATUS: Record<
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

const ORDER_CATEGORY: Record<OrderHistoryItem['category'], string> = {
  MOBILE: 'Mobil',
  BROADBAND: 'Bredband',
  SIM: 'SIM-kort',
  HARDWARE: 'Utrustning',
  TOPUP: 'Påfyllning',
};

const DOCUMENT_TYPE: Record<Document['type'], string> = {
  CONTRACT: 'Avtal',
  TERMS: 'Villkor',
  LETTER: 'Brev',
  PRICE_LIST: 'Prislista',
};

const GDPR_TYPE: Record<GdprCase['type'], string> = {
  REGISTER_EXTRACT: 'Registerutdrag',
  ERASURE: 'Radering av uppgifter',
  RECTIFICATION: 'Rättelse av uppgifter',
  DATA_PORTABILITY: 'Dataportabilitet',
};

const GDPR_STATUS: Record<GdprCase['status'], { label: string; tone: BadgeProps['variant'] }> = {
  RECEIVED: { label: 'Mottaget', tone: 'info' },
  IN_PROGRESS: { label: 'Pågår', tone: 'warning' },
  COMPLETED: { label: 'Avslutat', tone: 'success' },
};

function OrderStatus({ status }: { status: OrderHistoryItem['status'] }) {
  const { label, tone } = ORDER_STATUS[status];
  return (
    <Badge variant={tone} data-slot="order-status">
      {label}
    </Badge>
  );
}

/** SPEC §4: an order confirmation is 'NEW' for 7 days, then 'Open'. */
function ConfirmationStatus({ status }: { status: OrderConfirmation['status'] }) {
  return status === 'NEW' ? (
    <Badge variant="primary" size="sm" data-slot="confirmation-status">
      Ny
    </Badge>
  ) : (
    <Badge variant="neutral" size="sm" data-slot="confirmation-status">
      Öppnad
    </Badge>
  );
}

/** A section that could not be loaded: said quietly, with a way to try again (SPEC §8: logged). */
function Unavailable({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-muted">
      <p>{what} kunde inte visas just nu.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Försök igen
      </Button>
    </div>
  );
}

function Section({
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

const rowClass =
  'flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-border bg-surface p-4';

function OrderList() {
  const orders = useOrderHistory();
  if (orders.isLoading) return <Skeleton className="h-24" />;
  if (orders.error || !orders.data) {
    return <Unavailable what="Dina beställningar" onRetry={() => void orders.mutate()} />;
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
          <span className="font-bold">{formatMoney(order.totalPrice)}</span>
          <OrderStatus status={order.status} />
        </li>
      ))}
    </ul>
  );
}

function GdprCaseList({ cases }: { cases: GdprCase[] }) {
  return (
    <Section title="GDPR-ärenden" slot="gdpr-cases">
      {cases.length === 0 ? (
        <p className="text-muted">Du har inga GDPR-ärenden.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="GDPR-ärenden">
          {cases.map((gdprCase) => (
            <li key={gdprCase.id} className={rowClass}>
              <span className="flex flex-1 flex-col">
                <span className="font-medium">{GDPR_TYPE[gdprCase.type]}</span>
                <span className="text-sm text-muted">
                  Skapat {formatDate(gdprCase.createdOn)}
                  {gdprCase.closedOn ? `, avslutat ${formatDate(gdprCase.closedOn)}` : ''}
                </span>
              </span>
              <Badge variant={GDPR_STATUS[gdprCase.status].tone}>
                {GDPR_STATUS[gdprCase.status].label}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The customer's GDPR cases (register extracts, erasure, rectification) and where they stand. */
export function GdprCases() {
  const documents = useDocuments();
  if (documents.isLoading) return <Skeleton className="h-24" />;
  if (documents.error || !documents.data) {
    return <Unavailable what="Dina GDPR-ärenden" onRetry={() => void documents.mutate()} />;
  }
  return <GdprCaseList cases={documents.data.gdprCasesResult.gdprCases} />;
}

function DocumentSections() {
  const documents = useDocuments();
  if (documents.isLoading) {
    return (
      <SkeletonGroup label="Laddar dokument…" className="gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </SkeletonGroup>
    );
  }
  if (documents.error || !documents.data) {
    return <Unavailable what="Dina dokument" onRetry={() => void documents.mutate()} />;
  }
  const confirmations = documents.data.orderConfirmationResult.orderConfirmations;
  const contracts = documents.data.customerDocumentsResult.documents;
  const cases = documents.data.gdprCasesResult.gdprCases;
  return (
    <>
      <Section title="Orderbekräftelser" slot="order-confirmations">
        {confirmations.length === 0 ? (
          <p className="text-muted">Inga orderbekräftelser.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Orderbekräftelser">
            {confirmations.map((confirmation) => (
              <li key={confirmation.id} className={rowClass}>
                <ConfirmationStatus status={confirmation.status} />
                <Link href={documentPath(confirmation.id)} className="flex-1">
                  {confirmation.title}
                </Link>
                <span className="text-sm text-muted">{formatDate(confirmation.insertedOn)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Avtal och villkor" slot="contracts">
        {contracts.length === 0 ? (
          <p className="text-muted">Inga avtal eller villkor.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Avtal och villkor">
            {contracts.map((document) => (
              <li key={document.id} className={rowClass}>
                <span className="flex flex-1 flex-col">
                  <Link href={documentPath(document.id)}>{document.title}</Link>
                  <span className="text-sm text-muted">{DOCUMENT_TYPE[document.type]}</span>
                </span>
                <span className="text-sm text-muted">{formatDate(document.createdOn)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <GdprCaseList cases={cases} />
    </>
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
      <h1 className="text-3xl font-bold sm:text-4xl">Ordrar och dokument</h1>
      <Section title="Beställningar" slot="orders">
        <OrderList />
      </Section>
      <DocumentSections />
    </div>
  );
}

function Missing({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p>{text}</p>
      <Link href={ORDERS_PATH}>Till ordrar och dokument</Link>
    </div>
  );
}

function OrderLines({ order }: { order: OrderHistoryItem }) {
  return (
    <table className="w-full text-left" data-slot="order-lines">
      <caption className="sr-only">Det här ingår i beställningen</caption>
      <thead className="text-sm text-muted">
        <tr className="border-b border-border">
          <th scope="col" className="py-2 font-medium">
            Vad
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Antal
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Pris
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => (
          <tr key={`${line.name}-${index}`} className="border-b border-border">
            <td className="py-2 pr-4">{line.name}</td>
            <td className="py-2 text-right tabular-nums">{line.quantity}</td>
            <td className="py-2 text-right tabular-nums">{formatMoney(line.price)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2} className="py-2 text-left">
            Totalt
          </th>
          <td className="py-2 text-right font-bold tabular-nums">
            {formatMoney(order.totalPrice)}
          </td>
        </tr>
      </tfoot>
    </table>
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
        <h1 className="text-3xl font-bold">Beställningen</h1>
        <Unavailable what="Beställningen" onRetry={() => void orders.mutate()} />
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
        <h1 className="text-3xl font-bold">{order.title}</h1>
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

export interface DocumentViewProps extends React.ComponentProps<'article'> {
  documentId: string;
}

/** One document on its own page: an order confirmation shows the order it confirms. */
export function DocumentView({ documentId, className, ...props }: DocumentViewProps) {
  const documents = useDocuments();
  const orders = useOrderHistory();
  if (documents.isLoading) {
    return (
      <SkeletonGroup label="Laddar dokumentet…" className="gap-3">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-40" />
      </SkeletonGroup>
    );
  }
  if (documents.error || !documents.data) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold">Dokumentet</h1>
        <Unavailable what="Dokumentet" onRetry={() => void documents.mutate()} />
      </div>
    );
  }
  const confirmation = documents.data.orderConfirmationResult.orderConfirmations.find(
    (item) => item.id === documentId,
  );
  const document = documents.data.customerDocumentsResult.documents.find(
    (item) => item.id === documentId,
  );
  if (!confirmation && !document) {
    return (
      <Missing
        title="Dokumentet hittades inte"
        text="Vi hittar inget sådant dokument bland dina dokument."
      />
    );
  }
  const order = confirmation
    ? orders.data?.items.find((item) => item.orderId === confirmation.orderId)
    : undefined;
  return (
    <article
      data-slot="document-view"
      className={cn('flex max-w-2xl flex-col gap-6', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <Link href={ORDERS_PATH} variant="muted">
          Ordrar och dokument
        </Link>
        <h1 className="text-3xl font-bold">{confirmation?.title ?? document?.title}</h1>
        <p className="flex flex-wrap items-center gap-3 text-muted">
          {confirmation ? 'Orderbekräftelse' : document ? DOCUMENT_TYPE[document.type] : null} ·{' '}
          {formatDate(confirmation?.insertedOn ?? document?.createdOn ?? '')}
          {confirmation ? <ConfirmationStatus status={confirmation.status} /> : null}
        </p>
      </div>
      {confirmation ? (
        orders.isLoading ? (
          <Skeleton className="h-40" />
        ) : order ? (
          <Card>
            <CardContent className="flex flex-col gap-3 py-6">
              <h2 className="text-xl font-bold">Din beställning</h2>
              <OrderLines order={order} />
              <Link href={orderDetailsPath(order.orderId)}>Visa beställningen</Link>
            </CardContent>
          </Card>
        ) : (
          <p className="text-muted">Beställningen som bekräftas kunde inte visas just nu.</p>
        )
      ) : (
        <p>
          Dokumentet gäller ditt kundförhållande med oss. Kontakta kundservice om du har frågor om
          det.
        </p>
      )}
    </article>
  );
}
