import { FamilyThankYou } from '@lingon/my-pages/family-order-done';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/checkout-thank-you';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Tack för din beställning',
    description: 'Vi har tagit emot din beställning.',
    pathname: location.pathname,
  });
}

export default function CheckoutThankYouPage() {
  return <FamilyThankYou />;
}
