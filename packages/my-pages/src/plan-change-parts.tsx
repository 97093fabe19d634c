import type { Plan, PlanChange, PlanChangeOptions } from '@lingon/contracts/mypages/plan-change';
import {
  PLAN_CHANGE_RULE_TEXT,
  planPriceDifference,
  swedishDateText,
  type PlanCampaignPrice,
} from '@lingon/contracts/mypages/plan-change-rules';
import { Banner } from '@lingon/design-system/banner';
import { Link } from '@lingon/design-system/link';
import { useFocusOnMount } from '@lingon/design-system/lib/use-focus-on-mount';
import * as React from 'react';
import { ORDERS_PATH } from './account/order-parts';
import { formatMsisdn } from './lib/balance';

export const kr = (amount: number) => `${amount} kr/mån`;

export function dataText(plan: Plan): string {
  return plan.dataGb === null ? 'Obegränsad surf' : `${plan.dataGb} GB surf`;
}

/** A difference in kronor a month with its sign: '+30 kr/mån', '−20 kr/mån', '0 kr/mån'. */
export function signedKr(difference: number): string {
  return `${difference > 0 ? '+' : difference < 0 ? '−' : ''}${kr(Math.abs(difference))}`;
}

export function campaignText(campaign: PlanCampaignPrice): string {
  return campaign.months === null
    ? `Kampanjpris ${kr(campaign.monthlyPrice)}`
    : `Kampanjpris ${kr(campaign.monthlyPrice)} i ${campaign.months} månader`;
}

/** A change already ordered and waiting for its day. */
export function PendingChangeNote({ change }: { change: PlanChange }) {
  return (
    <Banner variant="info" title="Du har ett byte beställt">
      {change.toPlan.name} gäller från {swedishDateText(change.effectiveDate)} (order{' '}
      {change.orderId}). Väljer du ett annat abonnemang ersätter det bytet.
    </Banner>
  );
}

/**
 * Old and new plan side by side: price, campaign, difference and the day it takes effect. With a
 * campaign price the difference is given for the campaign and, when it ends, for after it.
 */
export function ChangeSummary({
  options,
  plan,
  campaign,
}: {
  options: PlanChangeOptions;
  plan: PlanChangeOptions['plans'][number];
  campaign: PlanCampaignPrice | null;
}) {
  const current = options.currentPlan;
  const difference = planPriceDifference(current.monthlyPrice, plan.monthlyPrice, campaign);
  const row = 'flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-border py-2';
  return (
    <section
      aria-labelledby="plan-change-summary"
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5"
    >
      <h2 id="plan-change-summary" className="text-xl font-bold">
        Ditt byte
      </h2>
      <dl className="flex flex-col">
        <div className={row}>
          <dt className="text-muted">Nu</dt>
          <dd>
            {current.name}, {kr(current.monthlyPrice)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted">Nytt abonnemang</dt>
          <dd>
            {plan.name}, {kr(plan.monthlyPrice)}
          </dd>
        </div>
        {campaign ? (
          <div className={row}>
            <dt className="text-muted">Kampanj</dt>
            <dd>{campaignText(campaign)}</dd>
          </div>
        ) : null}
        {difference.duringCampaign !== null ? (
          <div className={row}>
            <dt className="text-muted">
              {difference.campaignMonths === null
                ? 'Prisskillnad'
                : `Prisskillnad de första ${difference.campaignMonths} månaderna`}
            </dt>
            <dd>{signedKr(difference.duringCampaign)}</dd>
          </div>
        ) : null}
        {difference.after !== null ? (
          <div className={row}>
            <dt className="text-muted">
              {difference.campaignMonths === null
                ? 'Prisskillnad'
                : `Prisskillnad efter ${difference.campaignMonths} månader`}
            </dt>
            <dd>{signedKr(difference.after)}</dd>
          </div>
        ) : null}
        <div className={row}>
          <dt className="text-muted">Gäller från</dt>
          <dd className="font-semibold">{swedishDateText(plan.effectiveDate)}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted">
        {PLAN_CHANGE_RULE_TEXT[plan.rule]}
        {options.commitmentEndDate
          ? ` Din bindningstid till ${swedishDateText(options.commitmentEndDate)} ändras inte.`
          : ''}
      </p>
    </section>
  );
}

export function PlanChanged({ change }: { change: PlanChange }) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    <section
      data-slot="plan-changed"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold focus-visible:focus-ring">
        Klart! Ditt abonnemang byts den {swedishDateText(change.effectiveDate)}
      </h2>
      <p>
        {formatMsisdn(change.msisdn)} byter från {change.fromPlan.name} till{' '}
        <strong>{change.toPlan.name}</strong> den {swedishDateText(change.effectiveDate)}.
        {change.campaign ? ` ${campaignText(change.campaign)}, sedan ` : ' Priset blir '}
        {kr(change.toPlan.monthlyPrice)}.
      </p>
      <p>
        Ordernummer <strong>{change.orderId}</strong>. Orderbekräftelsen finns bland dina dokument.
      </p>
      <Link href={ORDERS_PATH}>Se dina ordrar</Link>
    </section>
  );
}
