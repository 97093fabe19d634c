import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/home';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Mobil, bredband och kontantkort',
    description:
      'Mobilabonnemang, fiberbredband och kontantkort utan startavgift och bindningstid.',
    pathname: location.pathname,
  });
}

export default function HomePage() {
  return (
    <PageIntro
      title="Mobil och bredband utan krångel"
      lead="Fiberbredband utan startavgift och bindningstid, kontantkort som du laddar när du vill och support dygnet runt."
    />
  );
}
