import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { RouteHandle } from '../../lib/scroll';
import type { Route } from './+types/familjeabonnemang-checkout';

export const handle = { scrollToTop: true } satisfies RouteHandle;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Kassan',
    description: 'Kontrollera och slutför din beställning av familjeabonnemang.',
    pathname: location.pathname,
  });
}

export default function FamiljeCheckoutPage() {
  return (
    <PageIntro
      title="Beställ familjeabonnemang"
      lead="Kontrollera din beställning och fyll i dina uppgifter."
    />
  );
}
