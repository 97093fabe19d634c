import { useLocation } from 'react-router';
import { trackPurchase } from '../../broadband/analytics';
import { useTelemarketingKeyFromUrl } from '@lingon/broadband/use-telemarketing-key-from-url';
import { ThankYou } from '@lingon/broadband/thank-you';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/tack';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Tack för din beställning',
    description: 'Vi har tagit emot din beställning av bredband.',
    pathname: location.pathname,
  });
}

export default function BredbandTackPage() {
  const { search } = useLocation();
  useTelemarketingKeyFromUrl(search);
  // The widget carries the page's heading and what happens next; without an order in the
  // session it says so and leads to the address check.
  return <ThankYou onPurchase={trackPurchase} checkAddressHref="/bredband" />;
}
