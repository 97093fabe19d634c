import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import type { Balance, Subscription } from '@lingon/contracts/mypages/schemas';
import { Banner } from '@lingon/design-system/banner';
import { Card, CardContent, CardHeader, CardTitle } from '@lingon/design-system/card';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { Link } from '@lingon/design-system/link';
import { cn } from '@lingon/design-system/lib/cn';
import { formatPrice } from '@lingon/design-system/lib/format';
import { Progress } from '@lingon/design-system/progress';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { useAtom, useSetAtom } from 'jotai';
import * as React from 'react';
import { dataLeft, daysLeftText, formatAmount, formatDate, formatMsisdn } from './lib/balance';
import { Fact } from './fact';
import { selectedSubscriptionAtom } from './lib/state';
import { useSubscriptionDetails, useSubscriptions } from './lib/use-my-pages';
import {
  BroadbandCardActions,
  SUBSCRIPTION_TYPE_LABEL,
  SubscriptionCard,
} from './subscription-card';
import { PageHeading } from './lib/page-heading';
import { nameInAddress, numberInAddress, subscriptionHref } from './lib/subscription-address';

const DETAILS_PATH = `${MY_PAGES_PATH}/valj-abonnemang/detaljer`;
const ADDONS_PATH = `${MY_PAGES_PATH}/valj-abonnemang/extratjanster`;
const USAGE_PATH = `${MY_PAGES_PATH}/valj-abonnemang/anvandning`;
const PLAN_CHANGE_PATH = `${MY_PAGES_PATH}/byt-abonnemang`;
const LIST_PATH = `${MY_PAGES_PATH}/valj-abonnemang`;

function ListSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className="gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </SkeletonGroup>
  );
}

function SubscriptionsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <ErrorBanner title="Vi kunde inte hämta dina abonnemang" onRetry={onRetry} retrying={retrying}>
      Något gick fel hos oss. Försök igen om en stund.
    </ErrorBanner>
  );
}

function NoSubscriptions() {
  return (
    <Card variant="muted" data-slot="subscriptions-empty">
      <CardContent className="flex flex-col gap-3 py-6">
        <p>Du har inga abonnemang hos oss än.</p>
        <div className="flex flex-wrap gap-4">
          <Link href="/bredband">Kolla bredband på din adress</Link>
          <Link href="/kontantkort">Skaffa kontantkort</Link>
        </div>
      </CardContent>
    </Card>
  );
}

export interface SubscriptionListProps extends React.ComponentProps<'div'> {
  now?: Date;
}

