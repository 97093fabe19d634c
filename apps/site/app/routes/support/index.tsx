import { openChat } from '@lingon/support/chat-widget';
import { SupportHome } from '@lingon/support/support-home';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/index';

/*
 * The support area's addresses (SPEC §2 /support/:view2…), matching the support package's links:
 * - /support                         search, topics, popular guides (paged) and the chat
 * - /support/sok?q=…                 search (category.tsx; 'sok' is no category slug)
 * - /support/{category}              that topic's guides, paged (category.tsx)
 * - /support/{category}/{guide}      one guide by id (guides.tsx)
 * - /support/{a}/{b}/{c}/{guide}     old deep guide links: the last segment is the guide (guide.tsx)
 */

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Support',
    description: 'Hitta svar på vanliga frågor och guider för mobil, bredband och kontantkort.',
    pathname: location.pathname,
  });
}

export default function SupportPage() {
  return <SupportHome onOpenChat={openChat} />;
}
