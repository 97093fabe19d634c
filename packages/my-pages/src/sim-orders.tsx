import {
  simOrderContract,
  simOrderRequestSchema,
  subscriptionSettingsContract,
  type PendingSimOrder,
} from '@lingon/contracts/mypages/subscription-settings';
import type { CustomerInfoResponse } from '@lingon/contracts/mypages/customer-info';
import { useContractCache, useContractMutation } from '@lingon/contracts/query';
import { Link } from '@lingon/design-system/link';
import { TextField } from '@lingon/design-system/text-field';
import { textFieldProps } from '@lingon/forms/binding';
import { useValidator } from '@lingon/forms/use-validator';
import { zodRule } from '@lingon/forms/zod';
import { ORDER_STATUS, orderDetailsPath } from './account/order-parts';
import { Fact } from './fact';
import { formatAddress, formatDate, formatMsisdn } from './lib/balance';
import {
  addressFieldsProps,
  addressFromValues,
  addressOf,
  addressRules,
  addressValues,
  DeliveryAddressFields,
  EMPTY_ADDRESS,
} from './lib/delivery-address';
import { saveFailure } from './lib/form-errors';
import { saveIfValid, SettingsDrawer } from './lib/settings-drawer';

const [ESIM_ORDER] = simOrderRequestSchema.options;

/** Checked on ordering, then again as it is corrected; focus to the first error. */
const FORM_OPTIONS = { mode: 'conservative', refusedWhileFocused: 'refocus' } as const;

const ON_ITS_WAY = {
  ESIM: {
    label: 'eSIM på väg',
    title: 'Ditt eSIM är på väg',
    text: 'QR-koden kommer med e-post. Du kan beställa ett nytt eSIM när det här är klart.',
  },
  SIM: {
    label: 'SIM-kort på väg',
    title: 'Ditt SIM-kort är på väg',
    text: 'Det kommer med posten inom 1–3 arbetsdagar. Du kan beställa ett nytt SIM-kort när det här har kommit fram.',
  },
} as const;

/**
 * A drawer row's words for an eSIM or SIM card ordered and on its way: what, when and where it
 * stands, and no new order. The same row as the order's, so focus stays on it when it changes.
 */
function onItsWay(msisdn: string, order: PendingSimOrder) {
  const words = ON_ITS_WAY[order.kind];
  const status = ORDER_STATUS[order.status].label;
  return {
    label: words.label,
    value: `Beställt ${formatDate(order.orderedOn)} · ${status}`,
    title: words.title,
    description: `Till ${formatMsisdn(msisdn)}. ${words.text}`,
    children: (
      <dl className="flex flex-col" data-slot="sim-order-on-its-way">
        <Fact term="Order">
          <Link href={orderDetailsPath(order.orderId)}>{order.orderId}</Link>
        </Fact>
        <Fact term="Beställt">{formatDate(order.orderedOn)}</Fact>
        <Fact term="Status">{status}</Fact>
        {order.email ? <Fact term="QR-koden skickas till">{order.email}</Fact> : null}
        {order.deliveryAddress ? (
          <Fact term="Skickas till">{formatAddress(order.deliveryAddress)}</Fact>
        ) : null}
      </dl>
    ),
  };
}

export interface SimOrderRowsProps {
  msisdn: string;
  /** The subscription's orders on their way (from its settings); undefined while unknown. */
  pending: PendingSimOrder[] | undefined;
  /** The signed-in customer, for the e-mail and address the orders start from. */
  customer: CustomerInfoResponse | undefined;
  onDone: (message: string) => void;
}

/**
 * The rows for a new eSIM and a new SIM card. While one of a kind is on its way (the server
 * refuses another) its row says so instead of offering a new order.
 */
export function SimOrderRows({ msisdn, pending, customer, onDone }: SimOrderRowsProps) {
  const cache = useContractCache();
  const sim = useContractMutation(simOrderContract);
  const esimForm = useValidator({
    ...FORM_OPTIONS,
    initialValues: { email: '' },
    rules: { email: [zodRule(ESIM_ORDER.shape.email)] },
  });
  const cardForm = useValidator({
    ...FORM_OPTIONS,
    initialValues: addressValues(EMPTY_ADDRESS),
    rules: addressRules,
  });
  const esim = pending?.find((order) => order.kind === 'ESIM');
  const card = pending?.find((order) => order.kind === 'SIM');

  function opening(reset: () => void) {
    return () => {
      sim.reset();
      reset();
    };
  }

  async function order(body: unknown, message: (orderId: string) => string) {
    try {
      const placed = await sim.trigger({ body: simOrderRequestSchema.parse(body) });
      // The row shows the order on its way from the server's answer.
      void cache.revalidate(subscriptionSettingsContract, { body: { msisdn } });
      return message(placed.orderId);
    } catch {
      return null;
    }
  }

  return (
    <>
      <SettingsDrawer
        {...(esim
          ? onItsWay(msisdn, esim)
          : {
              label: 'Beställ eSIM',
              title: 'Beställ eSIM',
              description: `Ett eSIM till ${formatMsisdn(msisdn)}. Vi mejlar en QR-kod som du skannar med telefonen; ditt nuvarande SIM slutar fungera när eSIM:et är aktiverat.`,
              submitLabel: 'Beställ eSIM',
              onOpen: opening(() =>
                esimForm.reset({ email: customer?.userProfileData.email ?? '' }),
              ),
              busy: sim.isMutating,
              failure: sim.error ? saveFailure(sim.error) : null,
              onDone,
              onSubmit: saveIfValid(esimForm, ({ email }) =>
                order(
                  { msisdn, kind: 'ESIM', email },
                  (orderId) =>
                    `Ditt eSIM är beställt (order ${orderId}). QR-koden kommer med e-post.`,
                ),
              ),
              children: (
                <TextField
                  label="Skicka QR-koden till"
                  type="email"
                  autoComplete="email"
                  {...textFieldProps(esimForm.field('email'))}
                />
              ),
            })}
      />
      <SettingsDrawer
        {...(card
          ? onItsWay(msisdn, card)
          : {
              label: 'Beställ nytt SIM-kort',
              title: 'Beställ nytt SIM-kort',
              description: `Ett nytt SIM-kort till ${formatMsisdn(msisdn)}, med posten inom 1–3 arbetsdagar. Det gamla kortet slutar fungera när du aktiverar det nya.`,
              submitLabel: 'Beställ SIM-kort',
              onOpen: opening(() => cardForm.reset(addressValues(addressOf(customer)))),
              busy: sim.isMutating,
              failure: sim.error ? saveFailure(sim.error) : null,
              onDone,
              onSubmit: saveIfValid(cardForm, (values) =>
                order(
                  { msisdn, kind: 'SIM', address: addressFromValues(values) },
                  (orderId) => `Ditt SIM-kort är beställt (order ${orderId}).`,
                ),
              ),
              children: <DeliveryAddressFields {...addressFieldsProps(cardForm)} />,
            })}
      />
    </>
  );
}
