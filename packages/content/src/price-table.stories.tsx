import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceTable } from './price-table';
import { fixturePage, fixtureSection } from './testing/fixtures';

const zones = fixtureSection('priceTable', 'utland/priser-utomlands');
const travelPacks = fixturePage('utland/priser-utomlands').sections[2];

const meta = {
  title: 'Content/PriceTable',
  component: PriceTable,
  args: { section: zones },
} satisfies Meta<typeof PriceTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Row and column headers are real headers, so each price is read with its zone and service. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Priser inklusive moms' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    await expect(within(table).getByRole('rowheader', { name: 'Zon 1 – EU/EES' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByText(/Surfen stängs av vid 500 kr/)).toBeVisible();
  },
};

/**
 * On a phone, the four services do not fit beside each other: each zone is a card with every
 * price named, and nothing is hidden off to the side.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const zones = canvas.getByRole('list', { name: 'Priser inklusive moms' });
    const cards = within(zones).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByText('Zon 1 – EU/EES')).toBeVisible();
    await expect(first.getAllByRole('term')).toHaveLength(4);
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** A table of two services fits a phone as it is. */
export const TwoServicesOnAPhone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: { section: travelPacks?.type === 'priceTable' ? travelPacks : zones },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Resepaket med surf (zon 2–3)' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Without a caption, the heading names the table (a hidden caption, not a repeat). */
export const WithoutCaption: Story = {
  args: { section: travelPacks?.type === 'priceTable' ? travelPacks : zones },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: 'Resepaket med surf (zon 2–3)' }),
    ).toBeInTheDocument();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // Side by side renders every region twice, so region names repeat; on a page they are unique.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <div className="flex flex-col gap-8">
      <PriceTable {...args} />
      <PriceTable
        {...args}
        section={travelPacks?.type === 'priceTable' ? travelPacks : args.section}
      />
    </div>
  ),
};
