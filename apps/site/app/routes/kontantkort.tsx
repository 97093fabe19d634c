import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/kontantkort';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Kontantkort',
    description: 'Mobil utan abonnemang: ladda när du vill och betala bara för det du använder.',
    pathname: location.pathname,
  });
}

export default function KontantkortPage() {
  return (
    <PageIntro
      title="Kontantkort"
      lead="Mobil utan abonnemang: ladda när du vill och betala bara för det du använder."
    />
  );
}
