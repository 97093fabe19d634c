import type { Hardware } from '@lingon/contracts/broadband/order-create';
import { broadbandProducts } from '@lingon/contracts/fixtures/broadband-products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SHORT_TERM_DELIVERY_TEXT } from './checkout/checkout-info';
import { PLACED_ORDER_KEY, placedOrderAtom } from './checkout/checkout-state';
import { StoryProviders } from './checkout/story-providers';
import { ThankYou } from './thank-you';

/** The order as the checkout hands it over: the fixture product as its card shows it. */
function placedOrder(productId: string, mediaPlayers: Hardware[] = []) {
  const product = broadbandProducts.find((candidate) => candidate.id === productId);
  const card = product?.card;
  if (!card) throw new Error(`No fixture product ${productId} with a content card`);
  return {
    orderId: 'BB-1A2B3C4D5E6F',
    product: {
      id: productId,
      name: card.title,
      price: card.dealPrice ?? card.price,
      shortTerm: product.shortTerm,
    },
    mediaPlayers,
  };
}

const placed = placedOrder('BB-250-250');

/** Both themes side by side, each as wide as a desktop window. */
const twoDesktops = {
  name: 'twoDesktops',
  viewport: { name: 'Två datorer (2 × 1200)', styles: { width: '2400px', height: '900px' } },
};

const meta = {
  title: 'Broadband/ThankYou',
  component: ThankYou,
  args: {
    onPurchase: fn(),
    onChooseOffer: fn(),
    checkAddressHref: '/bredband',
    now: new Date('2026-11-22T12:00:00Z'),
  },
  decorators: [
    (Story, context) => (
      <StoryProviders
        seed={(store) => {
          if (context.name === 'Empty') return;
          if (context.name === 'After Reload') {
            // What the session kept of an order placed and reported before the reload.
            sessionStorage.setItem(
              PLACED_ORDER_KEY,
              JSON.stringify({ ...placed, purchaseReported: true }),
            );
            return;
          }
          store.set(placedOrderAtom, { ...placed, purchaseReported: false });
        }}
      >
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof ThankYou>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After an order: next steps, routers, media players; the purchase event is reported once. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tack för din beställning!',
    );
    await expect(canvas.getByText(/inom 2–5 dagar/)).toBeVisible();
    await expect(canvas.queryByText(SHORT_TERM_DELIVERY_TEXT)).toBeNull();
    await expect(args.onPurchase).toHaveBeenCalledOnce();
    await expect(args.onPurchase).toHaveBeenCalledWith(
      expect.objectContaining({
        event: 'purchase',
        ecommerce: expect.objectContaining({
          purchase: expect.objectContaining({
            actionField: { id: placed.orderId, revenue: '350.00', tax: '70.00', shipping: '0.00' },
          }),
        }),
      }),
    );
    const routers = within(canvas.getByRole('region', { name: 'Behöver du en router?' }));
    const cards = routers.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent('590 kr');
    await expect(cards[0]).toHaveTextContent('Du sparar 200 kr');
    await expect(cards[2]).toHaveTextContent('2 990 kr');
    await expect(cards[2]).toHaveTextContent('Du sparar 500 kr');
    const plus = routers.getByRole('link', { name: /Köp hos Nätbutiken Wifi-router Plus/ });
    await expect(plus).toHaveAttribute(
      'href',
      'https://www.natbutiken.se/produkt/router-plus?partner=lingon',
    );
    await expect(plus).toHaveAttribute('target', '_blank');
    // The workbench stays put; the click still reaches the analytics callback.
    plus.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(plus);
    await expect(args.onChooseOffer).toHaveBeenCalledWith('ROUTER-PLUS');
  },
};

/** Media players at 50 % off until 23 November: the discounted and the ordinary price. */
export const MediaPlayerOffer: Story = {
  play: async ({ canvas }) => {
    const media = within(canvas.getByRole('region', { name: 'Se TV på storbildsskärmen' }));
    const appleTv = media.getByRole('article', { name: 'Apple TV' });
    await expect(appleTv).toHaveTextContent('Ordinarie pris 799 kr');
    await expect(appleTv).toHaveTextContent('Kampanjpris 399,50 kr');
    await expect(media.getByRole('article', { name: 'Chromecast' })).toHaveTextContent(
      'Kampanjpris 99,50 kr',
    );
    await expect(media.getByText(/till och med 23 november/)).toBeVisible();
  },
};

