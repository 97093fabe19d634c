import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import { toNationalMobile } from '@lingon/contracts/phone';
import type { Subscription } from '@lingon/contracts/mypages/schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@lingon/design-system/card';
import { Link } from '@lingon/design-system/link';
import { cn } from '@lingon/design-system/lib/cn';
import { formatPrice } from '@lingon/design-system/lib/format';
import { Progress } from '@lingon/design-system/progress';
import { Skeleton } from '@lingon/design-system/skeleton';
import Router from 'lucide-react/icons/router';
import Smartphone from 'lucide-react/icons/smartphone';
import type * as React from 'react';
import { dataLeft, daysLeftText, formatDate, formatMsisdn } from './lib/balance';
import { useSubscriptionDetails } from './lib/use-my-pages';

/**
 * The prepaid top-up for a prepaid card of the customer's, with the number filled in and
 * checked (SPEC §2 "Prepaid top-up", started from my pages).
 */
export function topUpHref(msisdn: string): string {
  return `/kontantkort/ladda?nummer=${encodeURIComponent(toNationalMobile(msisdn) ?? msisdn)}`;
}

/** 'Byt bredband': the one page of my pages about a broadband connection. */
export const BROADBAND_CHANGE_PATH = `${MY_PAGES_PATH}/byt-bredband`;

/**
 * The links of a broadband card. The subscription pages (valj-abonnemang/*) are about mobile
 * subscriptions only, so a broadband card never links there: it leads to the speed change.
 */
export function BroadbandCardActions({ subscription }: { subscription: Subscription }) {
  return (
    <Link href={BROADBAND_CHANGE_PATH}>
      Byt hastighet
      <span className="sr-only"> för {subscription.displayName ?? subscription.name}</span>
    </Link>
  );
}

export const SUBSCRIPTION_TYPE_LABEL: Record<Subscription['subscriptionType'], string> = {
  POSTPAID_VOICE: 'Mobilabonnemang',
  PREPAID_VOICE: 'Kontantkort',
  BROADBAND: 'Bredband',
};

/** What the card says about time: binding end, prepaid expiry or an unlimited period. */
function timeLine(subscription: Subscription, now: Date): string | null {
  if (subscription.prepaidExpireDate) {
    return `Giltigt till ${formatDate(subscription.prepaidExpireDate)} (${daysLeftText(subscription.prepaidExpireDate, now)} kvar)`;
  }
  if (subscription.commitmentEndDate) {
    return `Bindningstid till ${formatDate(subscription.commitmentEndDate)}`;
  }
  return subscription.subscriptionType === 'BROADBAND' ? 'Ingen bindningstid' : null;
}

function Balance({ msisdn }: { msisdn: string }) {
  const details = useSubscriptionDetails(msisdn);
  if (details.isLoading) return <Skeleton className="h-10 w-full" />;
  const balance = details.data?.balance;
  if (!balance) {
    // SPEC §8: a null balance says so; the card still shows the rest.
    return <p className="text-sm text-muted">Saldot kunde inte hämtas just nu.</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      {balance.data ? (
        <>
          <p className="text-sm font-medium">{dataLeft(balance.data).summary}</p>
          {dataLeft(balance.data).percentLeft !== null ? (
            <Progress
              value={dataLeft(balance.data).percentLeft ?? 0}
              label={`Surf kvar på ${formatMsisdn(msisdn)}`}
              valueText={dataLeft(balance.data).summary}
              size="sm"
            />
          ) : null}
        </>
      ) : null}
      {balance.saldo ? (
        <p className="text-sm">
          Saldo <strong>{formatPrice(balance.saldo.remaining, 'kr')}</strong>
        </p>
      ) : null}
    </div>
  );
}

export interface SubscriptionCardProps extends React.ComponentProps<'article'> {
  subscription: Subscription;
  now?: Date;
  /** Shown at the bottom: the links of this subscription. */
  actions?: React.ReactNode;
  headingLevel?: 2 | 3;
}

/** One subscription: its name, number, what is left of data and its binding or expiry. */
export function SubscriptionCard({
  subscription,
  now = new Date(),
  actions,
  headingLevel = 3,
  className,
  ...props
}: SubscriptionCardProps) {
  const Heading = `h${headingLevel}` as const;
  const Icon = subscription.subscriptionType === 'BROADBAND' ? Router : Smartphone;
  const title = subscription.displayName ?? subscription.name;
  const time = timeLine(subscription, now);
  return (
    <Card asChild data-slot="subscription-card" className={cn('h-full', className)}>
      <article aria-label={`${title}, ${formatMsisdn(subscription.id)}`} {...props}>
        <CardHeader>
          <p className="flex items-center gap-2 text-sm text-muted">
            <Icon aria-hidden="true" className="size-4" />
            {SUBSCRIPTION_TYPE_LABEL[subscription.subscriptionType]}
          </p>
          <CardTitle asChild>
            <Heading>{title}</Heading>
          </CardTitle>
          <p className="text-sm text-muted">
            {subscription.displayName ? `${subscription.name} · ` : ''}
            <span className="whitespace-nowrap">{formatMsisdn(subscription.id)}</span>
          </p>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-3 pb-6">
          {subscription.subscriptionType === 'BROADBAND' ? null : (
            <Balance msisdn={subscription.id} />
          )}
          {time ? <p className="text-sm text-muted">{time}</p> : null}
          {actions ? <div className="mt-auto flex flex-wrap gap-3 pt-2">{actions}</div> : null}
        </CardContent>
      </article>
    </Card>
  );
}
