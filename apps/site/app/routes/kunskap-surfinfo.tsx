import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/kunskap-surfinfo';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Surfinfo',
    description: 'Så mycket surf går åt när du streamar, spelar och ringer videosamtal.',
    pathname: location.pathname,
  });
}

export default function SurfinfoPage() {
  return (
    <PageIntro
      title="Hur mycket surf behöver du?"
      lead="Så mycket surf går åt när du streamar musik och film, spelar och ringer videosamtal."
    />
  );
}
