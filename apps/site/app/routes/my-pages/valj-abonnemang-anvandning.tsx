import { UsageOverview } from '@lingon/my-pages/usage';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/valj-abonnemang-anvandning';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Användning',
    description: 'Hur mycket du har surfat, ringt och skickat sms den här perioden.',
    pathname: location.pathname,
  });
}

export default function AnvandningPage() {
  return <UsageOverview />;
}
