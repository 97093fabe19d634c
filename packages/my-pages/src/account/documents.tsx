import type { DocumentsResponse } from '@lingon/contracts/mypages/documents';
import { Badge, type BadgeProps } from '@lingon/design-system/badge';
import { Button } from '@lingon/design-system/button';
import { Card, CardContent } from '@lingon/design-system/card';
import { Link } from '@lingon/design-system/link';
import { cn } from '@lingon/design-system/lib/cn';
import { RichText } from '@lingon/design-system/rich-text';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import type * as React from 'react';
import { formatDate } from '../lib/balance';
import { useDocuments, useOrderHistory } from '../lib/use-my-pages';
import {
  ConfirmationStatus,
  Missing,
  ORDERS_PATH,
  OrderLines,
  Section,
  documentPath,
  orderDetailsPath,
  rowClass,
} from './order-parts';
import { PageHeading } from '../lib/page-heading';
import { LoadFailed } from '../lib/load-failed';

type Document = DocumentsResponse['customerDocumentsResult']['documents'][number];
type GdprCase = DocumentsResponse['gdprCasesResult']['gdprCases'][number];

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
    return <LoadFailed title="Vi kunde inte hämta dina GDPR-ärenden" query={documents} />;
  }
  return <GdprCaseList cases={documents.data.gdprCasesResult.gdprCases} />;
}

/** Order confirmations (NEW for 7 days, then Open), contracts and GDPR cases. */
export function DocumentSections() {
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
    return <LoadFailed title="Vi kunde inte hämta dina dokument" query={documents} />;
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

export interface DocumentViewProps extends React.ComponentProps<'article'> {
  documentId: string;
}

/**
 * Printed, a document page is the document: the site's header, navigation and footer around it
 * (the site's frame, which knows nothing of documents) and the floating chat are left off the
 * paper while it is shown.
 */
const printOnlyTheDocument =
  'print:[body:has(&)_:is(header,nav,footer,[data-slot=chat-banner],[data-slot=chat-widget])]:hidden';

/**
 * One document on its own page: an order confirmation shows the order it confirms, a contract,
 * terms or price list its text, to read and print.
 */
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
        <PageHeading size="item">Dokumentet</PageHeading>
        <LoadFailed title="Vi kunde inte hämta dokumentet" query={documents} />
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
      className={cn('flex max-w-2xl flex-col gap-6', printOnlyTheDocument, className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <Link href={ORDERS_PATH} variant="muted" className="print:hidden">
          Ordrar och dokument
        </Link>
        <PageHeading size="item">{confirmation?.title ?? document?.title}</PageHeading>
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
        ) : orders.error ? (
          <LoadFailed title="Vi kunde inte hämta beställningen som bekräftas" query={orders} />
        ) : (
          <p className="text-muted">Beställningen som bekräftas kunde inte visas just nu.</p>
        )
      ) : document?.body ? (
        <>
          <Button
            variant="outline"
            size="sm"
            className="self-start print:hidden"
            onClick={() => window.print()}
          >
            Skriv ut
          </Button>
          <RichText html={document.body} />
        </>
      ) : (
        <p>
          Dokumentet gäller ditt kundförhållande med oss. Kontakta kundservice om du har frågor om
          det.
        </p>
      )}
    </article>
  );
}
