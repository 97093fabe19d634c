import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/way-out-west';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Way Out West',
    description: 'Allt om våra erbjudanden och surfen under festivalen Way Out West.',
    pathname: location.pathname,
  });
}

export default function WayOutWestPage() {
  return (
    <PageIntro title="Way Out West" lead="Allt om våra erbjudanden och surfen under festivalen." />
  );
}
