import { BankidBlock } from '@lingon/bankid/bankid-block';
import type { BankidDevice } from '@lingon/contracts/bankid/messages';
import {
  familyMonthlyPrice,
  familyOrderContract,
  familyOrderRequestSchema,
  type FamilyOffer,
} from '@lingon/contracts/mypages/family-order';
import { isFamilyCampaignActive } from '@lingon/contracts/mypages/rules';
import { normaliseFamilyPhoneNumber } from '@lingon/contracts/phone';
import { useContractMutation } from '@lingon/contracts/query';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import { Link } from '@lingon/design-system/link';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { Spinner } from '@lingon/design-system/spinner';
import { useAtomValue, useSetAtom } from 'jotai';
import * as React from 'react';
import { FamilyCheckoutInput, familyOrderBody } from './family-checkout-input';
import { formatAddress, formatMsisdn } from './lib/balance';
import {
  familyCheckoutAtom,
  familyOrderPlacedAtom,
  familyOrderSignedAtom,
  newFamilyCheckout,
  setFamilyCheckoutStepAtom,
  updateFamilyCheckoutAtom,
  type FamilyCheckout as Checkout,
} from './lib/family-checkout-state';
import { bindingText, FAMILY_THANK_YOU_PATH, useFamilyOffer } from './lib/family-paths';
import { saveFailure } from './lib/form-errors';
import { useCustomerInfo, useMyPagesRevalidation } from './lib/use-my-pages';
import { PageHeading } from './lib/page-heading';
import { LoadFailed } from './lib/load-failed';

const STEP_TITLES = {
  input: 'Dina val och uppgifter',
  confirmation: 'Stämmer allt?',
  review: 'Granska och skriv under',
  purchase: 'Beställer',
  'thank-you': 'Klart',
} as const;

function Summary({ offer, checkout }: { offer: FamilyOffer; checkout: Checkout }) {
  const plan = offer.plans.find((candidate) => candidate.planCode === checkout.plan.PlanCode);
  const { planOptions, customer } = checkout;
  const shipping = checkout.separateShipping ? checkout.shippingAddress : checkout.billingAddress;
  const rows: Array<[string, React.ReactNode]> = [
    ['Abonnemang', plan?.name ?? checkout.plan.PlanCode],
    ['Bindningstid', bindingText(checkout.plan.BindingPeriod)],
    [
      'Pris',
      plan
        ? `${familyMonthlyPrice(plan, checkout.plan.BindingPeriod)} kr/mån${
            isFamilyCampaignActive(checkout.plan.BindingPeriod)
              ? ` (familjekampanj, ordinarie ${plan.monthlyPrice} kr/mån)`
              : ''
          }`
        : '',
    ],
    ['Kopplas till', formatMsisdn(planOptions.MainMsisdn)],
    [
      'Nummer',
      `${formatMsisdn(normaliseFamilyPhoneNumber(planOptions.Msisdn))}${
        planOptions.MsisdnOption === 'PORT_IN' ? ' (flyttas från annan operatör)' : ' (nytt nummer)'
      }${planOptions.HiddenNumber ? ', dolt nummer' : ''}`,
    ],
    ['Kontakttelefon', formatMsisdn(normaliseFamilyPhoneNumber(customer.contactPhoneNumber))],
    ['E-post', customer.email],
    ['SIM-kortet skickas till', formatAddress(shipping)],
    ['Att betala nu', offer.upfrontCost === 0 ? '0 kr (fri frakt)' : `${offer.upfrontCost} kr`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-border bg-surface p-5 sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <React.Fragment key={term}>
          <dt className="font-semibold">{term}</dt>
          <dd>{value}</dd>
        </React.Fragment>
      ))}
    </dl>
  );
}

export interface FamilyCheckoutProps extends React.ComponentProps<'div'> {
  /** After the order is placed (the site goes to the thank-you page). */
  onPlaced?: (orderId: string) => void;
  /** Override the detected device (stories, tests). */
  device?: BankidDevice;
  pollIntervalMs?: number;
}

/**
 * The family subscription checkout (SPEC §3 mobile checkout, §4 steps): input → confirmation →
 * review (signed with BankID) → purchase → thank-you. What is typed stays in the tab's session;
 * one order key per checkout, so a double submit or a retry places one order.
 */
