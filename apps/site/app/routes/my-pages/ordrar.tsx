import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/ordrar';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Ordrar',
    description: 'Dina beställningar och deras status.',
    pathname: location.pathname,
  });
}

export default function OrdrarPage() {
  return <PageIntro title="Mina ordrar" lead="Dina beställningar och deras status." />;
}
