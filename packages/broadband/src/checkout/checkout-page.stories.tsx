import { bankidStatusContract } from '@lingon/contracts/bankid/status';
import { evaluateFixtureAddress } from '@lingon/contracts/fixtures/broadband';
import { orderCreateContract } from '@lingon/contracts/broadband/order-create';
import { namedBroadbandAddresses } from '@lingon/contracts/fixtures/broadband-addresses';
import { productByPointContract } from '@lingon/contracts/broadband/product-by-point';
import { campaignsContract } from '@lingon/contracts/campaigns/campaigns';
import { offersExecuteContract } from '@lingon/contracts/campaigns/offers-execute';
import { telemarketingOffersExecuteContract } from '@lingon/contracts/campaigns/telemarketing-offers-execute';
import { bankidDemoCustomers, bankidStateFixtures } from '@lingon/contracts/fixtures/bankid';
import { bankidHandlers } from '@lingon/contracts/msw/bankid';
import { broadbandHandlers, broadbandVariants } from '@lingon/contracts/msw/broadband';
import type { BankidUser } from '@lingon/contracts/bankid/status';
import FakeTimers from '@sinonjs/fake-timers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { delay, http, HttpResponse } from 'msw';
import type * as React from 'react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { homeAddress } from '../lib/address-flow';
import {
  addressObjectAtom,
  changeSelectedProductAtom,
  chooseHomeAtom,
  clearStoredSelectionsAtom,
  mobileCustomerOfferAtom,
  pointIdAtom,
  postpaidCampaignMobileAtom,
  saveAddressAtom,
  selectedProductAtom,
  tvDiscountVerificationAtom,
} from '../lib/order-state';
import { CHECKOUT_CONTACT_KEY } from '../lib/storage-keys';
import { checkoutContactAtom } from './checkout-state';
import { CheckoutPage } from './checkout-page';
import { seedCheckout, typedContactDetails } from './story-seeds';
import { StoryProviders } from './story-providers';
import { CAMPAIGN_ERROR_TEXT } from './use-checkout-campaigns';
import { PRODUCT_LOOKUP_FAILED } from './use-checkout-product';
import { BANKID_REQUIRED_TEXT, ORDER_ERROR_DURATION_MS, ORDER_ERROR_TEXT } from './use-place-order';

/** Requests that reached the order endpoints in the current story (a pass-through spy). */
const sent: Array<{ path: string; headers: Record<string, string>; body: unknown }> = [];
const spy = [orderCreateContract, offersExecuteContract, telemarketingOffersExecuteContract].map(
  (contract) =>
    http.post(`*/services/${contract.path}`, async ({ request }) => {
      sent.push({
        path: contract.path,
        headers: Object.fromEntries(request.headers.entries()),
        body: (await request.clone().json()) as unknown,
      });
      // No answer: MSW goes on to the fixture handlers.
    }),
);
/** The plain orders among the requests sent (order create, not campaign offers). */
const plainOrders = () => sent.filter((request) => request.path === orderCreateContract.path);

/** How many times the campaigns were asked in the current story. */
let campaignCalls = 0;
const countCampaigns = http.get(`*/services/${campaignsContract.path}`, () => {
  campaignCalls += 1;
});

const [anna, , karin] = bankidDemoCustomers as [BankidUser, BankidUser, BankidUser];
const bankid = (user: BankidUser = anna) =>
  bankidHandlers({ scenario: 'verified', pollsPerStep: 1, user });
const slow = { timeout: 8000 };

const meta = {
  title: 'Broadband/Checkout/CheckoutPage',
  component: CheckoutPage,
  args: {
    onOrdered: fn(),
    checkAddressHref: '/bredband',
    onOpenChat: fn(),
    termsHref: '/kundvillkor',
    bankidDevice: 'computer',
    bankidPollIntervalMs: 200,
  },
  decorators: [
    (Story, context) => {
      sent.length = 0;
      campaignCalls = 0;
      return (
        <StoryProviders
          seed={(store) =>
            context.name === 'Empty'
              ? seedCheckout(store, 'NO-SUCH-PRODUCT')
              : seedCheckout(
                  store,
                  context.name === 'Telemarketing' ? 'BB-100-100' : 'BB-250-250',
                  typedContactDetails,
                )
          }
        >
          <Story />
        </StoryProviders>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...spy, ...bankid(), ...broadbandHandlers] },
  },
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function verifyWithBankid(canvas: Canvas, user: BankidUser = anna) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Verifiera med BankID' }));
  await waitFor(
    () => expect(canvas.getByText(`Du är verifierad som ${user.name}.`)).toBeVisible(),
    slow,
  );
}

