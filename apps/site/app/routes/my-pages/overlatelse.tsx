import { TransferPage } from '@lingon/my-pages/transfer';
import { useSearchParams } from 'react-router';
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
  const [params] = useSearchParams();
  const code = params.get('kod');
  return <TransferPage {...(code ? { initialCode: code } : {})} />;
}
