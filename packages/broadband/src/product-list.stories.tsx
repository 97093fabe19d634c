import {
  evaluateFixtureAddress,
  findFixturePoint,
  fixtureOfferingForPoint,
} from '@lingon/contracts/fixtures/broadband';
import { broadbandHandlers } from '@lingon/contracts/msw/broadband';
import { contentHandlers } from '@lingon/contracts/msw/content';
import type { Product } from '@lingon/contracts/broadband/product';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { createStore } from 'jotai';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { homeAddress } from './lib/address-flow';
import {
  changeSelectedProductAtom,
  chooseHomeAtom,
  pointIdAtom,
  saveAddressAtom,
} from './lib/order-state';
import {
  ProductList,
  ProductListView,
  useProductPageIntro,
  type ProductListProps,
} from './product-list';
import { withFreshState } from './testing/story-state';
import { productByPointVariants } from './testing/msw-variants';

function offeringAt(pointId: string) {
  const found = findFixturePoint(pointId);
  if (!found) throw new globalThis.Error(`No fixture point ${pointId}`);
  return fixtureOfferingForPoint(found.point);
}

const meta = {
  title: 'Broadband/ProductList',
  component: ProductList,
  args: { onProductChosen: fn(), onPageView: fn(), checkAddressHref: '/bredband' },
  decorators: [withFreshState((store) => store.set(pointIdAtom, '100000001'))],
  parameters: { msw: { handlers: [...broadbandHandlers, ...contentHandlers] } },
} satisfies Meta<typeof ProductList>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

/** The price line of a card ('från 295 kr/mån'): prefix, number and unit are separate nodes. */
function priceOf(card: ReturnType<typeof within>) {
  const [price] = card.getAllByText(
    (_: string, element: Element | null) => element?.getAttribute('data-slot') === 'price',
  );
  return price;
}

/** Every speed, the TV bundles and short-term at a house in Lund; choose 250/250. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(args.onPageView).toHaveBeenCalledOnce();
    await expect(args.onPageView).toHaveBeenCalledWith('valj-produkt');
    await canvas.findByRole('heading', { name: 'Bredband', level: 2 }, slow);
    await expect(canvas.getByRole('heading', { name: 'Bredband + TV', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Korttidsbredband', level: 2 })).toBeVisible();

    const tier = within(canvas.getByRole('article', { name: 'Bredband 250' }));
    await expect(priceOf(tier)).toHaveTextContent(/^från\s*350\s*kr\/mån$/);
    await expect(tier.getByText('250/250 Mbit/s')).toBeVisible();
    // Speeds keep a no-break space before the unit.
    const pair = tier.getByRole('radio', { name: /^250\/250\sMbit\/s$/ });
    await expect(pair).toBeChecked();
    await userEvent.click(tier.getByRole('radio', { name: /^250\/100\sMbit\/s$/ }));
    await userEvent.click(pair);
    await userEvent.click(tier.getByRole('button', { name: 'Välj Bredband 250' }));
    await expect(args.onProductChosen).toHaveBeenCalledOnce();
    await expect(args.onProductChosen).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'BB-250-250', downloadMbps: 250, uploadMbps: 250 }),
    );
    await expect(tier.getByRole('button', { name: 'Välj Bredband 250' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The FAQ blocks of what is on offer follow the products.
    await canvas.findByRole('heading', { name: 'Vanliga frågor om bredband' }, slow);
  },
};

/** The from-price of 100 Mbit/s is 295 kr/mån; the single-pair 1000 shows its own price. */
export const FromPrices: Story = {
  play: async ({ canvas }) => {
    const tier100 = within(await canvas.findByRole('article', { name: 'Bredband 100' }, slow));
    await expect(priceOf(tier100)).toHaveTextContent(/^från\s*295\s*kr\/mån$/);
    const tier1000 = within(canvas.getByRole('article', { name: 'Bredband 1000' }));
    await expect(priceOf(tier1000)).toHaveTextContent(/^490\s*kr\/mån$/);
    await expect(tier1000.getByText('1000/1000 Mbit/s')).toBeVisible();
    await expect(tier1000.getByText('Populärast')).toBeVisible();
    await expect(tier1000.queryByText(/från/)).toBeNull();
  },
};

