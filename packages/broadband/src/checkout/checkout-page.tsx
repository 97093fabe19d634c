import type { BankidDevice } from '@lingon/contracts/bankid/messages';
import { pricedMediaPlayers } from '@lingon/contracts/broadband/media-players';
import { Banner } from '@lingon/design-system/banner';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { Button } from '@lingon/design-system/button';
import { Skeleton } from '@lingon/design-system/skeleton';
import CircleAlert from 'lucide-react/icons/circle-alert';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useRef } from 'react';
import {
  addressObjectAtom,
  apartmentNumberAtom,
  orderProcessingIntervalAtom,
  postpaidCampaignMobileAtom,
  selectedHardwareAtom,
} from '../lib/order-state';
import { BankidBlock } from '@lingon/bankid/bankid-block';
import type { BankidIdentity } from '@lingon/bankid/bankid-flow';
import { appliedVoucherAtom, checkoutVerifiedAtom, placedOrderAtom } from './checkout-state';
import { AfterOrderInfo, ConsentText, SupportBox } from './checkout-info';
import { CheckAddressFirst } from '../check-address-first';
import { CustomerDetailsForm } from './customer-details-form';
import { postpaidUpgradeOffer } from './order-request';
import { MediaPlayerChoice } from './media-player-choice';
import { OrderFailedNotice } from './order-failed-notice';
import { OrderSummary } from './order-summary';
import {
  INVALID_KEY_TEXT,
  INVALID_KEY_TITLE,
  isInvalidTelemarketingKey,
  type TelemarketingMode,
} from './telemarketing';
import {
  CAMPAIGN_ERROR_DURATION_MS,
  CAMPAIGN_ERROR_TEXT,
  useCheckoutCampaigns,
} from './use-checkout-campaigns';
import { PRODUCT_LOOKUP_FAILED, useCheckoutProduct } from './use-checkout-product';
import { useCustomerDetailsForm, type CustomerFormValues } from './use-customer-details-form';
import { ORDER_ERROR_DURATION_MS, ORDER_ERROR_TEXT, usePlaceOrder } from './use-place-order';
import { VoucherField } from './voucher-field';

export interface CheckoutPageProps {
  /** The order is placed: the site goes to /bredband/tack. */
  onOrdered: (orderId: string) => void;
  /** No product chosen (or it is gone): where the address check is (/bredband). */
  checkAddressHref?: string;
  onOpenChat?: () => void;
  /** Link to the terms, shown in the consent text. */
  termsHref?: string;
  /** Link to the privacy policy, shown in the consent text beside the credit check. */
  privacyHref?: string;
  /** Telemarketing/support mode (`?key=`). */
  telemarketing?: TelemarketingMode | null;
  /** Override the detected BankID device (stories, tests). */
  bankidDevice?: BankidDevice;
  bankidPollIntervalMs?: number;
  /** The moment offers are priced for (stories fix it); defaults to now. */
  now?: Date;
}

/** A service's reason as a sentence of its own ('Mobilnumret ger inte rätt till erbjudandet.'). */
function sentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

