import { OrdersAndDocuments } from '@lingon/my-pages/account/orders';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/ordrar';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Ordrar och dokument',
    description: 'Dina beställningar, orderbekräftelser, avtal och GDPR-ärenden.',
    pathname: location.pathname,
  });
}

export default function OrdrarPage() {
  return <OrdersAndDocuments />;
}