/**
 * Cards that hand over to the site (the embedded check on a partner's page): 'Beställ' links to
 * the product page in a new tab, for the pair chosen on the card.
 */
export const HandOffLinks: Story = {
  render: (args) => (
    <ProductListView
      offering={offeringAt('100000001')}
      selectedProductId={null}
      onChoose={args.onProductChosen}
      selectLabel="Beställ"
      productHref={(product) =>
        `https://www.lingon.example/bredband/valj-produkt?productId=${product.id}`
      }
    />
  ),
  play: async ({ canvas }) => {
    const tier = within(await canvas.findByRole('article', { name: 'Bredband 250' }, slow));
    const link = tier.getByRole('link', { name: /^Beställ Bredband 250/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', expect.stringMatching(/productId=BB-250-250$/));
    await userEvent.click(tier.getByRole('radio', { name: /^250\/100\sMbit\/s$/ }));
    await expect(tier.getByRole('link', { name: /^Beställ Bredband 250/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/productId=BB-250-100$/),
    );
    await expect(canvas.queryByRole('button', { name: /^Välj/ })).toBeNull();
  },
};

/**
 * In a partner's 200 px column the long Swedish words of the headings (Korttidsbredband) break
 * inside their box instead of running past it.
 */
export const InANarrowColumn: Story = {
  render: (args) => (
    <div style={{ width: 200 }}>
      <ProductListView
        offering={offeringAt('100000001')}
        selectedProductId={null}
        onChoose={args.onProductChosen}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Korttidsbredband', level: 2 }, slow);
    for (const heading of canvas.getAllByRole('heading')) {
      await expect(heading.scrollWidth, heading.textContent ?? '').toBeLessThanOrEqual(
        heading.clientWidth,
      );
    }
  },
};

export const ShortTermOnly: Story = {
  decorators: [withFreshState((store) => store.set(pointIdAtom, '100000401'))],
  play: async ({ args, canvas }) => {
    await canvas.findByRole('heading', { name: 'Korttidsbredband', level: 2 }, slow);
    await expect(canvas.queryByRole('heading', { name: 'Bredband', level: 2 })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Välj Korttidsbredband 7 dagar' }));
    await expect(args.onProductChosen).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'BB-ST-7D' }),
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [...productByPointVariants.loading, ...broadbandHandlers, ...contentHandlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Hämtar produkter…')).toBeInTheDocument();
  },
};

/** The point offers nothing (no coverage). */
export const Empty: Story = {
  decorators: [withFreshState((store) => store.set(pointIdAtom, '100000501'))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Inga produkter att visa', {}, slow)).toBeVisible();
  },
};

/**
 * A TV package chosen on /bredband/cmore before the address check (stored without a home): after
 * the check the choice is kept and shown first, with the way on to the checkout.
 */
export const ChosenBeforeAddressCheck: Story = {
  decorators: [
    withFreshState((store) => {
      store.set(changeSelectedProductAtom, { productId: 'BB-TV-BAS' });
      store.set(pointIdAtom, '100000001');
    }),
  ],
  play: async ({ args, canvas }) => {
    const notice = await canvas.findByText('Du har valt Bredband 100/100 + TV Bas', {}, slow);
    await expect(notice).toBeVisible();
    // Before every product, not far down the list with the card.
    const firstHeading = canvas.getByRole('heading', { name: 'Bredband', level: 2 });
    await expect(
      notice.compareDocumentPosition(firstHeading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(
      canvas.getByRole('button', { name: /^Välj Bredband 100\/100 \+ TV Bas/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Fortsätt till kassan' }));
    await expect(args.onProductChosen).toHaveBeenCalledOnce();
    await expect(args.onProductChosen).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'BB-TV-BAS' }),
    );
  },
};

/** The choice made before the address check is not offered at the home: say so. */
export const ChosenNotOffered: Story = {
  decorators: [
    withFreshState((store) => {
      store.set(changeSelectedProductAtom, { productId: 'BB-TV-BAS' });
      store.set(pointIdAtom, '100000401');
    }),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Det du valde finns inte på din adress', {}, slow),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Fortsätt till kassan' })).toBeNull();
  },
};

/**
 * The address check as the address search ends it: the home of `address` with `apartmentNumber`
 * (and `entrance`) is chosen and stored with the address.
 */
function checkedHome(
  address: { streetName: string; streetNumber: string; city: string; zipcode: string },
  home: { entrance?: string; apartmentNumber?: string } = {},
) {
  return (store: ReturnType<typeof createStore>) => {
    const hit = { ...address, entrance: '' };
    const evaluation = evaluateFixtureAddress(hit, () => 'PC-STORY');
    const chosen = evaluation.addresses.find(
      (candidate) =>
        candidate.entrance === (home.entrance ?? candidate.entrance) &&
        candidate.apartmentNumber === (home.apartmentNumber ?? candidate.apartmentNumber),
    );
    if (!chosen) throw new globalThis.Error('No such home in the fixtures');
    store.set(chooseHomeAtom, { home: chosen, offering: evaluation.product });
    store.set(saveAddressAtom, homeAddress(hit, chosen));
  };
}

/** The site's product page: its intro (from useProductPageIntro) above the list. */
function ProductPage(props: ProductListProps) {
  const intro = useProductPageIntro();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">{intro.title}</h1>
        <p className="text-lg text-muted">{intro.lead}</p>
      </div>
      <ProductList {...props} />
    </div>
  );
}

/** An apartment: the page says which home the prices are for, apartment included. */
export const ForTheChosenApartment: Story = {
  decorators: [
    withFreshState(
      checkedHome(
        { streetName: 'Storgatan', streetNumber: '3', city: 'Lund', zipcode: '22221' },
        { entrance: 'B', apartmentNumber: '1101' },
      ),
    ),
  ],
  render: (args) => <ProductPage {...args} />,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Bredband', level: 2 }, slow);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Välj hastighet');
    await expect(canvas.getByText(/^Priserna gäller för/)).toHaveTextContent(
      'Priserna gäller för Storgatan 3 B, Lund, lgh 1101.',
    );
  },
};

