import { SubscriptionList } from '@lingon/my-pages/subscriptions';
import { pageMeta } from '../../lib/page-meta';
import type { RouteHandle } from '../../lib/scroll';
import type { Route } from './+types/valj-abonnemang';

export const handle = { scrollToTop: true } satisfies RouteHandle;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Mina abonnemang',
    description: 'Välj ett abonnemang för att se detaljer, tjänster och användning.',
    pathname: location.pathname,
  });
}

export default function ValjAbonnemangPage() {
  return <SubscriptionList />;
}
