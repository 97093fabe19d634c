import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/ladda';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Ladda kontantkort',
    description: 'Fyll på ditt kontantkort med surf, samtal och sms – snabbt och enkelt.',
    pathname: location.pathname,
  });
}

export default function LaddaPage() {
  return (
    <PageIntro
      title="Ladda ditt kontantkort"
      lead="Fyll på ditt kontantkort med surf, samtal och sms. Laddningen gäller direkt."
    />
  );
}
