import { PageIntro } from '../../components/page-intro';
import { CheckoutPage } from '@lingon/broadband/checkout/checkout-page';
import { useLocation, useNavigate } from 'react-router';
import { useTelemarketingMode } from '@lingon/broadband/use-telemarketing-mode';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/kassan';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Kassan',
    description: 'Fyll i dina uppgifter och beställ bredband.',
    pathname: location.pathname,
  });
}

/** Asks the chat, which loads beside every page once it has started, to open. */
async function openChat(): Promise<void> {
  const { openChat: requestChat } = await import('@lingon/support/chat-widget');
  requestChat();
}

export default function BredbandKassanPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const telemarketing = useTelemarketingMode(search);
  return (
    <div className="flex flex-col gap-10">
      <PageIntro
        title="Kassan"
        lead="Fyll i dina uppgifter och verifiera dig med BankID för att beställa."
      />
      <CheckoutPage
        telemarketing={telemarketing}
        onOrdered={() => void navigate('/bredband/tack')}
        checkAddressHref="/bredband"
        termsHref="/villkor"
        privacyHref="/integritetspolicy"
        onOpenChat={() => void openChat()}
      />
    </div>
  );
}