/**
 * Only short-term broadband at the address (Hamngatan 5, Malmö): the page asks for a period, not
 * a speed, and names the address.
 */
export const ShortTermOnlyPage: Story = {
  decorators: [
    withFreshState(
      checkedHome({ streetName: 'Hamngatan', streetNumber: '5', city: 'Malmö', zipcode: '21122' }),
    ),
  ],
  render: (args) => <ProductPage {...args} />,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Korttidsbredband', level: 2 }, slow);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Välj period');
    await expect(canvas.queryByText(/hastighet/i)).toBeNull();
    await expect(canvas.getByText(/^Priserna gäller för/)).toHaveTextContent(
      'Priserna gäller för Hamngatan 5, Malmö.',
    );
  },
};

/** No address checked yet (e.g. the page was opened directly). */
export const NoAddress: Story = {
  decorators: [withFreshState()],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kolla din adress' })).toHaveAttribute(
      'href',
      '/bredband',
    );
    await expect(args.onPageView).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  parameters: {
    msw: { handlers: [...productByPointVariants.error, ...broadbandHandlers, ...contentHandlers] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Vi kunde inte hämta produkterna');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeEnabled());
  },
};

/** A small offering for the visual reference: a speed with two pairs and one with a ribbon. */
function compactOffering() {
  const offering = offeringAt('100000001');
  const keep = (ids: string[]) => (list: Product[] | null) =>
    list?.filter((product) => ids.includes(product.id)) ?? null;
  return {
    ...offering,
    products: {
      subscriptions: keep(['BB-250-100', 'BB-250-250', 'BB-1000-1000'])(
        offering.products.subscriptions,
      ),
      shortTermSubscriptions: null,
    },
  };
}

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-8">
      <ProductListView
        offering={compactOffering()}
        selectedProductId="BB-250-250"
        onChoose={args.onProductChosen}
      />
      <ProductListView
        offering={{
          ...offeringAt('100000101'),
          products: { subscriptions: null, shortTermSubscriptions: null },
        }}
        selectedProductId={null}
        onChoose={args.onProductChosen}
      />
    </div>
  ),
};
