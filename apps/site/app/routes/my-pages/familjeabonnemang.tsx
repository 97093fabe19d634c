import { FamilyOfferPage } from '@lingon/my-pages/family-offer';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/familjeabonnemang';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Familjeabonnemang',
    description: 'Lägg till abonnemang för familjen.',
    pathname: location.pathname,
  });
}

export default function FamiljeabonnemangPage() {
  return <FamilyOfferPage />;
}