/** The order summary's value for a term ('Adress', 'Mobilkundsrabatt'), or null without it. */
function summaryValue(canvas: Canvas, term: string): HTMLElement | null {
  const summary = within(canvas.getByRole('complementary', { name: 'Om din beställning' }));
  return (summary.queryByText(term)?.nextElementSibling ?? null) as HTMLElement | null;
}

/** The order page: summary, form, BankID, voucher, consent, support and what happens next. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Bredband 250/250 Mbit/s')).toBeVisible();
    await expect(canvas.getByText('Storgatan 1, Lund')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Behöver du hjälp?' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Vad händer efter att jag beställt?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lingons allmänna villkor' })).toHaveAttribute(
      'href',
      '/kundvillkor',
    );
    await expect(canvas.getByText(/kreditupplysning på dig/)).toBeVisible();
  },
};

/** A verified order: onOrdered once, one request, even when Beställ is clicked twice quickly. */
export const Ordered: Story = {
  play: async ({ args, canvas }) => {
    await verifyWithBankid(canvas);
    await expect(canvas.getByRole('textbox', { name: /För- och efternamn/ })).toHaveValue(
      'Anna Andersson',
    );
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Beställ' }));
    await waitFor(() => expect(args.onOrdered).toHaveBeenCalled(), slow);
    await expect(args.onOrdered).toHaveBeenCalledOnce();
    await expect(args.onOrdered).toHaveBeenCalledWith(expect.stringMatching(/^BB-DEMO-\d{4}$/));
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  },
};

/**
 * A mobile customer who verifies with BankID in the checkout (not on the TV page) gets the
 * discount (SPEC §4 "customer verified (discount if already a customer)"): the campaigns are
 * asked for the signer, the summary shows it and the order carries the offer.
 */
export const MobileCustomerVerifiedInCheckout: Story = {
  decorators: [
    (Story) => (
      <StoryProviders seed={(store) => seedCheckout(store, 'BB-TV-BAS', typedContactDetails)}>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: [...spy, countCampaigns, ...bankid(), ...broadbandHandlers] } },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText('Bredband 100/100 + TV Bas')).toBeVisible();
    await expect(summaryValue(canvas, 'Mobilkundsrabatt')).toBeNull();
    await verifyWithBankid(canvas);
    await waitFor(
      () => expect(summaryValue(canvas, 'Mobilkundsrabatt')).toHaveTextContent(/^−20/),
      slow,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Beställ' }));
    await waitFor(() => expect(args.onOrdered).toHaveBeenCalledOnce(), slow);
    await expect(sent.map((request) => request.path)).toEqual([offersExecuteContract.path]);
    await expect(sent[0]?.body).toMatchObject({
      order: { productId: 'BB-TV-BAS', customer: { personalNumber: anna.personalNumber } },
      offers: [
        {
          campaignName: 'POSTPAID_UPGRADE_CAMPAIGN',
          offerName: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT',
          msisdn: '46701234567',
        },
      ],
    });
  },
};

/** The TV page's identification: Anna, a mobile customer (the BankID order below is hers). */
const TV_DISCOUNT_REF = '5f0c2a8e-7d43-4c1b-9a6e-2b8f1d3c4e5a';
const annaOnTheTvPage = http.post(
  `*/services/${bankidStatusContract.path}`,
  async ({ request }) => {
    const { orderRef } = (await request.clone().json()) as { orderRef?: string };
    if (orderRef !== TV_DISCOUNT_REF) return undefined;
    return HttpResponse.json({
      ...bankidStateFixtures.verified,
      orderRef: TV_DISCOUNT_REF,
      purpose: 'tv-discount',
      user: anna,
    });
  },
);

