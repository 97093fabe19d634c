import { PageIntro } from '../../components/page-intro';
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
  return <PageIntro title="Orderbekräftelse" lead="Här är en sammanfattning av din beställning." />;
}
