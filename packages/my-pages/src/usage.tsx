import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import { topUpsContract, usageContract, type UsageDay } from '@lingon/contracts/mypages/usage';
import { useContractQuery } from '@lingon/contracts/query';
import { Card, CardContent } from '@lingon/design-system/card';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { Link } from '@lingon/design-system/link';
import { cn } from '@lingon/design-system/lib/cn';
import { formatPrice } from '@lingon/design-system/lib/format';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lingon/design-system/tabs';
import * as React from 'react';
import { formatDate, formatDateRange, formatQuantity } from './lib/balance';
import { topUpHref } from './subscription-card';
import { subscriptionHref } from './lib/subscription-address';
import { SubscriptionSwitcher, useChosenSubscription } from './subscriptions';
import { PageHeading } from './lib/page-heading';

type Metric = 'dataMb' | 'callMinutes' | 'sms';

const METRICS: Record<Metric, { tab: string; unit: string; total: (sum: number) => string }> = {
  dataMb: {
    tab: 'Surf',
    unit: 'MB',
    total: (mb) => `${formatQuantity(mb / 1024)} GB`,
  },
  callMinutes: { tab: 'Samtal', unit: 'min', total: (min) => `${formatQuantity(min)} min` },
  sms: { tab: 'Sms', unit: 'st', total: (count) => `${formatQuantity(count)} st` },
};

const dayFormat = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

function dayLabel(date: string): string {
  return dayFormat.format(new Date(`${date}T12:00:00Z`));
}

/** A value of one metric as people read it: '1,2 GB' for data, '12 min', '3 st'. */
function formatValue(metric: Metric, value: number): string {
  if (metric === 'dataMb') {
    return value >= 1024 ? `${formatQuantity(value / 1024)} GB` : `${formatQuantity(value)} MB`;
  }
  return `${formatQuantity(value)} ${METRICS[metric].unit}`;
}

/**
 * One bar per day, the highest day full height; what the bars show is also a table for screen
 * readers, and the tallest day and the total are said in words.
 */