/** The broadband order page (/bredband/kassan): SPEC §2 order page, §4 order completion. */
export function CheckoutPage({
  onOrdered,
  checkAddressHref,
  onOpenChat,
  termsHref,
  privacyHref,
  telemarketing = null,
  bankidDevice,
  bankidPollIntervalMs,
  now = new Date(),
}: CheckoutPageProps) {
  const {
    product,
    pointId,
    selected,
    isLoading,
    error: productError,
    retry: retryProduct,
  } = useCheckoutProduct();
  const address = useAtomValue(addressObjectAtom);
  const apartmentNumber = useAtomValue(apartmentNumberAtom);
  const orderProcessingInterval = useAtomValue(orderProcessingIntervalAtom);
  const preferredMsisdn = useAtomValue(postpaidCampaignMobileAtom);
  const hardware = useAtomValue(selectedHardwareAtom);
  const voucher = useAtomValue(appliedVoucherAtom);
  const placedOrder = useAtomValue(placedOrderAtom);
  const checkoutVerified = useSetAtom(checkoutVerifiedAtom);
  const { form, customer, applyBankidIdentity } = useCustomerDetailsForm({
    telemarketing: Boolean(telemarketing),
  });
  const campaigns = useCheckoutCampaigns({
    telemarketing,
    personalNumber: customer.personalNumber,
  });
  const postpaid =
    product && postpaidUpgradeOffer(campaigns.postpaidCampaign, product.id, preferredMsisdn);
  const monthlyDiscount = postpaid
    ? campaigns.postpaidCampaign?.offers.find((offer) => offer.name === postpaid.offerName)
        ?.monthlyDiscount
    : null;
  const order = usePlaceOrder({
    product: product
      ? {
          id: product.id,
          name: product.card.title,
          price: product.card.dealPrice ?? product.card.price,
          shortTerm: product.shortTerm,
        }
      : null,
    postpaidCampaign: campaigns.settledPostpaidCampaign,
    telemarketing,
    onSuccess: onOrdered,
    onOfferRefused: campaigns.refresh,
  });

  const onVerified = useCallback(
    (identity: BankidIdentity) => {
      // The signer's ref signs the order, and the signer decides the mobile-customer discount.
      checkoutVerified(identity);
      applyBankidIdentity(identity);
    },
    [applyBankidIdentity, checkoutVerified],
  );

  const validate = useCallback(async () => {
    const valid = await form.validate();
    const first = form.validator.errors()[0];
    if (!valid && first)
      document
        .getElementById(form.field(first.field as keyof CustomerFormValues).input.id)
        ?.focus();
    return valid;
  }, [form]);

  const bankidArea = useRef<HTMLDivElement>(null);
  /** Beställ before BankID: to the BankID block, where the customer's next step is. */
  const focusBankid = useCallback(() => {
    bankidArea.current
      ?.querySelector<HTMLElement>('[data-slot="bankid-block"] button:not(:disabled)')
      ?.focus();
  }, []);

  const invalidKey =
    Boolean(telemarketing) && (order.invalidKey || isInvalidTelemarketingKey(campaigns.error));

  if (!selected && placedOrder) {
    return (
      <p role="status" className="text-lg">
        Tack! Din beställning är skickad.
      </p>
    );
  }
  if (pointId && isLoading) {
    return (
      <div data-slot="checkout-page" aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          Laddar din beställning…
        </p>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (!product && productError) {
    return (
      <div data-slot="checkout-page" className="max-w-xl">
        <ErrorBanner title="Vi kunde inte hämta din beställning" onRetry={retryProduct}>
          {PRODUCT_LOOKUP_FAILED}
        </ErrorBanner>
      </div>
    );
  }
  if (selected && !pointId) {
    // Chosen before any address check (a TV package, a short-term period): the choice is kept
    // and follows the visitor through the address check to the product page (SPEC §4).
    return (
      <div data-slot="checkout-page" className="max-w-xl">
        <CheckAddressFirst title="Kolla din adress först" checkAddressHref={checkAddressHref}>
          Vi har sparat ditt val. Kolla att det finns på din adress, så tar vi med det till din
          beställning.
        </CheckAddressFirst>
      </div>
    );
  }
  if (!product) {
    return (
      <div data-slot="checkout-page" className="max-w-xl">
        <CheckAddressFirst
          title="Du har inte valt något bredband än."
          checkAddressHref={checkAddressHref}
        >
          Kolla vilka bredband som finns på din adress och välj det som passar dig.
        </CheckAddressFirst>
      </div>
    );
  }

  return (
    <div data-slot="checkout-page" className="flex flex-col gap-6">
      {telemarketing ? (
        <Banner variant="info" title="Beställning åt en kund">
          Du lägger beställningen åt kunden. Kampanjer och rabattkoder kontrolleras för kundens
          personnummer.
        </Banner>
      ) : null}
      {invalidKey ? (
        <Banner variant="error" title={INVALID_KEY_TITLE}>
          {INVALID_KEY_TEXT}
        </Banner>
      ) : campaigns.error ? (
        <Banner variant="error" duration={CAMPAIGN_ERROR_DURATION_MS}>
          {CAMPAIGN_ERROR_TEXT}
        </Banner>
      ) : null}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        {/* In one column the summary comes first, so what is ordered is seen before "Beställ";
            beside the form, it heads the right-hand column. It holds nothing to tab to, so the
            tab order stays the seen order. */}
        <aside aria-label="Om din beställning" className="lg:col-start-2 lg:row-start-1">
          <OrderSummary
            product={product}
            address={address}
            apartmentNumber={apartmentNumber}
            voucherDescription={voucher?.productId === product.id ? voucher.description : null}
            monthlyDiscount={monthlyDiscount ?? null}
            mediaPlayers={product.category === 'BUNDLES' ? pricedMediaPlayers(hardware, now) : []}
          />
        </aside>
        <form
          noValidate
          aria-label="Beställning"
          className="flex flex-col gap-8 lg:col-start-1 lg:row-span-2 lg:row-start-1"
          onSubmit={(event) => {
            event.preventDefault();
            void order.placeOrder({ validate, onBankidRequired: focusBankid });
          }}
        >
          <CustomerDetailsForm
            form={form}
            namePrefilled={customer.namePrefilled}
            personalNumberVerified={customer.personalNumberVerified}
            telemarketing={Boolean(telemarketing)}
          />
          <div ref={bankidArea}>
            <BankidBlock
              onVerified={onVerified}
              verified={customer.personalNumberVerified ? { name: customer.name } : null}
              {...(telemarketing && customer.personalNumber
                ? { personalNumber: customer.personalNumber }
                : {})}
              {...(bankidDevice ? { device: bankidDevice } : {})}
              {...(bankidPollIntervalMs ? { pollIntervalMs: bankidPollIntervalMs } : {})}
            />
          </div>
          {product.category === 'BUNDLES' ? <MediaPlayerChoice now={now} /> : null}
          <VoucherField
            productId={product.id}
            telemarketing={telemarketing}
            personalNumber={customer.personalNumber}
          />
          <div className="flex flex-col gap-4">
            <ConsentText termsHref={termsHref} privacyHref={privacyHref} />
            {order.failure > 0 ? (
              <Banner key={order.failure} variant="error" duration={ORDER_ERROR_DURATION_MS}>
                {ORDER_ERROR_TEXT}
              </Banner>
            ) : null}
            <OrderFailedNotice failure={order.lastFailure} onOpenChat={onOpenChat} />
            {order.offerRefusal ? (
              <Banner variant="error" title="Beställningen gick inte igenom">
                <p>{sentence(order.offerRefusal)}</p>
                <p>Kontrollera erbjudandena i din beställning och tryck på Beställ igen.</p>
              </Banner>
            ) : null}
            {order.refusal && !customer.personalNumberVerified ? (
              <p role="alert" className="flex items-start gap-2 font-medium text-danger">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {order.refusal}
              </p>
            ) : null}
            <Button
              type="submit"
              size="lg"
              loading={order.loading}
              loadingLabel="Skickar beställningen…"
              className="self-start"
            >
              Beställ
            </Button>
          </div>
        </form>
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-start-2">
          <AfterOrderInfo
            orderProcessingInterval={orderProcessingInterval}
            shortTerm={product.shortTerm}
          />
          <SupportBox {...(onOpenChat ? { onOpenChat } : {})} />
        </div>
      </div>
    </div>
  );
}