/**
 * Anna identified on the TV page (a mobile customer: −20 kr/mån), but Karin signs the order: the
 * discount follows the signer, so it goes, and the order is placed at the normal price instead
 * of being refused over and over for Anna's number.
 */
export const SignedBySomeoneElse: Story = {
  decorators: [
    (Story) => (
      <StoryProviders
        seed={(store) => {
          seedCheckout(store, 'BB-TV-BAS', typedContactDetails);
          store.set(tvDiscountVerificationAtom, {
            orderRef: TV_DISCOUNT_REF,
            personalNumber: anna.personalNumber,
          });
          store.set(mobileCustomerOfferAtom, { monthlyDiscount: 20 });
          store.set(postpaidCampaignMobileAtom, '46701234567');
        }}
      >
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: {
    msw: { handlers: [...spy, annaOnTheTvPage, ...bankid(karin), ...broadbandHandlers] },
  },
  play: async ({ args, canvas }) => {
    await waitFor(
      () => expect(summaryValue(canvas, 'Mobilkundsrabatt')).toHaveTextContent(/^−20/),
      slow,
    );
    await verifyWithBankid(canvas, karin);
    await waitFor(() => expect(summaryValue(canvas, 'Mobilkundsrabatt')).toBeNull(), slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Beställ' }));
    await waitFor(() => expect(args.onOrdered).toHaveBeenCalledOnce(), slow);
    await expect(canvas.queryByText(ORDER_ERROR_TEXT)).toBeNull();
    await expect(sent.map((request) => request.path)).toEqual([orderCreateContract.path]);
    await expect(sent[0]?.body).toMatchObject({
      productId: 'BB-TV-BAS',
      customer: { personalNumber: karin.personalNumber, name: karin.name },
    });
  },
};

/** The service answers that the discount does not apply once (say the subscription just ended). */
const discountRefusedOnce = http.post(
  `*/services/${offersExecuteContract.path}`,
  () =>
    HttpResponse.json({
      executionResults: [
        {
          success: false,
          offerName: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT',
          orderId: null,
          message: 'Mobilnumret ger inte rätt till erbjudandet',
        },
      ],
    }),
  { once: true },
);

/*
 * A fake clock (setTimeout, clearTimeout and Date), installed before rendering and moved by hand,
 * so a story checks what lasts longer than a timed banner without waiting for it. The clock also
 * follows real time (the requests, BankID's polling and Storybook's rendering wait on timers).
 */
let clock: ReturnType<typeof FakeTimers.install> | null = null;
function installClock() {
  clock = FakeTimers.install({
    // From today, not 1970: the order's personal number must not be born in the future.
    now: Date.now(),
    toFake: ['setTimeout', 'clearTimeout', 'Date'],
    shouldAdvanceTime: true,
  });
  return () => {
    clock?.uninstall();
    clock = null;
  };
}
function tick(ms: number) {
  if (!clock) throw new Error('The fake clock is not installed');
  return clock.tickAsync(ms);
}

/**
 * An offer the service would not apply: its reason stays on screen (not the retry banner of
 * SPEC §8, since the same order would only be refused again) and the campaigns are asked again.
 */
export const OfferRefused: Story = {
  decorators: [
    (Story) => (
      <StoryProviders seed={(store) => seedCheckout(store, 'BB-TV-BAS', typedContactDetails)}>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: {
    msw: {
      handlers: [...spy, countCampaigns, discountRefusedOnce, ...bankid(), ...broadbandHandlers],
    },
  },
  beforeEach: installClock,
  play: async ({ args, canvas }) => {
    await verifyWithBankid(canvas);
    await waitFor(() => expect(summaryValue(canvas, 'Mobilkundsrabatt')).not.toBeNull(), slow);
    const asked = campaignCalls;
    await userEvent.click(canvas.getByRole('button', { name: 'Beställ' }));
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Beställningen gick inte igenom');
    await expect(alert).toHaveTextContent('Mobilnumret ger inte rätt till erbjudandet.');
    await expect(canvas.queryByText(ORDER_ERROR_TEXT)).toBeNull();
    await expect(args.onOrdered).not.toHaveBeenCalled();
    await waitFor(() => expect(campaignCalls).toBeGreaterThan(asked), slow);
    // Still there after the order banner's 5 s would have gone.
    await tick(ORDER_ERROR_DURATION_MS + 500);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Mobilnumret ger inte rätt');
    await userEvent.click(canvas.getByRole('button', { name: 'Beställ' }));
    await waitFor(() => expect(args.onOrdered).toHaveBeenCalledOnce(), slow);
    await expect(canvas.queryByText('Beställningen gick inte igenom')).toBeNull();
  },
};

/*
 * Storgatan 3, Lund, entrance B, lgh 1101: chosen in the address check before the reload (in the
 * store of that page), of which only the stored selections are left.
 */
const storgatan3 = namedBroadbandAddresses.apartmentBuilding;
const lgh1101B = evaluateFixtureAddress(
  { streetName: 'Storgatan', streetNumber: '3', entrance: '', city: 'Lund' },
  () => 'PC-STORY',
).addresses.find((home) => home.entrance === 'B' && home.apartmentNumber === '1101')!;
const lgh1101BPoint = storgatan3.points.find((point) => point.pointId === lgh1101B.pointId)!;

/**
 * The checkout reloaded (or opened in a second tab): the home chosen before is known from the
 * stored selections only. The summary still names the apartment, and the order is sent for it.
 */
export const Reloaded: Story = {
  decorators: [
    (Story) => (
      <StoryProviders
        seed={(reloaded) => {
          const beforeReload = createStore();
          beforeReload.set(clearStoredSelectionsAtom);
          beforeReload.set(chooseHomeAtom, {
            home: lgh1101B,
            offering: null,
          });
          beforeReload.set(
            saveAddressAtom,
            homeAddress(
              {
                streetName: storgatan3.streetName,
                streetNumber: storgatan3.streetNumber,
                entrance: '',
                city: storgatan3.city,
                zipcode: storgatan3.zipcode,
              },
              lgh1101B,
            ),
          );
          beforeReload.set(changeSelectedProductAtom, {
            productId: 'BB-250-250',
            pointId: lgh1101B.pointId,
          });
          // The reloaded page starts from what is stored (as a fresh page load reads it).
          reloaded.sub(addressObjectAtom, () => {});
          reloaded.sub(selectedProductAtom, () => {});
        }}
      >
        <Story />
      </StoryProviders>
    ),
  ],
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText('Bredband 250/250 Mbit/s', {}, slow)).toBeVisible();
    await expect(summaryValue(canvas, 'Adress')).toHaveTextContent(
      /^Storgatan 3 B, Lund, lgh 1101$/,
    );
    // Nothing was typed before the reload: typed now.
    await userEvent.type(canvas.getByRole('textbox', { name: /E-post/ }), 'anna@example.se');
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobilnummer/ }), '070-123 45 67');
    await verifyWithBankid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Beställ' }));
    await waitFor(() => expect(args.onOrdered).toHaveBeenCalledOnce(), slow);
    await expect(plainOrders()[0]?.body).toMatchObject({
      pointId: lgh1101B.pointId,
      apartmentNumber: '1101',
      accessId: lgh1101BPoint.accessId,
      accessTypeCode: lgh1101BPoint.accessTypeCode,
      communicationOperatorId: lgh1101BPoint.communicationOperatorId,
    });
  },
};

