import { PageIntro } from '../../components/page-intro';
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
  return (
    <PageIntro
      title="Tack för din beställning!"
      lead="Vi har tagit emot din beställning och skickar en bekräftelse till din e-post."
    />
  );
}
