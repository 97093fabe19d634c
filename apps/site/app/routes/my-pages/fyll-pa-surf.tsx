import { ExtraSurfPurchase } from '@lingon/my-pages/extra-surf';
import { useSearchParams } from 'react-router';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/fyll-pa-surf';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Fyll på surf',
    description: 'Köp extra surf till ditt abonnemang.',
    pathname: location.pathname,
  });
}

export default function FyllPaSurfPage() {
  const [params] = useSearchParams();
  return <ExtraSurfPurchase initialNumber={params.get('nummer')} />;
}
