import { InvoiceView } from '@lingon/my-pages/invoices';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/faktura-visa';

export function meta({ params, location }: Route.MetaArgs) {
  return pageMeta({
    title: `Faktura ${params.invoiceNumber}`,
    description: 'En faktura: belopp, förfallodag, OCR-nummer och vad den gäller.',
    pathname: location.pathname,
  });
}

export default function InvoicePage({ params }: Route.ComponentProps) {
  return <InvoiceView invoiceNumber={params.invoiceNumber} />;
}
