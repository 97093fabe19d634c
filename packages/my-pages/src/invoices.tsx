import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import type { Invoice } from '@lingon/contracts/mypages/invoices';
import { Card, CardContent } from '@lingon/design-system/card';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { InvoiceStatusBadge } from '@lingon/design-system/invoice-status-badge';
import { Link } from '@lingon/design-system/link';
import { cn } from '@lingon/design-system/lib/cn';
import { formatPrice } from '@lingon/design-system/lib/format';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Receipt from 'lucide-react/icons/receipt-text';
import type * as React from 'react';
import { Fact } from './fact';
import { formatDate, formatMsisdn } from './lib/balance';
import { useInvoices } from './lib/use-my-pages';
import { PageHeading } from './lib/page-heading';

/** How an invoice is paid, in words. */
export const PAYMENT_FORM_LABELS: Record<Invoice['paymentForm'], string> = {
  AUTOGIRO: 'Autogiro',
  E_INVOICE: 'E-faktura',
  EMAIL: 'Faktura via e-post',
  PAPER: 'Pappersfaktura',
};

const KIND_LABELS: Record<Invoice['subscriptionType'], string> = {
  POSTPAID_VOICE: 'Mobil',
  BROADBAND: 'Bredband',
};

/** The address of one invoice's own page. */
export function invoicePath(invoiceNumber: string): string {
  return `${MY_PAGES_PATH}/faktura/${encodeURIComponent(invoiceNumber)}`;
}

