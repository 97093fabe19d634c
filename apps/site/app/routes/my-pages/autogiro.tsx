import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/autogiro';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Autogiro',
    description: 'Betala dina fakturor automatiskt med autogiro.',
    pathname: location.pathname,
  });
}

export default function AutogiroPage() {
  return <PageIntro title="Autogiro" lead="Betala dina fakturor automatiskt med autogiro." />;
}
