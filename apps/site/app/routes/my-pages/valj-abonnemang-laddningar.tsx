import { TopUpHistory } from '@lingon/my-pages/usage';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/valj-abonnemang-laddningar';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Laddningar',
    description: 'Dina laddningar av kontantkortet: när, vad och hur du betalade.',
    pathname: location.pathname,
  });
}

export default function LaddningarPage() {
  return <TopUpHistory />;
}
