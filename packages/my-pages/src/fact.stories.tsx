import {
  ANNA_MSISDN,
  mypagesDemoCustomers,
  MYPAGES_FIXTURE_NOW,
} from '@lingon/contracts/fixtures/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Fact } from './fact';
import { formatAmount, formatDate } from './lib/balance';

// Anna's data balance, as the balance card on her subscription shows it.
const anna = mypagesDemoCustomers(MYPAGES_FIXTURE_NOW).find((c) => c.key === 'anna');
const data = anna?.subscriptions.find((s) => s.id === ANNA_MSISDN)?.balance?.data;
if (!data) throw new Error("The fixtures no longer have Anna's data balance");
const rollover = formatAmount(data.remainingRollover, data.unit);
const extra = `${formatAmount(data.remainingExtraSurf, data.unit)}, gäller till ${formatDate(data.expirationDateExtraSurf ?? MYPAGES_FIXTURE_NOW)}`;

const meta = {
  title: 'My pages/Fact',
  component: Fact,
  args: { term: 'Varav sparad surf från förra perioden', children: rollover },
  // A fact is one row of a description list.
  decorators: [
    (Story) => (
      <dl className="flex max-w-xl flex-col">
        <Story />
      </dl>
    ),
  ],
} satisfies Meta<typeof Fact>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The name of the fact, then its value: beside each other on a wide screen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const term = canvas.getByRole('term');
    const value = canvas.getByRole('definition');
    await expect(term).toHaveTextContent('Varav sparad surf från förra perioden');
    await expect(value.textContent).toBe(rollover);
    await expect(value.getBoundingClientRect().top).toBe(term.getBoundingClientRect().top);
  },
};

/** On a phone the value goes under its name. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const term = canvas.getByRole('term');
    const value = canvas.getByRole('definition');
    await expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      term.getBoundingClientRect().bottom,
    );
  },
};

/** The balance card's facts in both themes. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <>
      <Fact term="Varav sparad surf från förra perioden">{rollover}</Fact>
      <Fact term="Varav extrasurf">{extra}</Fact>
    </>
  ),
  play: async ({ canvasElement }) => {
    const lists = canvasElement.querySelectorAll('dl');
    await expect(lists).toHaveLength(2);
    for (const list of lists) {
      await expect(within(list).getAllByRole('term')).toHaveLength(2);
      const values = within(list).getAllByRole('definition');
      await expect(values.map((value) => value.textContent)).toEqual([rollover, extra]);
    }
  },
};
