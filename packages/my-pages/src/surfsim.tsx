import {
  SURFSIM_REFUSAL_TEXT,
  surfsimOrderContract,
  surfsimOrderRequestSchema,
  surfsimValidateContract,
} from '@lingon/contracts/mypages/surfsim-validate';
import type { DeliveryAddress } from '@lingon/contracts/mypages/subscription-settings';
import { useContractMutation, useContractQuery } from '@lingon/contracts/query';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import { Link } from '@lingon/design-system/link';
import { RadioGroup, RadioGroupItem } from '@lingon/design-system/radio-group';
import { Spinner } from '@lingon/design-system/spinner';
import { useFocusOnMount } from '@lingon/design-system/lib/use-focus-on-mount';
import { useValidator } from '@lingon/forms/use-validator';
import * as React from 'react';
import { ORDERS_PATH } from './account/order-parts';
import { formatAddress, formatMsisdn } from './lib/balance';
import {
  addressFieldsProps,
  addressFromValues,
  addressOf,
  addressRules,
  addressValues,
  DeliveryAddressFields,
} from './lib/delivery-address';
import { saveFailure } from './lib/form-errors';
import { useCustomerInfo, useSubscriptions } from './lib/use-my-pages';
import { SubscriptionsLoading } from './lib/subscriptions-loading';
import { PageHeading } from './lib/page-heading';
import { numberInAddress } from './lib/subscription-address';
import { LoadFailed } from './lib/load-failed';

function newKey(): string {
  return crypto.randomUUID();
}

/** Whether the chosen number may get a surf sim; the reason in the customer's words if not. */
function Eligibility({ msisdn }: { msisdn: string }) {
  const check = useContractQuery(surfsimValidateContract, { body: { msisdn } });
  if (check.isLoading) {
    return (
      <div className="flex items-center gap-2 text-muted">
        <Spinner label="Vi kollar om numret kan få en surf-sim…" />
        <span aria-hidden="true">Vi kollar om numret kan få en surf-sim…</span>
      </div>
    );
  }
  if (check.error || !check.data) {
    return <LoadFailed title="Vi kunde inte kolla om numret kan få en surf-sim" query={check} />;
  }
  if (!check.data.validForNewSurfSim) {
    return (
      <Banner variant="error" title="Numret kan inte få en surf-sim">
        {check.data.reason ? SURFSIM_REFUSAL_TEXT[check.data.reason] : null}
      </Banner>
    );
  }
  return null;
}

function Ordered({ orderId, address }: { orderId: string; address: DeliveryAddress }) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    <section
      data-slot="surfsim-ordered"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold focus-visible:focus-ring">
        Tack! Din surf-sim är beställd
      </h2>
      <p>
        Ordernummer <strong>{orderId}</strong>. Den kommer med posten inom 1–3 arbetsdagar till{' '}
        {formatAddress(address)}.
      </p>
      <Link href={ORDERS_PATH}>Se dina ordrar</Link>
    </section>
  );
}

export type SurfSimOrderProps = React.ComponentProps<'div'>;

/**
 * 'Surf-sim': a data-only SIM tied to one of the customer's mobile subscriptions. The number is
 * checked as soon as it is chosen (SPEC §5 surfsim/validate) and a refusal says why; the SIM is
 * posted to the address given, prefilled with the customer's own. A double submit places one
 * order (one Idempotency-Key per order).
 */
