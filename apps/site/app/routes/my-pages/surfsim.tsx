import { SurfSimOrder } from '@lingon/my-pages/surfsim';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/surfsim';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Beställ surf-sim',
    description: 'Beställ ett extra SIM-kort som surfar på ditt mobilabonnemangs surf.',
    pathname: location.pathname,
  });
}

export default function SurfsimPage() {
  return <SurfSimOrder />;
}