function UsageChart({ days, metric }: { days: UsageDay[]; metric: Metric }) {
  const tableId = React.useId();
  const max = Math.max(1, ...days.map((day) => day[metric]));
  const total = days.reduce((sum, day) => sum + day[metric], 0);
  const top = days.reduce<UsageDay | null>(
    (best, day) => (best === null || day[metric] > best[metric] ? day : best),
    null,
  );
  return (
    <figure className="flex flex-col gap-3" data-slot="usage-chart">
      <figcaption className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-2xl font-bold">{METRICS[metric].total(total)}</span>
        <span className="text-muted">
          hittills den här perioden
          {top && top[metric] > 0
            ? `, mest ${dayLabel(top.date)} (${formatValue(metric, top[metric])})`
            : ''}
        </span>
      </figcaption>
      <div
        aria-hidden="true"
        className="flex h-40 items-end gap-[2px] border-b border-border-strong sm:gap-1"
      >
        {days.map((day) => (
          <div
            key={day.date}
            title={`${dayLabel(day.date)}: ${formatValue(metric, day[metric])}`}
            className="min-h-px flex-1 rounded-t-sm bg-primary"
            style={{ height: `${(day[metric] / max) * 100}%` }}
          />
        ))}
      </div>
      <div aria-hidden="true" className="flex justify-between text-xs text-muted">
        <span>{days[0] ? dayLabel(days[0].date) : ''}</span>
        <span>{days.at(-1) ? dayLabel(days.at(-1)!.date) : ''}</span>
      </div>
      <table id={tableId} className="sr-only">
        <caption>{METRICS[metric].tab} per dag</caption>
        <thead>
          <tr>
            <th scope="col">Dag</th>
            <th scope="col">{METRICS[metric].tab}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date)}</th>
              <td>{formatValue(metric, day[metric])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function UsageSkeleton() {
  return (
    <SkeletonGroup label="Laddar användningen…" className="gap-3">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-48" />
    </SkeletonGroup>
  );
}

export type UsageOverviewProps = React.ComponentProps<'div'>;

/** 'Användning': this period's data, calls and sms per day for the chosen subscription. */
export function UsageOverview({ className, ...props }: UsageOverviewProps) {
  const { subscriptions, mobile, chosen, choose } = useChosenSubscription();
  const usage = useContractQuery(usageContract, chosen ? { body: { msisdn: chosen.id } } : null, {
    revalidateOnFocus: false,
  });

  let body: React.ReactNode;
  if (subscriptions.isLoading || (chosen && usage.isLoading)) body = <UsageSkeleton />;
  else if (subscriptions.error || usage.error || (chosen && !usage.data)) {
    body = (
      <ErrorBanner
        title="Vi kunde inte hämta din användning"
        onRetry={() => void (subscriptions.error ? subscriptions.mutate() : usage.mutate())}
        retrying={subscriptions.isValidating || usage.isValidating}
      >
        Något gick fel hos oss. Försök igen om en stund.
      </ErrorBanner>
    );
  } else if (!chosen || !usage.data) {
    body = <p className="text-muted">Du har inget mobilabonnemang att visa användning för.</p>;
  } else {
    const { days, periodStart, periodEnd } = usage.data;
    body = (
      <>
        <SubscriptionSwitcher mobile={mobile} chosen={chosen} onChoose={choose} />
        <p className="text-muted">
          {formatDateRange(periodStart, periodEnd)} för {chosen.displayName ?? chosen.name}
        </p>
        {days.length === 0 ? (
          <p>Ingen användning registrerad än den här perioden.</p>
        ) : (
          <Tabs defaultValue="dataMb" className="flex flex-col gap-4">
            <TabsList aria-label="Visa användning av">
              {(Object.keys(METRICS) as Metric[]).map((metric) => (
                <TabsTrigger key={metric} value={metric}>
                  {METRICS[metric].tab}
                </TabsTrigger>
              ))}
            </TabsList>
            {(Object.keys(METRICS) as Metric[]).map((metric) => (
              <TabsContent key={metric} value={metric}>
                <UsageChart days={days} metric={metric} />
              </TabsContent>
            ))}
          </Tabs>
        )}
        {chosen.subscriptionType === 'PREPAID_VOICE' ? (
          <Link
            href={subscriptionHref(
              `${MY_PAGES_PATH}/valj-abonnemang/anvandning/laddningar`,
              chosen.id,
            )}
          >
            Dina laddningar
          </Link>
        ) : null}
      </>
    );
  }

  return (
    <div
      data-slot="usage-overview"
      className={cn('flex max-w-3xl flex-col gap-6', className)}
      {...props}
    >
      <PageHeading>Användning</PageHeading>
      {body}
    </div>
  );
}

const PAYMENT_METHODS = { CARD: 'Kort', SWISH: 'Swish', VOUCHER: 'Laddkod' } as const;

export type TopUpHistoryProps = React.ComponentProps<'div'>;

/** 'Laddningar': the top-ups of the chosen prepaid subscription, newest first. */
export function TopUpHistory({ className, ...props }: TopUpHistoryProps) {
  const { subscriptions, mobile, chosen, choose } = useChosenSubscription();
  const prepaid = mobile.filter((item) => item.subscriptionType === 'PREPAID_VOICE');
  const current = chosen?.subscriptionType === 'PREPAID_VOICE' ? chosen : (prepaid[0] ?? null);
  const topUps = useContractQuery(
    topUpsContract,
    current ? { body: { msisdn: current.id } } : null,
    { revalidateOnFocus: false },
  );

  let body: React.ReactNode;
  if (subscriptions.isLoading || (current && topUps.isLoading)) {
    body = (
      <SkeletonGroup label="Laddar dina laddningar…" className="gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </SkeletonGroup>
    );
  } else if (subscriptions.error || topUps.error) {
    body = (
      <ErrorBanner
        title="Vi kunde inte hämta dina laddningar"
        onRetry={() => void (subscriptions.error ? subscriptions.mutate() : topUps.mutate())}
        retrying={subscriptions.isValidating || topUps.isValidating}
      >
        Försök igen om en stund.
      </ErrorBanner>
    );
  } else if (!current) {
    body = (
      <Card variant="muted">
        <CardContent className="flex flex-col gap-2 py-6">
          <p>Laddningar finns för kontantkort. Du har inget kontantkort hos oss.</p>
          <Link href="/kontantkort">Läs om kontantkort</Link>
        </CardContent>
      </Card>
    );
  } else {
    const list = topUps.data?.topUps ?? [];
    body = (
      <>
        <SubscriptionSwitcher mobile={prepaid} chosen={current} onChoose={choose} />
        {list.length === 0 ? (
          <p className="text-muted">Du har inte laddat {current.displayName ?? current.name} än.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Laddningar">
            {list.map((topUp) => (
              <li
                key={topUp.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-border bg-surface p-4"
              >
                <span className="flex flex-1 flex-col">
                  <span className="font-medium">{topUp.title}</span>
                  <span className="text-sm text-muted">
                    {formatDate(topUp.createdOn)} · {PAYMENT_METHODS[topUp.paymentMethod]}
                  </span>
                </span>
                <span className="font-bold">{formatPrice(topUp.amount, 'kr')}</span>
              </li>
            ))}
          </ul>
        )}
        <Link href={topUpHref(current.id)}>
          Ladda nu<span className="sr-only"> {current.displayName ?? current.name}</span>
        </Link>
      </>
    );
  }

  return (
    <div
      data-slot="top-up-history"
      className={cn('flex max-w-2xl flex-col gap-6', className)}
      {...props}
    >
      <PageHeading>Laddningar</PageHeading>
      {body}
    </div>
  );
}