export function SurfSimOrder({ className, ...props }: SurfSimOrderProps) {
  const subscriptions = useSubscriptions();
  const info = useCustomerInfo();
  const order = useContractMutation(surfsimOrderContract);
  // A link from one subscription ('Beställ surf-sim till Min mobil') names it in the address; it
  // is chosen once it is known to be one of the customer's mobile subscriptions.
  const [picked, setMsisdn] = React.useState<string | null>(numberInAddress);
  const mobile = (subscriptions.data?.mobileSubscriptions ?? []).filter(
    (subscription) => subscription.subscriptionType !== 'BROADBAND',
  );
  const msisdn = mobile.some((subscription) => subscription.id === picked) ? picked : null;
  // The address is checked on ordering, then again as it is corrected; focus goes to the first
  // wrong field, read with its message.
  const form = useValidator({
    initialValues: addressValues(addressOf(info.data)),
    rules: addressRules,
    mode: 'conservative',
    refusedWhileFocused: 'refocus',
  });
  // Prefilled with the customer's own name and address once they are known, unless the customer
  // has started typing.
  const { validator } = form;
  const prefilled = React.useRef(info.data !== undefined);
  React.useEffect(() => {
    if (prefilled.current || !info.data) return;
    prefilled.current = true;
    const typed = Object.values(validator.getState().values).some((value) => value !== '');
    if (!typed) validator.reset(addressValues(addressOf(info.data)));
  }, [info.data, validator]);
  const [key] = React.useState(newKey);
  const [placed, setPlaced] = React.useState<{ orderId: string; address: DeliveryAddress } | null>(
    null,
  );
  const chooseId = React.useId();
  const eligible = useContractQuery(surfsimValidateContract, msisdn ? { body: { msisdn } } : null)
    .data?.validForNewSurfSim;

  // The button to order is there only once an eligible subscription is chosen.
  const submit = form.handleSubmit(async (values) => {
    if (!msisdn) return;
    const address = addressFromValues(values);
    try {
      const result = await order.trigger({
        body: surfsimOrderRequestSchema.parse({ msisdn, address }),
        headers: { 'idempotency-key': key },
      });
      setPlaced({ orderId: result.orderId, address });
    } catch {
      // The banner below shows the server's words.
    }
  });

  let body: React.ReactNode;
  if (placed) {
    body = <Ordered orderId={placed.orderId} address={placed.address} />;
  } else if (subscriptions.isLoading) {
    body = <SubscriptionsLoading />;
  } else if (subscriptions.error || !subscriptions.data) {
    body = <LoadFailed title="Vi kunde inte hämta dina abonnemang" query={subscriptions} />;
  } else {
    body =
      mobile.length === 0 ? (
        <p className="text-muted">
          Du har inget mobilabonnemang hos oss. En surf-sim hör alltid till ett mobilabonnemang.
        </p>
      ) : (
        <form className="flex flex-col gap-6" onSubmit={(event) => void submit(event)} noValidate>
          <section className="flex flex-col gap-3" aria-labelledby={chooseId}>
            <h2 id={chooseId} className="text-xl font-bold">
              Vilket abonnemang ska din surf-sim höra till?
            </h2>
            <RadioGroup
              aria-labelledby={chooseId}
              value={msisdn ?? ''}
              onValueChange={(value) => {
                setMsisdn(value);
                order.reset();
              }}
            >
              {mobile.map((subscription) => (
                <RadioGroupItem
                  key={subscription.id}
                  value={subscription.id}
                  label={subscription.displayName ?? subscription.name}
                  description={formatMsisdn(subscription.id)}
                />
              ))}
            </RadioGroup>
            {msisdn ? <Eligibility msisdn={msisdn} /> : null}
          </section>
          {msisdn && eligible ? (
            <section className="flex flex-col gap-3" aria-label="Leveransadress">
              <h2 className="text-xl font-bold">Vart ska vi skicka den?</h2>
              <DeliveryAddressFields {...addressFieldsProps(form)} />
              {order.error ? (
                <Banner variant="error" title="Din surf-sim kunde inte beställas">
                  {saveFailure(order.error)}
                </Banner>
              ) : null}
              <div>
                <Button
                  type="submit"
                  // Not disabled while it runs: a disabled button drops the focus to <body>.
                  loading={order.isMutating}
                  loadingLabel="Beställer…"
                >
                  Beställ surf-sim
                </Button>
              </div>
            </section>
          ) : null}
        </form>
      );
  }
  return (
    <div
      data-slot="surfsim-order"
      className={cn('flex max-w-2xl flex-col gap-8', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <PageHeading>Beställ surf-sim</PageHeading>
        <p className="text-lg text-muted">
          En surf-sim är ett extra SIM-kort som surfar på ditt mobilabonnemangs surf – för
          surfplattan, datorn eller bilen. Den kostar ingenting extra.
        </p>
      </div>
      {body}
    </div>
  );
}
