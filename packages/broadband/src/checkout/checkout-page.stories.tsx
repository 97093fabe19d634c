import { orderCreateContract } from '@lingon/contracts/broadband/order-create';
import { namedBroadbandAddresses } from '@lingon/contracts/fixtures/broadband-addresses';
import { productByPointContract } from '@lingon/contracts/broadband/product-by-point';
import { telemarketingOffersExecuteContract } from '@lingon/contracts/campaigns/telemarketing-offers-execute';
import { bankidHandlers } from '@lingon/contracts/msw/bankid';
import { broadbandHandlers, broadbandVariants } from '@lingon/contracts/msw/broadband';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  changeSelectedProductAtom,
  clearStoredSelectionsAtom,
  pointIdAtom,
} from '../lib/order-state';
import { CheckoutPage } from './checkout-page';
import { seedCheckout, typedContactDetails } from './story-seeds';
import { StoryProviders } from './story-providers';
import { CAMPAIGN_ERROR_TEXT } from './use-checkout-campaigns';
import { PRODUCT_LOOKUP_FAILED } from './use-checkout-product';
import { BANKID_REQUIRED_TEXT, ORDER_ERROR_TEXT } from './use-place-order';

/** Requests that reached the order endpoints in the current story (a pass-through spy). */
const sent: Array<{ path: string; headers: Record<string, string> }> = [];
const spy = [orderCreateContract, telemarketingOffersExecuteContract].map((contract) =>
  http.post(`*/services/${contract.path}`, ({ request }) => {
    sent.push({
      path: contract.path,
      headers: Object.fromEntries(request.headers.entries()),
    });
    // No answer: MSW goes on to the fixture handlers.
  }),
);

const bankid = () => bankidHandlers({ scenario: 'verified', pollsPerStep: 1 });
const slow = { timeout: 8000 };

const meta = {
  title: 'Broadband/Checkout/CheckoutPage',
  component: CheckoutPage,
  args: {
    onOrdered: fn(),
    onChooseProduct: fn(),
    onOpenChat: fn(),
    termsHref: '/kundvillkor',
    bankidDevice: 'computer',
    bankidPollIntervalMs: 200,
  },
  decorators: [
    (Story, context) => {
      sent.length = 0;
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

async function verifyWithBankid(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Verifiera med BankID' }));
  await waitFor(
    () => expect(canvas.getByText('Du är verifierad som Anna Andersson.')).toBeVisible(),
    slow,
  );
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

/** Beställ without BankID is refused before anything is sent. */
export const WithoutBankid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Beställ' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(BANKID_REQUIRED_TEXT);
    await expect(sent).toHaveLength(0);
    await expect(args.onOrdered).not.toHaveBeenCalled();
  },
};

/** The order service fails: the banner shows for 5 s; a retry reuses the same key. */
export const OrderFailed: Story = {
  parameters: {
    msw: {
      handlers: [...spy, ...broadbandVariants.order.error, ...bankid(), ...broadbandHandlers],
    },
  },
  play: async ({ args, canvas }) => {
    await verifyWithBankid(canvas);
    const order = canvas.getByRole('button', { name: 'Beställ' });
    await userEvent.click(order);
    const banner = await canvas.findByText(ORDER_ERROR_TEXT, {}, slow);
    await expect(banner).toBeVisible();
    await expect(args.onOrdered).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByText(ORDER_ERROR_TEXT)).toBeNull(), {
      timeout: 7000,
    });
    await userEvent.click(order);
    await canvas.findByText(ORDER_ERROR_TEXT, {}, slow);
    await expect(sent).toHaveLength(2);
    await expect(sent[1]?.headers['idempotency-key']).toBe(sent[0]?.headers['idempotency-key']);
  },
};

/** Received but refused (success false, the credit check): the same banner. */
export const OrderRefused: Story = {
  parameters: {
    msw: {
      handlers: [...spy, ...broadbandVariants.order.empty, ...bankid(), ...broadbandHandlers],
    },
  },
  play: async ({ args, canvas }) => {
    await verifyWithBankid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Beställ' }));
    await expect(await canvas.findByText(ORDER_ERROR_TEXT, {}, slow)).toBeVisible();
    await expect(args.onOrdered).not.toHaveBeenCalled();
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
    await expect(sent).toHaveLength(0);
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
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText('Du har inte valt något bredband än.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Kolla din adress' }));
    await expect(args.onChooseProduct).toHaveBeenCalledOnce();
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
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText('Kolla din adress först')).toBeVisible();
    await expect(canvas.getByText(/Vi har sparat ditt val/)).toBeVisible();
    await expect(canvas.queryByText('Du har inte valt något bredband än.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Kolla din adress' }));
    await expect(args.onChooseProduct).toHaveBeenCalledOnce();
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
      await expect(page.getByText('Ange ditt namn')).toBeVisible();
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
    // Leave no focus ring behind (the refusal focuses the first invalid field).
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(sent).toHaveLength(0);
  },
};
