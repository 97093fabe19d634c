import { PlanChangeFlow } from '@lingon/my-pages/plan-change';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/byt-abonnemang';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Byt abonnemang',
    description: 'Byt till ett abonnemang som passar dig bättre.',
    pathname: location.pathname,
  });
}

export default function BytAbonnemangPage() {
  return <PlanChangeFlow />;
}