export function FamilyCheckout({
  onPlaced,
  device,
  pollIntervalMs,
  className,
  ...props
}: FamilyCheckoutProps) {
  const offer = useFamilyOffer();
  const info = useCustomerInfo();
  const checkout = useAtomValue(familyCheckoutAtom);
  const setCheckout = useSetAtom(familyCheckoutAtom);
  const update = useSetAtom(updateFamilyCheckoutAtom);
  const setStep = useSetAtom(setFamilyCheckoutStepAtom);
  const placed = useSetAtom(familyOrderPlacedAtom);
  const signed = useSetAtom(familyOrderSignedAtom);
  const order = useContractMutation(familyOrderContract);
  const revalidate = useMyPagesRevalidation();
  const heading = React.useRef<HTMLHeadingElement>(null);
  /** An order request sent from this page (so a reload's resume below does not send another). */
  const sent = React.useRef(false);

  // A checkout opened directly starts on the first plan; a new one is prefilled with the
  // customer's own details and subscription. A placed order stays (its id is the thank-you
  // page's) until a plan is chosen again.
  // Without a subscription of their own to join it to, a customer has no checkout to fill in.
  const noMainSubscription = offer.data?.mainSubscriptions.length === 0;
  const unfilled =
    !noMainSubscription &&
    (!checkout || (checkout.orderId === null && checkout.planOptions.MainMsisdn === ''));
  React.useEffect(() => {
    if (!offer.data || !info.data || !unfilled) return;
    const first = offer.data.plans[0];
    if (!first) return;
    const legal = info.data.customerLegalInformation;
    const address = {
      name: `${legal.firstName} ${legal.lastName}`,
      street: legal.address.street,
      zipcode: legal.address.zipcode,
      city: legal.address.city,
    };
    const base = checkout ?? newFamilyCheckout(first.planCode);
    setCheckout({
      ...base,
      planOptions: {
        ...base.planOptions,
        MainMsisdn: offer.data.mainSubscriptions[0]?.msisdn ?? '',
      },
      customer: {
        ...base.customer,
        socialSecurityNumber: legal.personalNumber,
        contactPhoneNumber: formatMsisdn(info.data.userProfileData.contactPhone ?? ''),
        email: info.data.userProfileData.email ?? '',
      },
      billingAddress: address,
      shippingAddress: address,
    });
  }, [offer.data, info.data, unfilled, checkout, setCheckout]);

  const step = checkout?.step ?? 'input';
  const go = (next: Checkout['step']) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };

  async function purchase(bankidOrderRef: string) {
    if (!checkout) return;
    sent.current = true;
    signed(bankidOrderRef);
    const parsed = familyOrderRequestSchema.safeParse(familyOrderBody(checkout, bankidOrderRef));
    if (!parsed.success) {
      go('input');
      return;
    }
    try {
      const result = await order.trigger({
        body: familyOrderBody(checkout, bankidOrderRef),
        headers: { 'idempotency-key': checkout.orderKey },
      });
      placed(result.orderId);
      await Promise.all([revalidate.connectedSubscriptions(), revalidate.orderHistory()]);
      onPlaced?.(result.orderId);
    } catch {
      // The purchase step shows the server's words and a way on.
    }
  }

  // A reload (or a lost connection) while the order was being placed leaves the step at
  // 'purchase' with nothing in flight: the order is sent again with its verification and key,
  // and the server answers with the order it placed or places it now. A checkout kept without
  // its verification is signed again.
  React.useEffect(() => {
    if (sent.current || !checkout || checkout.step !== 'purchase' || checkout.orderId) return;
    sent.current = true;
    if (checkout.bankidOrderRef) void purchase(checkout.bankidOrderRef);
    else setStep('review');
  });

  let body: React.ReactNode;
  if (offer.isLoading || info.isLoading || (unfilled && !offer.error && !info.error)) {
    body = (
      <SkeletonGroup label="Laddar kassan…" className="gap-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </SkeletonGroup>
    );
  } else if (noMainSubscription && !checkout?.orderId) {
    body = (
      <p className="text-muted">
        Ett familjeabonnemang kopplas till ett eget mobilabonnemang med faktura, och du har inget
        sådant hos oss just nu.
      </p>
    );
  } else if (offer.error || !offer.data || !checkout) {
    body = <LoadFailed title="Vi kunde inte hämta kassan" query={offer} />;
  } else if (step === 'input') {
    body = (
      <FamilyCheckoutInput
        offer={offer.data}
        checkout={checkout}
        onChange={update}
        onNext={() => go('confirmation')}
      />
    );
  } else if (step === 'confirmation') {
    body = (
      <div className="flex flex-col gap-4">
        <Summary offer={offer.data} checkout={checkout} />
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => go('review')}>Ja, fortsätt</Button>
          <Button variant="outline" onClick={() => go('input')}>
            Ändra
          </Button>
        </div>
      </div>
    );
  } else if (step === 'review') {
    body = (
      <div className="flex flex-col gap-4">
        <Summary offer={offer.data} checkout={checkout} />
        <p>
          Genom att skriva under beställer du familjeabonnemanget och godkänner villkoren och en
          kreditupplysning.
        </p>
        <BankidBlock
          purpose="mobile-order"
          headingLevel={2}
          onVerified={(identity) => void purchase(identity.orderRef)}
          personalNumber={info.data?.customerLegalInformation.personalNumber}
          {...(device ? { device } : {})}
          {...(pollIntervalMs ? { pollIntervalMs } : {})}
        />
        <div>
          <Button variant="outline" onClick={() => go('input')}>
            Ändra uppgifter
          </Button>
        </div>
      </div>
    );
  } else if (step === 'purchase') {
    body = order.error ? (
      <div className="flex flex-col gap-4">
        <Banner variant="error" title="Beställningen kunde inte läggas">
          {saveFailure(order.error)}
        </Banner>
        <div className="flex flex-wrap gap-3">
          {checkout.bankidOrderRef ? (
            <Button onClick={() => void purchase(checkout.bankidOrderRef ?? '')}>
              Försök igen
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => go('input')}>
            Ändra uppgifter
          </Button>
        </div>
      </div>
    ) : order.isMutating || !checkout.orderId ? (
      <div className="flex items-center gap-2" role="status">
        <Spinner label="Vi lägger din beställning…" />
        <span aria-hidden="true">Vi lägger din beställning…</span>
      </div>
    ) : null;
  } else {
    body = (
      <p>
        Beställningen är lagd. <Link href={FAMILY_THANK_YOU_PATH}>Till bekräftelsen av ordern</Link>
      </p>
    );
  }

  return (
    <div
      data-slot="family-checkout"
      className={cn('flex max-w-2xl flex-col gap-6', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <PageHeading>Beställ familjeabonnemang</PageHeading>
        <h2 ref={heading} tabIndex={-1} className="text-xl text-muted focus-visible:focus-ring">
          {STEP_TITLES[step]}
        </h2>
      </div>
      {body}
    </div>
  );
}
