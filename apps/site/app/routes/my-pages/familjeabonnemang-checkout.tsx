import { FamilyCheckout } from '@lingon/my-pages/family-checkout';
import { FAMILY_THANK_YOU_PATH } from '@lingon/my-pages/lib/family-paths';
import { useNavigate } from 'react-router';
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
  const navigate = useNavigate();
  return <FamilyCheckout onPlaced={() => void navigate(FAMILY_THANK_YOU_PATH)} />;
}