function InvoicesSkeleton() {
  return (
    <SkeletonGroup label="Laddar fakturor…" className="gap-3">
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
    </SkeletonGroup>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  return (
    <li>
      <Link
        href={invoicePath(invoice.invoiceNumber)}
        variant="nav"
        className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 rounded-lg border border-border bg-surface p-4 hover:border-primary sm:grid-cols-[10rem_1fr_auto_auto]"
        data-slot="invoice-row"
      >
        <span className="flex flex-col">
          <span>{KIND_LABELS[invoice.subscriptionType]}</span>
          <span className="text-sm font-normal text-muted">Nr {invoice.invoiceNumber}</span>
        </span>
        <span className="order-3 col-span-2 text-sm font-normal text-muted sm:order-none sm:col-span-1">
          Förfaller {formatDate(invoice.dueDate)}
        </span>
        <span className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
          <span className="text-lg font-bold">{formatPrice(invoice.amount, 'kr')}</span>
          <InvoiceStatusBadge status={invoice.paymentStatus} />
        </span>
        <ChevronRight aria-hidden="true" className="hidden size-5 text-muted sm:block" />
      </Link>
    </li>
  );
}

export type InvoiceListProps = React.ComponentProps<'div'>;

/**
 * Mobile and broadband invoices, newest first. The two billing systems fail on their own
 * (SPEC §8): each failure is said separately and the other system's invoices are still shown.
 */
export function InvoiceList({ className, ...props }: InvoiceListProps) {
  const invoices = useInvoices();
  const retry = () => void invoices.mutate();

  let body: React.ReactNode;
  if (invoices.isLoading) {
    body = <InvoicesSkeleton />;
  } else if (invoices.error || !invoices.data) {
    body = (
      <ErrorBanner
        title="Vi kunde inte hämta dina fakturor"
        onRetry={retry}
        retrying={invoices.isValidating}
      >
        Något gick fel hos oss. Försök igen om en stund.
      </ErrorBanner>
    );
  } else {
    const { invoices: list, mobileInvoiceError, broadbandInvoiceError } = invoices.data;
    body = (
      <>
        {mobileInvoiceError ? (
          <ErrorBanner
            title="Vi kunde inte hämta dina mobilfakturor"
            onRetry={retry}
            retrying={invoices.isValidating}
          >
            Dina övriga fakturor visas nedan.
          </ErrorBanner>
        ) : null}
        {broadbandInvoiceError ? (
          <ErrorBanner
            title="Vi kunde inte hämta dina bredbandsfakturor"
            onRetry={retry}
            retrying={invoices.isValidating}
          >
            Dina övriga fakturor visas nedan.
          </ErrorBanner>
        ) : null}
        {list.length === 0 && !mobileInvoiceError && !broadbandInvoiceError ? (
          <Card variant="muted" data-slot="invoices-empty">
            <CardContent className="flex items-center gap-3 py-6">
              <Receipt aria-hidden="true" className="size-6 shrink-0 text-muted" />
              <p>Du har inga fakturor än. När du får din första faktura visas den här.</p>
            </CardContent>
          </Card>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Fakturor">
            {list.map((invoice) => (
              <InvoiceRow key={invoice.invoiceNumber} invoice={invoice} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div data-slot="invoice-list" className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeading>Fakturor</PageHeading>
      {body}
    </div>
  );
}

export interface InvoiceViewProps extends React.ComponentProps<'article'> {
  invoiceNumber: string;
}

/** One invoice as a readable page: what to pay, by when, to which reference, and for what. */
export function InvoiceView({ invoiceNumber, className, ...props }: InvoiceViewProps) {
  const invoices = useInvoices();
  if (invoices.isLoading) return <InvoicesSkeleton />;
  if (invoices.error || !invoices.data) {
    return (
      <ErrorBanner
        title="Vi kunde inte hämta fakturan"
        onRetry={() => void invoices.mutate()}
        retrying={invoices.isValidating}
      >
        Något gick fel hos oss. Försök igen om en stund.
      </ErrorBanner>
    );
  }
  const invoice = invoices.data.invoices.find((item) => item.invoiceNumber === invoiceNumber);
  if (!invoice) {
    return (
      <div className="flex flex-col gap-4" data-slot="invoice-missing">
        <PageHeading size="item">Fakturan hittades inte</PageHeading>
        <p>Vi hittar ingen faktura med nummer {invoiceNumber} bland dina fakturor.</p>
        <Link href={`${MY_PAGES_PATH}/faktura`}>Till alla fakturor</Link>
      </div>
    );
  }
  return (
    <article
      data-slot="invoice-view"
      className={cn('flex max-w-2xl flex-col gap-6', className)}
      {...props}
    >
      <header className="flex flex-col gap-2">
        <Link href={`${MY_PAGES_PATH}/faktura`} variant="muted" className="print:hidden">
          Alla fakturor
        </Link>
        <PageHeading size="item">
          Faktura {invoice.invoiceNumber}
          <span className="sr-only">, {KIND_LABELS[invoice.subscriptionType].toLowerCase()}</span>
        </PageHeading>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-3xl font-bold">{formatPrice(invoice.amount, 'kr')}</p>
          <InvoiceStatusBadge status={invoice.paymentStatus} />
        </div>
      </header>
      <dl className="flex flex-col">
        <Fact term="Att betala senast">{formatDate(invoice.dueDate)}</Fact>
        <Fact term="OCR-nummer">
          <span className="font-mono tabular-nums">{invoice.ocr}</span>
        </Fact>
        <Fact term="Fakturadatum">{formatDate(invoice.invoiceDate)}</Fact>
        <Fact term="Betalsätt">{PAYMENT_FORM_LABELS[invoice.paymentForm]}</Fact>
        <Fact term="Kundkonto">{invoice.accountNumber}</Fact>
        <Fact term="Typ">{KIND_LABELS[invoice.subscriptionType]}</Fact>
        <Fact term={invoice.subscriptions.length === 1 ? 'Abonnemang' : 'Abonnemangen'}>
          <ul>
            {invoice.subscriptions.map((id) => (
              <li key={id}>{formatMsisdn(id)}</li>
            ))}
          </ul>
        </Fact>
      </dl>
      <p className="text-sm text-muted">
        Beloppet är inklusive moms. Ange OCR-numret när du betalar.
      </p>
    </article>
  );
}
