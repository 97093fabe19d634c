import { InvoiceList } from '@lingon/my-pages/invoices';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/faktura';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Fakturor',
    description: 'Dina fakturor för mobil och bredband.',
    pathname: location.pathname,
  });
}

export default function FakturaPage() {
  return <InvoiceList />;
}
