import { ApiError } from '@lingon/contracts/errors';
import {
  campaignsContract,
  POSTPAID_UPGRADE_CAMPAIGN,
} from '@lingon/contracts/campaigns/campaigns';
import {
  planChangeContract,
  planChangeOptionsContract,
  type PlanChange,
} from '@lingon/contracts/mypages/plan-change';
import { planUpgradeOffer, swedishDateText } from '@lingon/contracts/mypages/plan-change-rules';
import { useContractMutation, useContractQuery } from '@lingon/contracts/query';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import { RadioGroup, RadioGroupItem } from '@lingon/design-system/radio-group';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import * as React from 'react';
import { formatMsisdn } from './lib/balance';
import { saveFailure } from './lib/form-errors';
import { useSubscriptions } from './lib/use-my-pages';
import {
  campaignText,
  ChangeSummary,
  dataText,
  kr,
  PendingChangeNote,
  PlanChanged,
} from './plan-change-parts';
import { SubscriptionsLoading } from './lib/subscriptions-loading';
import { PageHeading } from './lib/page-heading';
import { numberInAddress } from './lib/subscription-address';
import { LoadFailed } from './lib/load-failed';

const campaignQuery = { query: { campaignNames: [POSTPAID_UPGRADE_CAMPAIGN] } };

/** SPEC §8: what the customer is told when the campaigns cannot be fetched… */
export const CAMPAIGN_FETCH_FAILED = 'Just nu har vi problem att hämta kampanjer';
/** …for 3.5 s: the plans can be changed without the campaign, so the page need not keep saying it. */
export const CAMPAIGN_FETCH_FAILED_MS = 3500;

