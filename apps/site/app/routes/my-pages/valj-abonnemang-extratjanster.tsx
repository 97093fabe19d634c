import { AddonList } from '@lingon/my-pages/addons';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/valj-abonnemang-extratjanster';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Extratjänster',
    description: 'Slå på och av extratjänster som extra surf, surf utomlands och musik.',
    pathname: location.pathname,
  });
}

export default function ExtratjansterPage() {
  return <AddonList />;
}
