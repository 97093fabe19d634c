import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/overlatelse';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Överlåtelse',
    description: 'Överlåt ditt abonnemang till någon annan.',
    pathname: location.pathname,
  });
}

export default function OverlatelsePage() {
  return <PageIntro title="Överlåtelse" lead="Överlåt ditt abonnemang till någon annan." />;
}