/** The checkout as a reload leaves it: a new page (a new store) over the same session storage. */
function ReloadableCheckout(props: React.ComponentProps<typeof CheckoutPage>) {
  const [load, setLoad] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setLoad((count) => count + 1)}>
        Ladda om
      </button>
      <StoryProviders
        key={load}
        keepSession
        seed={(store) => {
          seedCheckout(store, 'BB-250-250');
          // The new page starts from what is stored (as a fresh page load reads it).
          store.sub(checkoutContactAtom, () => {});
        }}
      >
        <CheckoutPage {...props} />
      </StoryProviders>
    </>
  );
}

/**
 * The e-mail and mobile number typed survive a reload (a phone's browser may drop the tab while
 * the customer is in the BankID app); the personal number does not, it is BankID's. Once the
 * order is placed they are forgotten.
 */
export const ContactKeptOnReload: Story = {
  render: (args) => <ReloadableCheckout {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /E-post/ }, slow),
      'anna@example.se',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobilnummer/ }), '070-123 45 67');
    await userEvent.click(canvas.getByRole('button', { name: 'Ladda om' }));
    await expect(await canvas.findByRole('textbox', { name: /E-post/ }, slow)).toHaveValue(
      'anna@example.se',
    );
    await expect(canvas.getByRole('textbox', { name: /Mobilnummer/ })).toHaveValue('070-123 45 67');
    await expect(canvas.getByRole('textbox', { name: /Personnummer/ })).toHaveValue('');
    await verifyWithBankid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Beställ' }));
    await waitFor(() => expect(args.onOrdered).toHaveBeenCalledOnce(), slow);
    await expect(plainOrders()[0]?.body).toMatchObject({
      customer: { email: 'anna@example.se' },
    });
    await expect(sessionStorage.getItem(CHECKOUT_CONTACT_KEY)).toBeNull();
  },
};