/** 'Välj abonnemang': every subscription of the customer, each leading to its pages. */
export function SubscriptionList({ now = new Date(), className, ...props }: SubscriptionListProps) {
  const subscriptions = useSubscriptions();
  const choose = useSetAtom(selectedSubscriptionAtom);

  let body: React.ReactNode;
  if (subscriptions.isLoading) body = <ListSkeleton label="Laddar dina abonnemang…" />;
  else if (subscriptions.error || !subscriptions.data) {
    body = (
      <SubscriptionsError
        onRetry={() => void subscriptions.mutate()}
        retrying={subscriptions.isValidating}
      />
    );
  } else {
    const all = [
      ...subscriptions.data.mobileSubscriptions,
      ...subscriptions.data.broadbandSubscriptions,
    ];
    body =
      all.length === 0 ? (
        <NoSubscriptions />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Dina abonnemang">
          {all.map((subscription) => {
            const name = subscription.displayName ?? subscription.name;
            const forName = <span className="sr-only"> för {name}</span>;
            return (
              <li key={subscription.id}>
                <SubscriptionCard
                  subscription={subscription}
                  now={now}
                  headingLevel={2}
                  actions={
                    subscription.subscriptionType === 'BROADBAND' ? (
                      <BroadbandCardActions subscription={subscription} />
                    ) : (
                      <>
                        <Link
                          href={subscriptionHref(DETAILS_PATH, subscription.id)}
                          onClick={() => choose(subscription.id)}
                        >
                          Detaljer och saldo{forName}
                        </Link>
                        <Link
                          href={subscriptionHref(ADDONS_PATH, subscription.id)}
                          onClick={() => choose(subscription.id)}
                        >
                          Extratjänster{forName}
                        </Link>
                        <Link
                          href={subscriptionHref(USAGE_PATH, subscription.id)}
                          onClick={() => choose(subscription.id)}
                        >
                          Användning{forName}
                        </Link>
                        {subscription.subscriptionType === 'POSTPAID_VOICE' ? (
                          <Link href={subscriptionHref(PLAN_CHANGE_PATH, subscription.id)}>
                            Byt abonnemang{forName}
                          </Link>
                        ) : null}
                      </>
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      );
  }

  return (
    <div data-slot="subscription-list" className={cn('flex flex-col gap-6', className)} {...props}>
      <PageHeading>Mina abonnemang</PageHeading>
      {body}
    </div>
  );
}

/** The query parameter that names the subscription a page is about (as the top-up's does). */
/**
 * The mobile subscription the subscription pages are about: the one the address names, else the
 * one last chosen in this tab, else the customer's first mobile subscription (also when the named
 * one is not the customer's). Choosing another (the switcher) names it in the address too,
 * replacing the entry, so a reload or a copied address stays on it.
 */
export function useChosenSubscription() {
  const subscriptions = useSubscriptions();
  const [selected, setSelected] = useAtom(selectedSubscriptionAtom);
  const mobile = subscriptions.data?.mobileSubscriptions ?? [];
  const named = numberInAddress();
  const chosen =
    mobile.find((item) => item.id === named) ??
    mobile.find((item) => item.id === selected) ??
    mobile[0] ??
    null;
  const choose = React.useCallback(
    (id: string) => {
      setSelected(id);
      nameInAddress(id);
    },
    [setSelected],
  );
  // An address naming a number that is not one of the customer's (mistyped, or someone else's)
  // names the subscription shown instead, so the page and its address never disagree.
  const loaded = subscriptions.data !== undefined;
  React.useEffect(() => {
    if (loaded && named && chosen && chosen.id !== named) nameInAddress(chosen.id);
  }, [loaded, named, chosen]);
  return { subscriptions, mobile, chosen, choose };
}

/** The other mobile subscriptions, to switch between them without going back to the list. */
export function SubscriptionSwitcher({
  mobile,
  chosen,
  onChoose,
}: {
  mobile: Subscription[];
  chosen: Subscription;
  onChoose: (id: string) => void;
}) {
  if (mobile.length < 2) return null;
  return (
    <div role="group" aria-label="Byt abonnemang" className="flex flex-wrap gap-2">
      {mobile.map((item) => (
        <button
          key={item.id}
          type="button"
          aria-pressed={item.id === chosen.id}
          onClick={() => onChoose(item.id)}
          className="rounded-pill border border-border px-3 py-1.5 text-sm font-medium hover:border-primary focus-visible:focus-ring aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-fg"
        >
          {item.displayName ?? item.name}
          <span className="sr-only">, {formatMsisdn(item.id)}</span>
        </button>
      ))}
    </div>
  );
}

/** The data balance of one subscription: what is left of what, rollover and extra surf. */
export function DataBalance({
  data,
  msisdn,
}: {
  data: NonNullable<Balance['data']>;
  msisdn: string;
}) {
  const left = dataLeft(data);
  return (
    <Card data-slot="data-balance">
      <CardHeader>
        <CardTitle asChild>
          <h3>Surf</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 pb-6">
        <p className="text-2xl font-bold">
          {left.total ? `${left.remaining} kvar av ${left.total}` : 'Fri surf'}
        </p>
        {left.percentLeft !== null ? (
          <Progress
            value={left.percentLeft}
            label={`Surf kvar på ${formatMsisdn(msisdn)}`}
            valueText={left.summary}
          />
        ) : null}
        <dl className="flex flex-col">
          {data.remainingRollover > 0 ? (
            <Fact term="Varav sparad surf från förra perioden">
              {formatAmount(data.remainingRollover, data.unit)}
            </Fact>
          ) : null}
          {data.remainingExtraSurf > 0 ? (
            <Fact term="Varav extrasurf">
              {formatAmount(data.remainingExtraSurf, data.unit)}
              {data.expirationDateExtraSurf
                ? `, gäller till ${formatDate(data.expirationDateExtraSurf)}`
                : ''}
            </Fact>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}

function CountBalance({
  title,
  unit,
  balance,
}: {
  title: string;
  unit: string;
  balance: NonNullable<Balance['calls']>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="pb-6">
        <p className="text-2xl font-bold">{formatAmount(balance.remaining, unit)}</p>
        <p className="text-sm text-muted">
          {formatAmount(balance.total, unit) === 'Fria'
            ? 'Obegränsat'
            : `kvar av ${formatAmount(balance.total, unit)}`}
        </p>
      </CardContent>
    </Card>
  );
}

export interface SubscriptionDetailsViewProps extends React.ComponentProps<'div'> {
  now?: Date;
  /** The subscription's settings (alias, SIM, call and cost settings, blocks), if the page has them. */
  settings?: (subscription: Subscription) => React.ReactNode;
}

/**
 * One subscription with its balance: data (with rollover and extra surf), calls, sms, prepaid
 * saldo and expiry, binding end. Unlimited amounts are 'Fria' (SPEC §5); days are counted on the
 * calendar. A missing balance says so (SPEC §8) and the rest of the page stays.
 */
export function SubscriptionDetailsView({
  now = new Date(),
  settings,
  className,
  ...props
}: SubscriptionDetailsViewProps) {
  const { subscriptions, mobile, chosen, choose } = useChosenSubscription();
  const details = useSubscriptionDetails(chosen?.id ?? null);

  let body: React.ReactNode;
  if (subscriptions.isLoading) body = <ListSkeleton label="Laddar abonnemanget…" />;
  else if (subscriptions.error) {
    body = (
      <SubscriptionsError
        onRetry={() => void subscriptions.mutate()}
        retrying={subscriptions.isValidating}
      />
    );
  } else if (!chosen) {
    body = <NoSubscriptions />;
  } else {
    const name = chosen.displayName ?? chosen.name;
    const balance = details.data?.balance;
    body = (
      <>
        <SubscriptionSwitcher mobile={mobile} chosen={chosen} onChoose={choose} />
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted">{SUBSCRIPTION_TYPE_LABEL[chosen.subscriptionType]}</p>
          <h2 className="text-2xl font-bold">{name}</h2>
          <p className="text-muted">
            {chosen.displayName ? `${chosen.name} · ` : ''}
            {formatMsisdn(chosen.id)}
          </p>
        </div>
        {details.isLoading ? (
          <ListSkeleton label="Laddar saldot…" />
        ) : details.error ? (
          <ErrorBanner
            title="Vi kunde inte hämta saldot"
            onRetry={() => void details.mutate()}
            retrying={details.isValidating}
          >
            Något gick fel hos oss. Försök igen om en stund.
          </ErrorBanner>
        ) : !balance ? (
          <Banner variant="info" title="Detaljerna kunde inte hämtas" data-slot="no-balance">
            Saldot för {formatMsisdn(chosen.id)} kunde inte laddas just nu. Försök igen senare.
          </Banner>
        ) : (
          <div className="grid gap-4 md:grid-cols-2" data-slot="balance">
            {balance.data ? <DataBalance data={balance.data} msisdn={chosen.id} /> : null}
            {balance.calls ? (
              <CountBalance title="Samtal" unit="min" balance={balance.calls} />
            ) : null}
            {balance.messages ? (
              <CountBalance title="Sms" unit="st" balance={balance.messages} />
            ) : null}
            {balance.saldo ? (
              <Card data-slot="saldo">
                <CardHeader>
                  <CardTitle asChild>
                    <h3>Saldo</h3>
                  </CardTitle>
                </CardHeader>
                <CardContent className="pb-6">
                  <p className="text-2xl font-bold">{formatPrice(balance.saldo.remaining, 'kr')}</p>
                  {balance.saldo.expirationDate ? (
                    <p className="text-sm text-muted">
                      Gäller till {formatDate(balance.saldo.expirationDate)} (
                      {daysLeftText(balance.saldo.expirationDate, now)} kvar)
                    </p>
                  ) : null}
                </CardContent>
              </Card>
            ) : null}
          </div>
        )}
        <dl className="flex max-w-2xl flex-col" data-slot="subscription-facts">
          {chosen.prepaidExpireDate ? (
            <Fact term="Kontantkortet gäller till">
              {formatDate(chosen.prepaidExpireDate)} ({daysLeftText(chosen.prepaidExpireDate, now)}{' '}
              kvar)
            </Fact>
          ) : null}
          {chosen.subscriptionType === 'POSTPAID_VOICE' ? (
            <Fact term="Bindningstid">
              {chosen.commitmentEndDate
                ? `Till ${formatDate(chosen.commitmentEndDate)} (${daysLeftText(chosen.commitmentEndDate, now)} kvar)`
                : 'Ingen bindningstid'}
            </Fact>
          ) : null}
          {chosen.unlimitedValidUntil ? (
            <Fact term="Fri surf till">
              {formatDate(chosen.unlimitedValidUntil)} (
              {daysLeftText(chosen.unlimitedValidUntil, now)} kvar)
            </Fact>
          ) : null}
          <Fact term="Status">
            {chosen.trafficStatusCode === 'ACTIVE'
              ? 'Aktivt'
              : chosen.trafficStatusCode === 'BARRED'
                ? 'Spärrat'
                : 'Avslutat'}
          </Fact>
        </dl>
        {settings ? settings(chosen) : null}
        <div className="flex flex-wrap gap-4">
          <Link href={subscriptionHref(ADDONS_PATH, chosen.id)}>Extratjänster</Link>
          <Link href={subscriptionHref(USAGE_PATH, chosen.id)}>Användning</Link>
          <Link href={LIST_PATH} variant="muted">
            Alla abonnemang
          </Link>
        </div>
      </>
    );
  }

  return (
    <div
      data-slot="subscription-details"
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <PageHeading>
        {/* A soft hyphen at the joint: the word is wider than a narrow phone. */}
        Abonnemangs&shy;detaljer
      </PageHeading>
      {body}
    </div>
  );
}
