import {
  EXTRA_SURF_REFUSAL_TEXT,
  extraSurfPackagesContract,
  extraSurfPurchaseContract,
  extraSurfRefusal,
  type ExtraSurfPurchaseResponse,
} from '@lingon/contracts/mypages/extra-surf';
import type { Subscription } from '@lingon/contracts/mypages/schemas';
import { toMsisdn } from '@lingon/contracts/phone';
import { useContractMutation, useContractQuery } from '@lingon/contracts/query';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { Field, FieldError } from '@lingon/design-system/field';
import { cn } from '@lingon/design-system/lib/cn';
import { formatPrice } from '@lingon/design-system/lib/format';
import { Link } from '@lingon/design-system/link';
import { RadioGroup, RadioGroupItem } from '@lingon/design-system/radio-group';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { useAtom } from 'jotai';
import * as React from 'react';
import { ExtraSurfReceipt } from './extra-surf-receipt';
import { formatDate, formatMsisdn } from './lib/balance';
import { saveFailure } from './lib/form-errors';
import { selectedSubscriptionAtom } from './lib/state';
import {
  useMyPagesRevalidation,
  useSubscriptionDetails,
  useSubscriptions,
} from './lib/use-my-pages';
import { SUBSCRIPTION_TYPE_LABEL, topUpHref } from './subscription-card';
import { DataBalance } from './subscriptions';
import { SubscriptionsLoading } from './lib/subscriptions-loading';
import { PageHeading } from './lib/page-heading';
import { LoadFailed } from './lib/load-failed';

function newKey(): string {
  return crypto.randomUUID();
}

/** A prepaid card is topped up (paid at once) on the prepaid pages, with its number filled in. */
function PrepaidHandOff({ subscription }: { subscription: Subscription }) {
  return (
    <Banner variant="info" title="Kontantkort fyller du på genom att ladda">
      <p>{EXTRA_SURF_REFUSAL_TEXT.PREPAID}</p>
      <p className="mt-2">
        <Link href={topUpHref(subscription.id)}>
          Ladda {formatMsisdn(subscription.id)} med surf
        </Link>
      </p>
    </Banner>
  );
}

/** The packages to choose from, what the chosen one costs and how long it lasts, and the buy. */
function Packages({
  msisdn,
  onBought,
}: {
  msisdn: string;
  onBought: (purchase: ExtraSurfPurchaseResponse) => void;
}) {
  const packages = useContractQuery(extraSurfPackagesContract, {}, { revalidateOnFocus: false });
  const purchase = useContractMutation(extraSurfPurchaseContract);
  const revalidate = useMyPagesRevalidation();
  const [packageId, setPackageId] = React.useState<string | null>(null);
  const [missing, setMissing] = React.useState(false);
  // One key per purchase: a double click or a retry of the same purchase buys once.
  const [key, setKey] = React.useState(newKey);
  const chooseId = React.useId();
  const group = React.useRef<HTMLDivElement>(null);

  if (packages.isLoading) {
    return (
      <SkeletonGroup label="Laddar surfpaketen…" className="gap-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </SkeletonGroup>
    );
  }
  if (packages.error || !packages.data) {
    return <LoadFailed title="Vi kunde inte hämta surfpaketen" query={packages} />;
  }
  const chosen = packages.data.packages.find((item) => item.id === packageId) ?? null;

  async function buy(event: React.FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      // To the choice that is missing, once the error is rendered, so that the group is read out
      // with it (the group passes focus to its first radio).
      requestAnimationFrame(() => group.current?.focus());
      return;
    }
    try {
      const result = await purchase.trigger({
        body: { msisdn, packageId: chosen.id },
        headers: { 'idempotency-key': key },
      });
      // The subscription pages show the new balance without a reload.
      await Promise.all([revalidate.subscriptionDetails(msisdn), revalidate.orderHistory()]);
      setKey(newKey());
      onBought(result);
    } catch {
      // The banner below shows the server's words.
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void buy(event)} noValidate>
      <section className="flex flex-col gap-3" aria-labelledby={chooseId}>
        <h2 id={chooseId} className="text-xl font-bold">
          Hur mycket surf vill du köpa?
        </h2>
        {/* The heading names the group; the Field ties the error to it (invalid, described by it). */}
        <Field>
          <RadioGroup
            ref={group}
            aria-labelledby={chooseId}
            value={packageId ?? ''}
            onValueChange={(value) => {
              setPackageId(value);
              setMissing(false);
              setKey(newKey());
              purchase.reset();
            }}
          >
            {packages.data.packages.map((item) => (
              <RadioGroupItem
                key={item.id}
                value={item.id}
                label={item.title}
                description={formatPrice(item.price, 'kr')}
              />
            ))}
          </RadioGroup>
          <FieldError>{missing ? 'Välj hur mycket surf du vill köpa.' : null}</FieldError>
        </Field>
      </section>
      {chosen ? (
        <dl
          data-slot="extra-surf-summary"
          className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-xl border border-border bg-surface p-4"
        >
          <dt className="text-muted">Pris</dt>
          <dd className="font-bold">{formatPrice(chosen.price, 'kr')}</dd>
          <dt className="text-muted">Betalning</dt>
          <dd>Läggs på nästa faktura</dd>
          <dt className="text-muted">Gäller</dt>
          <dd>Till och med {formatDate(packages.data.validUntil)}</dd>
        </dl>
      ) : null}
      {purchase.error ? (
        <Banner variant="error" title="Surfen kunde inte köpas">
          {saveFailure(purchase.error)}
        </Banner>
      ) : null}
      <div>
        <Button
          type="submit"
          // Not disabled while it runs: a disabled button drops the focus to <body>.
          loading={purchase.isMutating}
          loadingLabel="Köper…"
        >
          {chosen ? `Köp ${chosen.title} för ${formatPrice(chosen.price, 'kr')}` : 'Köp extra surf'}
        </Button>
      </div>
    </form>
  );
}

