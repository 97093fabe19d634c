import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/valj-abonnemang-extratjanster';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Extratjänster',
    description: 'Lägg till eller ta bort tjänster på ditt abonnemang.',
    pathname: location.pathname,
  });
}

export default function ExtratjansterPage() {
  return (
    <PageIntro title="Extratjänster" lead="Lägg till eller ta bort tjänster på ditt abonnemang." />
  );
}
