import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/din-sida';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Din sida',
    description: 'Dina kontaktuppgifter, samtycken och inställningar.',
    pathname: location.pathname,
  });
}

export default function DinSidaPage() {
  return <PageIntro title="Din sida" lead="Dina kontaktuppgifter, samtycken och inställningar." />;
}