/** The chosen subscription's balance now, and what may be bought for it. */
function ForSubscription({
  subscription,
  onBought,
}: {
  subscription: Subscription;
  onBought: (purchase: ExtraSurfPurchaseResponse) => void;
}) {
  const details = useSubscriptionDetails(subscription.id);
  if (subscription.subscriptionType === 'PREPAID_VOICE') {
    return <PrepaidHandOff subscription={subscription} />;
  }
  if (details.isLoading) {
    return (
      <SkeletonGroup label="Laddar saldot…" className="gap-3">
        <Skeleton className="h-32" />
      </SkeletonGroup>
    );
  }
  if (details.error || !details.data) {
    return <LoadFailed title="Vi kunde inte hämta saldot" query={details} />;
  }
  const data = details.data.balance?.data ?? null;
  const reason = extraSurfRefusal({ ...details.data, data });
  return (
    <div className="flex flex-col gap-6">
      {data ? <DataBalance data={data} msisdn={subscription.id} /> : null}
      {reason ? (
        <Banner variant="error" title="Det går inte att fylla på surf här">
          {EXTRA_SURF_REFUSAL_TEXT[reason]}
        </Banner>
      ) : (
        <Packages msisdn={subscription.id} onBought={onBought} />
      )}
    </div>
  );
}

export interface ExtraSurfPurchaseProps extends React.ComponentProps<'div'> {
  /** A number to start on (the page's `?nummer=`), in any usual form: 070-123 45 67, 4670…. */
  initialNumber?: string | null;
}

/**
 * 'Fyll på surf': extra surf for one of the customer's subscriptions. The page starts on the
 * number it was given, else the subscription chosen on the subscription pages. A postpaid
 * subscription buys a package that is added to its balance at once and charged on the next
 * invoice; a prepaid card is sent to the top-up with its number filled in.
 */
export function ExtraSurfPurchase({ initialNumber, className, ...props }: ExtraSurfPurchaseProps) {
  const subscriptions = useSubscriptions();
  const [selected, choose] = useAtom(selectedSubscriptionAtom);
  const [msisdn, setMsisdn] = React.useState<string | null>(null);
  const [bought, setBought] = React.useState<{
    msisdn: string;
    purchase: ExtraSurfPurchaseResponse;
  } | null>(null);
  const chooseId = React.useId();
  const mobile = (subscriptions.data?.mobileSubscriptions ?? []).filter(
    (subscription) => subscription.subscriptionType !== 'BROADBAND',
  );
  const given = initialNumber ? toMsisdn(initialNumber) : null;
  const current =
    msisdn ??
    mobile.find((item) => item.id === given)?.id ??
    mobile.find((item) => item.id === selected)?.id ??
    null;
  const subscription = mobile.find((item) => item.id === current) ?? null;

  let body: React.ReactNode;
  if (bought) {
    body = <ExtraSurfReceipt msisdn={bought.msisdn} purchase={bought.purchase} />;
  } else if (subscriptions.isLoading) {
    body = <SubscriptionsLoading />;
  } else if (subscriptions.error || !subscriptions.data) {
    body = <LoadFailed title="Vi kunde inte hämta dina abonnemang" query={subscriptions} />;
  } else if (mobile.length === 0) {
    body = (
      <p className="text-muted">
        Du har inget mobilabonnemang hos oss. Extra surf köper du till ett mobilabonnemang.
      </p>
    );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <section className="flex flex-col gap-3" aria-labelledby={chooseId}>
          <h2 id={chooseId} className="text-xl font-bold">
            Vilket abonnemang vill du fylla på?
          </h2>
          <RadioGroup
            aria-labelledby={chooseId}
            value={current ?? ''}
            onValueChange={(value) => {
              setMsisdn(value);
              choose(value);
            }}
          >
            {mobile.map((item) => (
              <RadioGroupItem
                key={item.id}
                value={item.id}
                label={item.displayName ?? item.name}
                description={`${formatMsisdn(item.id)} · ${SUBSCRIPTION_TYPE_LABEL[item.subscriptionType]}`}
              />
            ))}
          </RadioGroup>
        </section>
        {subscription ? (
          <ForSubscription
            key={subscription.id}
            subscription={subscription}
            onBought={(purchase) => {
              choose(subscription.id);
              setBought({ msisdn: subscription.id, purchase });
            }}
          />
        ) : null}
      </div>
    );
  }
  return (
    <div
      data-slot="extra-surf-purchase"
      className={cn('flex max-w-2xl flex-col gap-8', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <PageHeading>Fyll på surf</PageHeading>
        <p className="text-lg text-muted">
          Köp extra surf till ditt abonnemang. Den finns i saldot direkt och kostnaden läggs på din
          nästa faktura.
        </p>
      </div>
      {body}
    </div>
  );
}
