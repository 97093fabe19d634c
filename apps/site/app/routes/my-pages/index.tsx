import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/index';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Mina sidor',
    description: 'Logga in för att se dina abonnemang, fakturor och beställningar.',
    pathname: location.pathname,
  });
}

export default function MyPagesPage() {
  return (
    <PageIntro title="Mina sidor" lead="Här ser du dina abonnemang, fakturor och beställningar." />
  );
}
