import { mypagesDemoCustomers, MYPAGES_FIXTURE_NOW } from '@lingon/contracts/fixtures/mypages';
import { mypagesHandlers } from '@lingon/contracts/msw/mypages';
import type { PendingSimOrder } from '@lingon/contracts/mypages/subscription-settings';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SimOrderRows } from './sim-orders';
import { withFreshState } from './testing/story-state';

const anna = mypagesDemoCustomers(MYPAGES_FIXTURE_NOW).find((c) => c.key === 'anna');
const msisdn = anna!.subscriptions[0]!.id;
const yesterday = new Date(MYPAGES_FIXTURE_NOW.getTime() - 24 * 60 * 60 * 1000).toISOString();
const esimOnItsWay: PendingSimOrder = {
  orderId: 'LO-SIM-3F2A9C1B',
  kind: 'ESIM',
  status: 'PROCESSING',
  orderedOn: yesterday,
  email: 'anna@example.se',
  deliveryAddress: null,
};

/**
 * The rows for a new eSIM and a new SIM card on a subscription's settings: each opens its order
 * drawer, or, while one of its kind is on its way, says so and opens what is known of that order.
 */
const meta = {
  title: 'My pages/SimOrderRows',
  component: SimOrderRows,
  args: { msisdn, pending: [], customer: undefined, onDone: fn() },
  decorators: [
    withFreshState,
    (Story) => (
      <ul className="flex max-w-xl flex-col">
        <Story />
      </ul>
    ),
  ],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof SimOrderRows>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing on its way: both rows offer an order. */
export const NothingOrdered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Beställ eSIM/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Beställ nytt SIM-kort/ })).toBeVisible();
  },
};

/** An eSIM on its way: its row says when it was ordered and where it stands, and offers no order. */
export const EsimOnItsWay: Story = {
  args: { pending: [esimOnItsWay] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Beställ eSIM/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Beställ nytt SIM-kort/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /eSIM på väg/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Ditt eSIM är på väg' });
    await expect(within(drawer).getByRole('link', { name: 'LO-SIM-3F2A9C1B' })).toBeVisible();
    await expect(drawer).toHaveTextContent('anna@example.se');
    await expect(within(drawer).queryByRole('button', { name: /Beställ/ })).toBeNull();
  },
};

/** A SIM card on its way: its drawer says where it is posted, so a wrong address can be caught. */
export const SimCardOnItsWay: Story = {
  args: {
    pending: [
      {
        orderId: 'LO-SIM-7C1D2E3F',
        kind: 'SIM',
        status: 'SHIPPED',
        orderedOn: yesterday,
        email: null,
        deliveryAddress: {
          name: 'Anna Andersson',
          street: 'Lingonvägen 12',
          zipcode: '12345',
          city: 'Stockholm',
        },
      },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /SIM-kort på väg/ }));
    const drawer = await screen.findByRole('dialog', { name: /SIM-kort är på väg/ });
    await expect(drawer).toHaveTextContent(
      'Skickas tillAnna Andersson, Lingonvägen 12, 123 45 Stockholm',
    );
  },
};