/**
 * Short-term broadband: delivered within 1–3 working days, in the checkout's own words, and the
 * router that comes is plugged in; no activation within 2–5 days.
 */
export const ShortTerm: Story = {
  args: { order: placedOrder('BB-ST-7D') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Du har beställt Korttidsbredband 7 dagar/)).toBeVisible();
    await expect(
      canvas.getByText('Ditt korttidsbredband levereras inom 1–3 arbetsdagar.'),
    ).toBeVisible();
    await expect(canvas.getByText(/Perioden börjar när bredbandet är aktiverat/)).toBeVisible();
    await expect(canvas.queryByText(/aktiveras inom/)).toBeNull();
  },
};

/** A media player ordered with the bundle is not offered again; the other one still is. */
export const MediaPlayerOrdered: Story = {
  args: { order: placedOrder('BB-TV-BAS', ['APPLETV']) },
  play: async ({ canvas }) => {
    const media = within(canvas.getByRole('region', { name: 'Se TV på storbildsskärmen' }));
    await expect(media.queryByRole('article', { name: 'Apple TV' })).toBeNull();
    await expect(media.getByRole('article', { name: 'Chromecast' })).toBeVisible();
  },
};

/** Both media players ordered: nothing left to offer, so no media-player section. */
export const BothMediaPlayersOrdered: Story = {
  args: { order: placedOrder('BB-TV-BAS', ['APPLETV', 'CHROMECAST']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Du har beställt Bredband 100\/100 \+ TV Bas/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Se TV på storbildsskärmen' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Behöver du en router?' })).toBeVisible();
  },
};

/** After 23 November the media players are shown at their ordinary price. */
export const OfferEnded: Story = {
  args: { now: new Date('2026-11-24T09:00:00Z') },
  play: async ({ canvas }) => {
    const media = within(canvas.getByRole('region', { name: 'Se TV på storbildsskärmen' }));
    await expect(media.getByRole('article', { name: 'Apple TV' })).not.toHaveTextContent(
      'Kampanjpris',
    );
    await expect(media.queryByText(/till och med 23 november/)).toBeNull();
  },
};

/**
 * /bredband/tack opened with no order in the session: no thanks, no order number, no offers,
 * no purchase event; the way to the address check, as the checkout and product page offer.
 */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ingen beställning att visa',
    );
    await expect(canvas.getByText('Du har inte beställt något bredband än.')).toBeVisible();
    await expect(canvas.queryByText(/Tack för din beställning/)).toBeNull();
    await expect(canvas.queryByText(/Ditt ordernummer/)).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Behöver du en router?' })).toBeNull();
    await expect(args.onPurchase).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Kolla din adress' })).toHaveAttribute(
      'href',
      '/bredband',
    );
  },
};

/** A reload after the order: the session keeps it, so the thanks stay and nothing is reported twice. */
export const AfterReload: Story = {
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByTestId('order-id')).toHaveTextContent(placed.orderId);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tack för din beställning!',
    );
    await expect(args.onPurchase).not.toHaveBeenCalled();
  },
};

/** A narrow column: the order number is one token, never broken at its hyphen ("BB- / 1A2B…"). */
export const OrderNumberOnOneLine: Story = {
  decorators: [
    (Story) => (
      <div className="w-32">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const orderId = canvas.getByTestId('order-id');
    await expect(orderId).toHaveTextContent(placed.orderId);
    await expect(orderId.getClientRects()).toHaveLength(1);
  },
};

/**
 * Every state in both themes, the visual baseline: after an order during the media-player offer,
 * after an order once the offer ended, and the page opened with no order in the session. The
 * orders come as props: every store reads the one session storage, so a stored order would show
 * in the empty page too. The page fetches nothing, so it has no loading or error state.
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side', viewport: { value: twoDesktops.name, isRotated: false } },
  parameters: {
    viewport: { options: { [twoDesktops.name]: twoDesktops.viewport } },
    // The baseline repeats the page per state and theme; every other story checks landmark names.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <div className="flex flex-col gap-16">
      <StoryProviders>
        <ThankYou {...args} order={placed} />
      </StoryProviders>
      <StoryProviders>
        <ThankYou {...args} order={placed} now={new Date('2026-11-24T09:00:00Z')} />
      </StoryProviders>
      <StoryProviders>
        <ThankYou {...args} />
      </StoryProviders>
    </div>
  ),
};