/**
 * Beställ without BankID is refused before anything is sent, and focus goes to the BankID button,
 * the customer's next step (it is further up the page).
 */
export const WithoutBankid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Beställ' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(BANKID_REQUIRED_TEXT);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Verifiera med BankID' })).toHaveFocus(),
    );
    await expect(sent).toHaveLength(0);
    await expect(args.onOrdered).not.toHaveBeenCalled();
  },
};

/**
 * The order service fails: the banner shows for 5 s (SPEC §8); what happened and a way forward
 * stay by Beställ after it. A retry reuses the same key.
 */
export const OrderFailed: Story = {
  parameters: {
    msw: {
      handlers: [...spy, ...broadbandVariants.order.error, ...bankid(), ...broadbandHandlers],
    },
  },
  beforeEach: installClock,
  play: async ({ args, canvas }) => {
    await verifyWithBankid(canvas);
    const order = canvas.getByRole('button', { name: 'Beställ' });
    await userEvent.click(order);
    const banner = await canvas.findByText(ORDER_ERROR_TEXT, {}, slow);
    await expect(banner).toBeVisible();
    await expect(args.onOrdered).not.toHaveBeenCalled();
    await tick(ORDER_ERROR_DURATION_MS + 500);
    await expect(canvas.queryByText(ORDER_ERROR_TEXT)).toBeNull();
    const notice = canvas.getByText('Din beställning gick inte igenom').closest('[role="status"]');
    await expect(notice).toHaveTextContent(/Tryck på Beställ igen om en stund/);
    await expect(
      within(notice as HTMLElement).getByRole('link', { name: '0771-40 40 40' }),
    ).toHaveAttribute('href', 'tel:+46771404040');
    await userEvent.click(
      within(notice as HTMLElement).getByRole('button', { name: 'Chatta med oss' }),
    );
    await expect(args.onOpenChat).toHaveBeenCalledOnce();
    await userEvent.click(order);
    await canvas.findByText(ORDER_ERROR_TEXT, {}, slow);
    await expect(sent).toHaveLength(2);
    await expect(sent[1]?.headers['idempotency-key']).toBe(sent[0]?.headers['idempotency-key']);
  },
};

/**
 * Received but refused (success false, the credit check): SPEC §8's banner, and beside it, staying
 * after it, a polite notice that says why without inviting a retry that would be refused again.
 */
