import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/valj-abonnemang-anvandning';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Användning',
    description: 'Hur mycket surf, samtal och sms du har använt.',
    pathname: location.pathname,
  });
}

export default function AnvandningPage() {
  return <PageIntro title="Användning" lead="Hur mycket surf, samtal och sms du har använt." />;
}
