import type { FamilyPlan } from '@lingon/contracts/mypages/family-order';
import { Button } from '@lingon/design-system/button';
import { Card, CardContent, CardHeader, CardTitle } from '@lingon/design-system/card';
import { cn } from '@lingon/design-system/lib/cn';
import { AppLink } from '@lingon/design-system/link-provider';
import { Price } from '@lingon/design-system/price';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { useSetAtom } from 'jotai';
import * as React from 'react';
import { formatMsisdn } from './lib/balance';
import { startFamilyCheckoutAtom } from './lib/family-checkout-state';
import { FAMILY_CHECKOUT_PATH, useFamilyOffer } from './lib/family-paths';
import { PageHeading } from './lib/page-heading';
import { numberInAddress } from './lib/subscription-address';
import { LoadFailed } from './lib/load-failed';

function PlanCard({
  plan,
  bindingMonths,
  mainMsisdn,
}: {
  plan: FamilyPlan;
  bindingMonths: number;
  /** The subscription to join, when the customer came from one. */
  mainMsisdn: string | null;
}) {
  const start = useSetAtom(startFamilyCheckoutAtom);
  return (
    <Card variant="outline" data-slot="family-plan" className="flex flex-col">
      <CardHeader>
        <CardTitle asChild>
          <h2>{plan.name}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 pb-6">
        <div className="flex flex-col gap-1">
          <Price amount={plan.monthlyPrice} dealPrice={plan.campaignMonthlyPrice} size="lg" />
          <p className="text-sm text-muted">
            Kampanjpris med {bindingMonths} månaders bindningstid.
          </p>
        </div>
        <p className="text-muted">
          {plan.dataGb === null ? 'Obegränsad surf' : `${plan.dataGb} GB surf`} i månaden, fria
          samtal och sms.
        </p>
        {/* A button like every shop card's; its name says which plan. */}
        <Button asChild className="mt-auto w-full">
          <AppLink
            href={FAMILY_CHECKOUT_PATH}
            onClick={() => start({ planCode: plan.planCode, mainMsisdn })}
          >
            Välj<span className="sr-only"> {plan.name}</span>
          </AppLink>
        </Button>
      </CardContent>
    </Card>
  );
}

export type FamilyOfferPageProps = React.ComponentProps<'div'>;

/**
 * 'Familjeabonnemang': the family plans to add to one of the customer's subscriptions, with the
 * family campaign's price on a 12-month binding; choosing one starts the checkout. Opened from a
 * subscription (`?nummer=`, 'Anslutna abonnemang'), the page names it and the checkout joins it.
 */
export function FamilyOfferPage({ className, ...props }: FamilyOfferPageProps) {
  const offer = useFamilyOffer();
  const named = numberInAddress();
  const main = offer.data?.mainSubscriptions.find((item) => item.msisdn === named) ?? null;
  let body: React.ReactNode;
  if (offer.isLoading) {
    body = (
      <SkeletonGroup label="Laddar familjeabonnemang…" className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </SkeletonGroup>
    );
  } else if (offer.error || !offer.data) {
    body = <LoadFailed title="Vi kunde inte hämta familjeabonnemangen" query={offer} />;
  } else if (offer.data.mainSubscriptions.length === 0) {
    body = (
      <p className="text-muted">
        Ett familjeabonnemang kopplas till ett eget mobilabonnemang med faktura, och du har inget
        sådant hos oss just nu.
      </p>
    );
  } else {
    const { campaign } = offer.data;
    body = (
      <>
        <p className="rounded-xl bg-surface-muted p-4">
          <strong>Familjekampanj:</strong> {campaign.discountPerMonth} kr lägre pris varje månad när
          du väljer {campaign.bindingMonths} månaders bindningstid.
          {offer.data.freeShipping ? ' Fri frakt på SIM-kortet.' : ''}
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          {offer.data.plans.map((plan) => (
            <PlanCard
              key={plan.planCode}
              plan={plan}
              bindingMonths={campaign.bindingMonths}
              mainMsisdn={main?.msisdn ?? null}
            />
          ))}
        </div>
      </>
    );
  }
  return (
    <div data-slot="family-offer" className={cn('flex flex-col gap-6', className)} {...props}>
      <div className="flex flex-col gap-2">
        <PageHeading>Familjeabonnemang</PageHeading>
        <p className="text-lg text-muted">
          Lägg till ett abonnemang för någon i familjen. Det kopplas till{' '}
          {main ? `${main.name} (${formatMsisdn(main.msisdn)})` : 'ditt eget abonnemang'} och kommer
          på samma faktura.
        </p>
      </div>
      {body}
    </div>
  );
}