export const OrderRefused: Story = {
  parameters: {
    msw: {
      handlers: [...spy, ...broadbandVariants.order.empty, ...bankid(), ...broadbandHandlers],
    },
  },
  beforeEach: installClock,
  play: async ({ args, canvas }) => {
    await verifyWithBankid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Beställ' }));
    await expect(await canvas.findByText(ORDER_ERROR_TEXT, {}, slow)).toBeVisible();
    await expect(args.onOrdered).not.toHaveBeenCalled();
    await tick(ORDER_ERROR_DURATION_MS + 500);
    await expect(canvas.queryByText(ORDER_ERROR_TEXT)).toBeNull();
    const notice = canvas
      .getByText('Vi kan tyvärr inte ta emot din beställning')
      .closest<HTMLElement>('[role="status"]');
    await expect(notice).toHaveTextContent(/Efter kreditupplysningen kan vi inte godkänna/);
    await expect(notice).not.toHaveTextContent(/Försök igen|Beställ igen/);
    await expect(within(notice!).getByRole('button', { name: 'Chatta med oss' })).toBeVisible();
    await expect(within(notice!).getByRole('link', { name: '0771-40 40 40' })).toBeVisible();
  },
};

/** The campaigns cannot be fetched: a 3.5 s banner; ordering still works. */
export const CampaignsFailed: Story = {
  parameters: {
    msw: {
      handlers: [...spy, ...broadbandVariants.campaigns.error, ...bankid(), ...broadbandHandlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CAMPAIGN_ERROR_TEXT)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(CAMPAIGN_ERROR_TEXT)).toBeNull(), {
      timeout: 6000,
    });
  },
};

/** A voucher is executed as a campaign offer with the order. */
export const WithVoucher: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Rabattkod/ }), 'LINGON3FRI');
    await userEvent.click(canvas.getByRole('button', { name: 'Använd' }));
    await canvas.findByRole('button', { name: 'Ta bort rabattkoden' });
    await expect(canvas.getByRole('complementary')).toHaveTextContent(
      '3 månader utan månadsavgift',
    );
    await verifyWithBankid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Beställ' }));
    await waitFor(() => expect(args.onOrdered).toHaveBeenCalledOnce(), slow);
    // The voucher went to offers execute, not to the plain order.
    await expect(sent.map((request) => request.path)).toEqual([offersExecuteContract.path]);
  },
};

/** Telemarketing: the agent types the number; voucher and order use the TM endpoints. */
export const Telemarketing: Story = {
  args: { telemarketing: { key: 'demo-tm-key' } },
  play: async ({ args, canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Personnummer/ }),
      '198503121231',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Rabattkod/ }), 'TMVIP');
    await userEvent.click(canvas.getByRole('button', { name: 'Använd' }));
    await canvas.findByRole('button', { name: 'Ta bort rabattkoden' });
    await verifyWithBankid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Beställ' }));
    await waitFor(() => expect(args.onOrdered).toHaveBeenCalledOnce(), slow);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.path).toBe(telemarketingOffersExecuteContract.path);
    await expect(sent[0]?.headers['tm_customer']).toBe('198503121231');
    await expect(sent[0]?.headers['x-telemarketing-key']).toBe('demo-tm-key');
  },
};

/** The chosen home's offering is loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*/services/${productByPointContract.path}`, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Laddar din beställning…')).toBeInTheDocument();
  },
};

/** No product chosen (or it is no longer offered). */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Du har inte valt något bredband än.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kolla din adress' })).toHaveAttribute(
      'href',
      '/bredband',
    );
  },
};

/**
 * A package chosen on /bredband/cmore or /bredband/wifitogo before any address check: the choice
 * is kept and the visitor is asked to check the address first (not told nothing was chosen).
 */
export const ChosenBeforeAddressCheck: Story = {
  decorators: [
    (Story) => (
      <StoryProviders
        seed={(store) => {
          store.set(clearStoredSelectionsAtom);
          store.set(changeSelectedProductAtom, { productId: 'BB-TV-BAS' });
        }}
      >
        <Story />
      </StoryProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kolla din adress först')).toBeVisible();
    await expect(canvas.getByText(/Vi har sparat ditt val/)).toBeVisible();
    await expect(canvas.queryByText('Du har inte valt något bredband än.')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Kolla din adress' })).toHaveAttribute(
      'href',
      '/bredband',
    );
  },
};

/** The chosen home's offering cannot be fetched: say so and let the visitor retry (which works). */
export const ProductLookupFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*/services/${productByPointContract.path}`, () => HttpResponse.error(), {
          once: true,
        }),
        ...broadbandHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PRODUCT_LOOKUP_FAILED);
    await expect(canvas.queryByText('Du har inte valt något bredband än.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Försök igen' }));
    await expect(await canvas.findByText('Bredband 250/250 Mbit/s', {}, slow)).toBeVisible();
  },
};

