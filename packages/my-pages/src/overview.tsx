import { MY_PAGES_NAME, MY_PAGES_PATH } from '@lingon/contracts/brand';
import { Button } from '@lingon/design-system/button';
import { Card, CardContent, CardHeader, CardTitle } from '@lingon/design-system/card';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { InvoiceStatusBadge } from '@lingon/design-system/invoice-status-badge';
import { Link } from '@lingon/design-system/link';
import { cn } from '@lingon/design-system/lib/cn';
import { formatPrice } from '@lingon/design-system/lib/format';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { useAtom, useSetAtom } from 'jotai';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import FileText from 'lucide-react/icons/file-text';
import Gift from 'lucide-react/icons/gift';
import Receipt from 'lucide-react/icons/receipt-text';
import Repeat from 'lucide-react/icons/repeat';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Smartphone from 'lucide-react/icons/smartphone';
import Users from 'lucide-react/icons/users';
import * as React from 'react';
import { ConfirmationStatus } from './account/order-parts';
import { formatDate } from './lib/balance';
import { FAMILY_PATH } from './lib/family-paths';
import { JUST_SIGNED_IN_MS, justSignedInAtom, selectedSubscriptionAtom } from './lib/state';
import { useCustomerInfo, useDocuments, useInvoices, useSubscriptions } from './lib/use-my-pages';
import { BroadbandCardActions, SubscriptionCard, topUpHref } from './subscription-card';
import { subscriptionHref } from './lib/subscription-address';
import { PageHeading } from './lib/page-heading';

const SHORTCUTS = [
  { label: 'Fakturor', href: `${MY_PAGES_PATH}/faktura`, icon: Receipt },
  {
    label: 'Extratjänster',
    href: `${MY_PAGES_PATH}/valj-abonnemang/extratjanster`,
    icon: Smartphone,
  },
  { label: 'Byt abonnemang', href: `${MY_PAGES_PATH}/byt-abonnemang`, icon: Repeat },
  { label: 'Familjeabonnemang', href: FAMILY_PATH, icon: Users },
  { label: 'Ordrar och dokument', href: `${MY_PAGES_PATH}/ordrar`, icon: FileText },
  { label: 'Dina uppgifter', href: `${MY_PAGES_PATH}/din-sida`, icon: Settings },
  { label: 'Samtycken', href: `${MY_PAGES_PATH}/din-sida/rattigheter`, icon: ShieldCheck },
  { label: 'Värva en vän', href: `${MY_PAGES_PATH}/varva-en-van`, icon: Gift },
  { label: 'Överlåt abonnemang', href: `${MY_PAGES_PATH}/overlatelse`, icon: ArrowLeftRight },
] as const;

/**
 * A shortcut's words, with a place to break before 'abonnemang' ('Familje|abonnemang'): a
 * two-column tile on a 320–390 px phone is narrower than the compound, and this browser has no
 * Swedish hyphenation to break it.
 */
function ShortcutLabel({ label }: { label: string }) {
  const [first, ...rest] = label.split(/(?=abonnemang)/);
  return (
    <span className="max-w-full">
      {first}
      {rest.map((part) => (
        <React.Fragment key={part}>
          <wbr />
          {part}
        </React.Fragment>
      ))}
    </span>
  );
}

function OverviewSkeleton() {
  return (
    <SkeletonGroup label={`Laddar ${MY_PAGES_NAME}…`} className="gap-6">
      <Skeleton className="h-9 w-64" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
      <Skeleton className="h-28" />
    </SkeletonGroup>
  );
}

