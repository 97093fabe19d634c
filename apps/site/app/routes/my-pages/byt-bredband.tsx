import { BroadbandChangeFlow } from '@lingon/my-pages/broadband-change';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/byt-bredband';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Byt bredband',
    description: 'Byt hastighet på ditt bredband.',
    pathname: location.pathname,
  });
}

export default function BytBredbandPage() {
  return <BroadbandChangeFlow />;
}
