import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import { Button } from '@lingon/design-system/button';
import { Link } from 'react-router';
import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/start';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Du är utloggad',
    description: 'Du har loggat ut från Mina sidor.',
    pathname: location.pathname,
  });
}

export default function StartPage() {
  return (
    <PageIntro
      title="Du är utloggad"
      lead="Tack för besöket! Logga in igen när du vill se dina abonnemang, fakturor och beställningar."
    >
      <div>
        <Button asChild>
          <Link to={MY_PAGES_PATH}>Logga in igen</Link>
        </Button>
      </div>
    </PageIntro>
  );
}
