import { PageIntro } from '../../components/page-intro';
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
  return <PageIntro title="Fyll på surf" lead="Köp extra surf till ditt abonnemang." />;
}
