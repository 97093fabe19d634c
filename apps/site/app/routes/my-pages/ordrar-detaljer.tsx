import { OrderDetails } from '@lingon/my-pages/account/orders';
import { useSearchParams } from 'react-router';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/ordrar-detaljer';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Orderdetaljer',
    description: 'Vad din beställning innehåller, vad den kostar och hur den går.',
    pathname: location.pathname,
  });
}

export default function OrderDetailsPage() {
  const [params] = useSearchParams();
  return <OrderDetails orderId={params.get('order')} />;
}