/*
 * The chosen product and address are stored per browser (localStorage), so every page in
 * AllStates keeps the same choice (250/250 at the villa); the home differs instead. The offering
 * at `pendingPoint` never arrives; `shortTermPoint` offers only short-term broadband, so the choice
 * is no longer offered there.
 */
const pendingPoint = namedBroadbandAddresses.apartmentBuilding.points[0]!;
const shortTermPoint = namedBroadbandAddresses.shortTermOnly.points[0]!;
const pendingOffering = http.get(
  `*/services/${productByPointContract.path}`,
  async ({ params }) => {
    if (params['pointId'] !== pendingPoint.pointId) return undefined;
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  },
);

/** Both themes side by side, each as wide as a desktop window (the page's lg layout). */
const twoDesktops = {
  name: 'twoDesktops',
  viewport: { name: 'Två datorer (2 × 1200)', styles: { width: '2400px', height: '900px' } },
};

type CheckoutState = 'success' | 'error' | 'loading' | 'empty';

/**
 * Every state in both themes at desktop width, the visual baseline: the page with the chosen
 * product and the typed contact details; the refusal when Beställ is pressed with nothing typed
 * and no BankID; the offering still loading; the choice not offered at the home.
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side', viewport: { value: twoDesktops.name, isRotated: false } },
  parameters: {
    // The baseline repeats the page per state and theme; every other story checks landmark names.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    viewport: { options: { [twoDesktops.name]: twoDesktops.viewport } },
    msw: { handlers: [...spy, pendingOffering, ...bankid(), ...broadbandHandlers] },
  },
  render: (args) => (
    <div className="flex flex-col gap-12">
      <div data-story-state="success">
        <StoryProviders seed={(store) => seedCheckout(store, 'BB-250-250', typedContactDetails)}>
          <CheckoutPage {...args} />
        </StoryProviders>
      </div>
      <div data-story-state="error">
        <StoryProviders seed={(store) => seedCheckout(store, 'BB-250-250')}>
          <CheckoutPage {...args} />
        </StoryProviders>
      </div>
      <div data-story-state="loading">
        <StoryProviders
          seed={(store) => {
            seedCheckout(store, 'BB-250-250');
            store.set(pointIdAtom, pendingPoint.pointId);
          }}
        >
          <CheckoutPage {...args} />
        </StoryProviders>
      </div>
      <div data-story-state="empty">
        <StoryProviders
          seed={(store) => {
            seedCheckout(store, 'BB-250-250');
            store.set(pointIdAtom, shortTermPoint.pointId);
          }}
        >
          <CheckoutPage {...args} />
        </StoryProviders>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = (state: CheckoutState) =>
      Array.from(canvasElement.querySelectorAll<HTMLElement>(`[data-story-state="${state}"]`));
    for (const success of states('success')) {
      await expect(
        await within(success).findByText('Bredband 250/250 Mbit/s', {}, slow),
      ).toBeVisible();
    }
    for (const error of states('error')) {
      const page = within(error);
      await userEvent.click(await page.findByRole('button', { name: 'Beställ' }, slow));
      await expect(await page.findByRole('alert')).toHaveTextContent(BANKID_REQUIRED_TEXT);
      await expect(page.getByText('Ange en giltig e-postadress')).toBeVisible();
    }
    for (const loading of states('loading')) {
      await expect(within(loading).getByRole('status')).toHaveTextContent(
        'Laddar din beställning…',
      );
    }
    for (const empty of states('empty')) {
      await expect(
        await within(empty).findByText('Du har inte valt något bredband än.', {}, slow),
      ).toBeVisible();
    }
    // Leave no focus ring behind (the refusal focuses the BankID button).
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(sent).toHaveLength(0);
  },
};
