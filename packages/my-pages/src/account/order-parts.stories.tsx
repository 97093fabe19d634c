import { mypagesDemoCustomers, MYPAGES_FIXTURE_NOW } from '@lingon/contracts/fixtures/mypages';
import type { OrderHistoryItem } from '@lingon/contracts/mypages/order-history';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ConfirmationStatus,
  Missing,
  ORDER_STATUS,
  ORDERS_PATH,
  OrderLines,
  OrderStatus,
} from './order-parts';

// Anna's orders as the server seeds them: one line, and two lines of which one is two of a kind.
const orders = mypagesDemoCustomers(MYPAGES_FIXTURE_NOW).find((c) => c.key === 'anna')?.orders;
const broadband = orders?.find((order) => order.orderId === 'LO-100234');
const family = orders?.find((order) => order.orderId === 'LO-099871');
if (!broadband || !family) throw new Error("The fixtures no longer have Anna's orders");

const statuses = Object.keys(ORDER_STATUS) as OrderHistoryItem['status'][];

const meta = {
  title: 'My pages/OrderParts',
  component: OrderLines,
  args: { order: broadband },
} satisfies Meta<typeof OrderLines>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An order's lines with quantity and price, and its total. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Det här ingår i beställningen' });
    const row = within(table).getByRole('row', { name: /Bredband 250\/250, första månaden/ });
    const [, quantity, price] = within(row).getAllByRole('cell');
    await expect(quantity).toHaveTextContent(/^1 st$/);
    await expect(price).toHaveTextContent(/^350\skr$/);
    await expect(
      within(table).getByRole('rowheader', { name: 'Totalt' }).nextElementSibling,
    ).toHaveTextContent(/^350\skr$/);
  },
};

/** Several lines; the total is the order's. */
export const SeveralLines: Story = {
  args: { order: family },
  play: async ({ canvas }) => {
    // A header row, a row per line and the total.
    await expect(canvas.getAllByRole('row')).toHaveLength(family.lines.length + 2);
    const row = canvas.getByRole('row', { name: /Lingon Familj 10 GB, 12 månader/ });
    const [, quantity, price] = within(row).getAllByRole('cell');
    await expect(quantity).toHaveTextContent(/^2 st$/);
    await expect(price).toHaveTextContent(/^0\skr$/);
  },
};

/** The box around a cell's text (not the cell): where the words are on the screen. */
function textBox(cell: HTMLElement): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(cell);
  return range.getBoundingClientRect();
}

/**
 * A family order placed on my pages, on a phone: its long line wraps in its own column, and the
 * quantity and the price stay apart (they once ran together as '199 kr'). The monthly price is
 * said in the line; the price column and the total are what the order costs.
 */
export const NarrowFamilyOrder: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    order: {
      orderId: 'LO-FAM-1A2B3C4D',
      createdOn: MYPAGES_FIXTURE_NOW.toISOString(),
      status: 'RECEIVED',
      category: 'MOBILE',
      title: 'Familjeabonnemang',
      totalPrice: 0,
      lines: [
        {
          name: 'Lingon Familj 10 GB, 073-700 10 01, 12 mån bindningstid (familjekampanj), 99 kr/mån',
          quantity: 1,
          price: 0,
        },
        { name: 'Frakt (fri frakt)', quantity: 1, price: 0 },
      ],
    },
  },
  play: async ({ canvas, args }) => {
    for (const row of canvas.getAllByRole('row').slice(1, -1)) {
      const [, quantity, price] = within(row).getAllByRole('cell');
      await expect(textBox(price!).left - textBox(quantity!).right).toBeGreaterThanOrEqual(16);
    }
    const sum = args.order.lines.reduce((total, line) => total + line.price * line.quantity, 0);
    await expect(sum).toBe(args.order.totalPrice);
    await expect(canvas.getByRole('row', { name: /99 kr\/mån/ })).toBeVisible();
    const table = canvas.getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
  },
};

/** Every order status and both order-confirmation states, with the words the lists use. */
export const Statuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {statuses.map((status) => (
        <OrderStatus key={status} status={status} />
      ))}
      <ConfirmationStatus status="NEW" />
      <ConfirmationStatus status="Open" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const status of statuses) {
      await expect(canvas.getByText(ORDER_STATUS[status].label)).toBeVisible();
    }
    await expect(canvas.getByText('Ny')).toBeVisible();
    // 'Open' is only time (SPEC §4): nothing claims the customer opened it.
    await expect(canvas.getByText('Äldre')).toBeVisible();
    await expect(canvas.queryByText('Öppnad')).toBeNull();
  },
};

/** An order or document that is not the customer's: said, with the way back to the list. */
export const NotFound: Story = {
  render: () => (
    <Missing
      title="Beställningen hittades inte"
      text="Vi hittar ingen sådan beställning bland dina ordrar."
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Beställningen hittades inte' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Till ordrar och dokument' })).toHaveAttribute(
      'href',
      ORDERS_PATH,
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <OrderLines {...args} order={family} />
      <div className="flex flex-wrap gap-2">
        {statuses.map((status) => (
          <OrderStatus key={status} status={status} />
        ))}
        <ConfirmationStatus status="NEW" />
        <ConfirmationStatus status="Open" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
    await expect(canvas.getAllByText('Ny')).toHaveLength(2);
  },
};
