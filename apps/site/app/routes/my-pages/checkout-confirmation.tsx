import { FamilyOrderConfirmation } from '@lingon/my-pages/family-order-done';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/checkout-confirmation';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Orderbekräftelse',
    description: 'Sammanfattning av din beställning.',
    pathname: location.pathname,
  });
}

export default function CheckoutConfirmationPage() {
  return <FamilyOrderConfirmation />;
}