function Choices({ msisdn, onChanged }: { msisdn: string; onChanged: (c: PlanChange) => void }) {
  const options = useContractQuery(
    planChangeOptionsContract,
    { body: { msisdn } },
    { revalidateOnFocus: false },
  );
  // SPEC §7: the change-mobile campaign, personalised for the signed-in customer.
  const campaigns = useContractQuery(campaignsContract, campaignQuery, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const change = useContractMutation(planChangeContract);
  const [planCode, setPlanCode] = React.useState<string | null>(null);
  // One key per choice: a double submit of the same choice makes one change.
  const [key, setKey] = React.useState(() => crypto.randomUUID());
  const listId = React.useId();

  if (options.isLoading) {
    return (
      <SkeletonGroup label="Laddar abonnemangen du kan byta till…" className="gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </SkeletonGroup>
    );
  }
  if (options.error || !options.data) {
    // 409: the number cannot change plan here, and the server says why.
    return options.error instanceof ApiError && options.error.status === 409 ? (
      <Banner variant="error" title="Abonnemanget kan inte bytas här">
        {saveFailure(options.error)}
      </Banner>
    ) : (
      <LoadFailed title="Vi kunde inte hämta abonnemangen du kan byta till" query={options} />
    );
  }
  const data = options.data;
  const campaign = campaigns.data?.campaigns.find((c) => c.name === POSTPAID_UPGRADE_CAMPAIGN);
  const offerFor = (plan: (typeof data.plans)[number]) =>
    planUpgradeOffer(campaign, {
      msisdn,
      planCode: plan.planCode,
      currentPrice: data.currentPlan.monthlyPrice,
      newPrice: plan.monthlyPrice,
    });
  const chosen = data.plans.find((plan) => plan.planCode === planCode) ?? null;

  async function confirm() {
    if (!chosen) return;
    try {
      const result = await change.trigger({
        body: { msisdn, planCode: chosen.planCode },
        headers: { 'idempotency-key': key },
      });
      void options.mutate();
      onChanged(result.change);
    } catch {
      // The banner below shows the server's words.
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <p>
        Ditt abonnemang nu: <strong>{data.currentPlan.name}</strong>,{' '}
        {kr(data.currentPlan.monthlyPrice)}
        {data.commitmentEndDate
          ? `, bindningstid till ${swedishDateText(data.commitmentEndDate)}.`
          : ', utan bindningstid.'}
      </p>
      {data.pendingChange ? <PendingChangeNote change={data.pendingChange} /> : null}
      {campaigns.error ? (
        <Banner variant="error" duration={CAMPAIGN_FETCH_FAILED_MS}>
          {CAMPAIGN_FETCH_FAILED}
        </Banner>
      ) : null}
      <section className="flex flex-col gap-3" aria-labelledby={listId}>
        <h2 id={listId} className="text-xl font-bold">
          Välj nytt abonnemang
        </h2>
        <RadioGroup
          aria-labelledby={listId}
          value={planCode ?? ''}
          onValueChange={(value) => {
            setPlanCode(value);
            setKey(crypto.randomUUID());
            change.reset();
          }}
        >
          {data.plans.map((plan) => {
            const offer = offerFor(plan);
            return (
              <RadioGroupItem
                key={plan.planCode}
                value={plan.planCode}
                label={`${plan.name}, ${kr(plan.monthlyPrice)}`}
                description={
                  <>
                    {dataText(plan)} · från {swedishDateText(plan.effectiveDate)}
                    {offer ? (
                      <>
                        {' · '}
                        <strong className="text-fg">{campaignText(offer)}</strong>
                      </>
                    ) : null}
                  </>
                }
              />
            );
          })}
        </RadioGroup>
      </section>
      {chosen ? (
        <>
          <ChangeSummary options={data} plan={chosen} campaign={offerFor(chosen)} />
          {change.error ? (
            <Banner variant="error" title="Bytet kunde inte genomföras">
              {saveFailure(change.error)}
            </Banner>
          ) : null}
          <div>
            <Button
              type="button"
              onClick={() => void confirm()}
              // Not disabled while it runs: a disabled button drops the focus to <body>.
              loading={change.isMutating}
              loadingLabel="Byter…"
            >
              Bekräfta bytet
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}

export type PlanChangeProps = React.ComponentProps<'div'>;

/**
 * 'Byt abonnemang': choose one of the customer's postpaid numbers and a plan of the same kind,
 * see the old and new price, the difference, the campaign price (POSTPAID_UPGRADE_CAMPAIGN) and
 * the day the change takes effect by the binding rules, and confirm. The change waits for its
 * day on the server; a change already waiting is shown and a new one replaces it.
 */
export function PlanChangeFlow({ className, ...props }: PlanChangeProps) {
  const subscriptions = useSubscriptions();
  // A link for one subscription ('Byt abonnemang för Olles mobil') names it in the address.
  const [msisdn, setMsisdn] = React.useState<string | null>(numberInAddress);
  const [done, setDone] = React.useState<PlanChange | null>(null);
  const chooseId = React.useId();

  let body: React.ReactNode;
  if (done) {
    body = <PlanChanged change={done} />;
  } else if (subscriptions.isLoading) {
    body = <SubscriptionsLoading />;
  } else if (subscriptions.error || !subscriptions.data) {
    body = <LoadFailed title="Vi kunde inte hämta dina abonnemang" query={subscriptions} />;
  } else {
    const postpaid = subscriptions.data.mobileSubscriptions.filter(
      (subscription) => subscription.subscriptionType === 'POSTPAID_VOICE',
    );
    const chosen = msisdn ?? (postpaid.length === 1 ? (postpaid[0]?.id ?? null) : null);
    body =
      postpaid.length === 0 ? (
        <p className="text-muted">
          Du har inget mobilabonnemang med faktura hos oss. Ett kontantkort byter du genom att ladda
          det med ett annat paket.
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <section className="flex flex-col gap-3" aria-labelledby={chooseId}>
            <h2 id={chooseId} className="text-xl font-bold">
              Vilket abonnemang vill du byta?
            </h2>
            <RadioGroup aria-labelledby={chooseId} value={chosen ?? ''} onValueChange={setMsisdn}>
              {postpaid.map((subscription) => (
                <RadioGroupItem
                  key={subscription.id}
                  value={subscription.id}
                  label={subscription.displayName ?? subscription.name}
                  description={`${subscription.name} · ${formatMsisdn(subscription.id)}`}
                />
              ))}
            </RadioGroup>
          </section>
          {chosen ? <Choices key={chosen} msisdn={chosen} onChanged={setDone} /> : null}
        </div>
      );
  }
  return (
    <div
      data-slot="plan-change"
      className={cn('flex max-w-2xl flex-col gap-8', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <PageHeading>Byt abonnemang</PageHeading>
        <p className="text-lg text-muted">
          Byt till ett abonnemang som passar dig bättre. Du ser det nya priset och från vilken dag
          bytet gäller innan du bekräftar.
        </p>
      </div>
      {body}
    </div>
  );
}
