import { namedBroadbandAddresses } from '@lingon/contracts/fixtures/broadband-addresses';
import { broadbandProducts } from '@lingon/contracts/fixtures/broadband-products';
import { broadbandVouchers } from '@lingon/contracts/fixtures/broadband-campaigns';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderSummary, type OrderSummaryProps } from './order-summary';
import { StoryProviders } from './story-providers';
import { voucherOfferDescription } from './voucher';

function fixtureProduct(id: string): OrderSummaryProps['product'] {
  const product = broadbandProducts.find((candidate) => candidate.id === id);
  if (!product?.card) throw new Error(`No fixture product ${id} with a content card`);
  return { ...product, card: product.card };
}

const villa = namedBroadbandAddresses.villaFullOffer;
const address = {
  streetName: villa.streetName,
  streetNumber: villa.streetNumber,
  entrance: villa.entrance,
  city: villa.city,
  zipcode: villa.zipcode,
};

const meta = {
  title: 'Broadband/Checkout/OrderSummary',
  component: OrderSummary,
  args: { product: fixtureProduct('BB-250-250'), address },
  decorators: [
    (Story) => (
      <StoryProviders>
        <div className="max-w-md">
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A long-term connection at the villa: price, address and the terms that apply. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Din beställning' })).toBeVisible();
    await expect(canvas.getByText('Bredband 250/250 Mbit/s')).toBeVisible();
    await expect(canvas.getByText(/Storgatan 1/)).toBeVisible();
    await expect(canvas.getByText('Bindningstid').nextElementSibling).toHaveTextContent('Ingen');
    await expect(canvas.getByText('Uppsägningstid').nextElementSibling).toHaveTextContent(
      '1 månad',
    );
    await expect(canvas.queryByText('Rabattkod')).toBeNull();
    await expect(canvas.queryByText('Mobilkundsrabatt')).toBeNull();
    await expect(canvas.queryByText('Att betala per månad')).toBeNull();
  },
};

const tvStart = broadbandVouchers.find((voucher) => voucher.code === 'TVSTART');
if (!tvStart) throw new Error('No fixture voucher TVSTART');

/** The TV bundle on its campaign price, with an accepted voucher and the mobile-customer discount. */
export const BundleWithDiscounts: Story = {
  args: {
    product: fixtureProduct('BB-TV-BAS'),
    apartmentNumber: '1102',
    voucherDescription: voucherOfferDescription(tvStart.offer),
    monthlyDiscount: 20,
    mediaPlayers: [{ id: 'APPLETV', name: 'Apple TV', price: 399.5 }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bredband 100/100 + TV Bas')).toBeVisible();
    await expect(canvas.getByText('Kampanjpris de första 12 månaderna')).toBeVisible();
    await expect(canvas.getByText(/, lgh 1102$/)).toBeVisible();
    await expect(canvas.getByText('Rabattkod').nextElementSibling).toHaveTextContent(
      '2 månader utan månadsavgift',
    );
    await expect(canvas.getByText('Mobilkundsrabatt').nextElementSibling).toHaveTextContent(/^−20/);
    // The campaign price less the discount: what the customer pays each month.
    await expect(canvas.getByText('Att betala per månad').nextElementSibling).toHaveTextContent(
      /^349\s*kr\/mån$/,
    );
    await expect(canvas.getByText('Apple TV').nextElementSibling).toHaveTextContent(
      /399,50? kr \(en gång\)/,
    );
  },
};

/** A bundle without a campaign price: its ordinary price less the mobile-customer discount. */
export const MonthlyTotalWithDiscount: Story = {
  args: { product: fixtureProduct('BB-TV-MYCKET-SPORT'), monthlyDiscount: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Att betala per månad').nextElementSibling).toHaveTextContent(
      /^469\s*kr\/mån$/,
    );
  },
};

/** Both summaries in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <OrderSummary {...args} />
      <OrderSummary {...args} {...BundleWithDiscounts.args} />
    </div>
  ),
};