/** A customer with no subscriptions: what we offer and where to start. */
function EmptyOverview() {
  return (
    <Card variant="muted" data-slot="my-pages-empty">
      <CardHeader>
        <CardTitle asChild>
          <h2>Du har inga abonnemang hos oss än</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 pb-6">
        <p className="text-muted">
          När du blir kund ser du dina abonnemang, din surf och dina fakturor här.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link href="/bredband" variant="nav" className="text-primary-fg hover:text-primary-fg">
              Kolla bredband på din adress
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/kontantkort" variant="nav">
              Skaffa kontantkort
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function LatestInvoice() {
  const invoices = useInvoices();
  if (invoices.isLoading) return <Skeleton className="h-28" />;
  if (invoices.error) {
    return (
      <ErrorBanner title="Vi kunde inte hämta dina fakturor" onRetry={() => void invoices.mutate()}>
        Försök igen om en stund.
      </ErrorBanner>
    );
  }
  const latest = invoices.data?.invoices[0];
  if (!latest) return null;
  return (
    <Card data-slot="latest-invoice">
      <CardHeader>
        <CardTitle asChild>
          <h2>Senaste fakturan</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-x-6 gap-y-2 pb-6">
        <p className="text-2xl font-bold">{formatPrice(latest.amount, 'kr')}</p>
        <InvoiceStatusBadge status={latest.paymentStatus} />
        <p className="text-sm text-muted">Förfaller {formatDate(latest.dueDate)}</p>
        <Link href={`${MY_PAGES_PATH}/faktura`} className="ml-auto">
          Alla fakturor
        </Link>
      </CardContent>
    </Card>
  );
}

function NewOrderConfirmations() {
  const documents = useDocuments();
  const fresh =
    documents.data?.orderConfirmationResult.orderConfirmations.filter(
      (confirmation) => confirmation.status === 'NEW',
    ) ?? [];
  if (fresh.length === 0) return null;
  return (
    <section data-slot="new-order-confirmations" className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">Nya orderbekräftelser</h2>
      <ul className="flex flex-col gap-2">
        {fresh.map((confirmation) => (
          <li key={confirmation.id} className="flex flex-wrap items-center gap-3">
            <ConfirmationStatus status={confirmation.status} />
            <Link href={`${MY_PAGES_PATH}/ordrar/document/${encodeURIComponent(confirmation.id)}`}>
              {confirmation.title}
            </Link>
            <span className="text-sm text-muted">{formatDate(confirmation.insertedOn)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface MyPagesOverviewProps extends React.ComponentProps<'div'> {
  /** Today, for days left and renewal texts; defaults to now. */
  now?: Date;
}

/**
 * /mitt-lingon when signed in: greeting, subscriptions, latest invoice, news and shortcuts. Shown
 * in the sign-in's place right after signing in, its heading takes the focus once it is loaded.
 */
export function MyPagesOverview({ now = new Date(), className, ...props }: MyPagesOverviewProps) {
  const info = useCustomerInfo();
  const subscriptions = useSubscriptions();
  const choose = useSetAtom(selectedSubscriptionAtom);
  const [justSignedIn, setJustSignedIn] = useAtom(justSignedInAtom);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const loading = info.isLoading || subscriptions.isLoading;

  React.useEffect(() => {
    if (justSignedIn === null || loading) return;
    setJustSignedIn(null);
    // Only as the sign-in's next page (not a later visit after a sign-in that went elsewhere),
    // and only when focus went with the sign-in: a customer typing elsewhere keeps their place.
    if (Date.now() - justSignedIn > JUST_SIGNED_IN_MS) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    // Not there when the subscriptions failed: that error is an alert of its own.
    heading.current?.focus();
  }, [justSignedIn, loading, setJustSignedIn]);

  if (loading) return <OverviewSkeleton />;
  if (subscriptions.error || !subscriptions.data) {
    return (
      <ErrorBanner
        title="Vi kunde inte hämta dina abonnemang"
        onRetry={() => void subscriptions.mutate()}
        retrying={subscriptions.isValidating}
      >
        Något gick fel hos oss. Försök igen om en stund.
      </ErrorBanner>
    );
  }
  const all = [
    ...subscriptions.data.mobileSubscriptions,
    ...subscriptions.data.broadbandSubscriptions,
  ];
  const firstName = info.data?.customerLegalInformation.firstName;

  return (
    <div data-slot="my-pages-overview" className={cn('flex flex-col gap-8', className)} {...props}>
      <PageHeading ref={heading} tabIndex={-1} className="focus-visible:focus-ring">
        {firstName ? `Hej ${firstName}!` : 'Hej!'}
      </PageHeading>
      {all.length === 0 ? (
        <EmptyOverview />
      ) : (
        <section data-slot="my-subscriptions" className="flex flex-col gap-4">
          <h2 className="text-xl font-bold">Dina abonnemang</h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {all.map((subscription) => (
              <li key={subscription.id}>
                <SubscriptionCard
                  subscription={subscription}
                  now={now}
                  actions={
                    subscription.subscriptionType === 'BROADBAND' ? (
                      <BroadbandCardActions subscription={subscription} />
                    ) : (
                      <>
                        <Link
                          href={subscriptionHref(
                            `${MY_PAGES_PATH}/valj-abonnemang/detaljer`,
                            subscription.id,
                          )}
                          onClick={() => choose(subscription.id)}
                        >
                          Detaljer och saldo
                          <span className="sr-only">
                            {' '}
                            för {subscription.displayName ?? subscription.name}
                          </span>
                        </Link>
                        {subscription.subscriptionType === 'PREPAID_VOICE' ? (
                          <Link href={topUpHref(subscription.id)}>
                            Ladda kontantkort
                            <span className="sr-only">
                              {' '}
                              {subscription.displayName ?? subscription.name}
                            </span>
                          </Link>
                        ) : null}
                      </>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* Also after the last subscription has ended: a final invoice may still be due. */}
      <LatestInvoice />
      <NewOrderConfirmations />
      <section data-slot="shortcuts" className="@container flex flex-col gap-3">
        <h2 className="text-xl font-bold">Genvägar</h2>
        {/* Columns by the room the overview has (nine tiles: three rows of three where it can),
            and long words ('Familjeabonnemang') broken rather than cut off. */}
        <ul className="grid grid-cols-2 gap-3 @lg:grid-cols-3">
          {SHORTCUTS.map(({ label, href, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                variant="nav"
                className="flex h-full min-h-20 flex-col items-start justify-center gap-2 rounded-lg border border-border bg-surface p-3 break-words hyphens-auto"
              >
                <Icon aria-hidden="true" className="size-5 text-primary" />
                <ShortcutLabel label={label} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
