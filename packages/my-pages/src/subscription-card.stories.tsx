import {
  ANNA_BROADBAND_ID,
  ANNA_MSISDN,
  ANNA_PORTED_MSISDN,
  ERIK_MSISDN,
  mypagesDemoCustomers,
  MYPAGES_FIXTURE_NOW,
  type FixtureCustomer,
  type FixtureSubscription,
} from '@lingon/contracts/fixtures/mypages';
import {
  mypagesErrorHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import type { Subscription } from '@lingon/contracts/mypages/schemas';
import { Link } from '@lingon/design-system/link';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SubscriptionCard, topUpHref } from './subscription-card';
import { withFreshState } from './testing/story-state';

// The subscriptions as the service lists them, from the seeded customers; the balance on each card
// comes through the handlers, as on the overview.
const customers = mypagesDemoCustomers(MYPAGES_FIXTURE_NOW);
function seeded(key: FixtureCustomer['key'], id: string): Subscription {
  const fixture = customers.find((c) => c.key === key)?.subscriptions.find((s) => s.id === id);
  if (!fixture) throw new Error(`The fixtures no longer have ${key}'s ${id}`);
  const {
    balance: _b,
    bindingMonths: _m,
    surfSimCount: _s,
    productId: _p,
    ...subscription
  }: FixtureSubscription = fixture;
  return subscription;
}
const annaMobile = seeded('anna', ANNA_MSISDN);
const annaPorted = seeded('anna', ANNA_PORTED_MSISDN);
const annaBroadband = seeded('anna', ANNA_BROADBAND_ID);
const erikCard = seeded('erik', ERIK_MSISDN);

const meta = {
  title: 'My pages/SubscriptionCard',
  component: SubscriptionCard,
  args: { subscription: annaMobile, now: MYPAGES_FIXTURE_NOW },
  decorators: [
    withFreshState,
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof SubscriptionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna's own number: its name, plan and number, the data left as text and bar, and the binding. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Min mobil, 070-123 45 67' });
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Min mobil');
    await expect(within(card).getByText('Mobilabonnemang')).toBeVisible();
    await expect(within(card).getByText(/Lingon Mobil 30 GB ·/)).toHaveTextContent(
      'Lingon Mobil 30 GB · 070-123 45 67',
    );
    const bar = await within(card).findByRole('progressbar', {
      name: 'Surf kvar på 070-123 45 67',
    });
    // 18,4 of 30 GB left.
    await expect(bar).toHaveAttribute('aria-valuenow', '61');
    await expect(within(card).getByText('Kvar 18,4 av 30 GB')).toBeVisible();
    await expect(within(card).getByText('Bindningstid till 22 juli 2027')).toBeVisible();
  },
};

/** Broadband has no balance to ask for and no binding. */
export const Broadband: Story = {
  args: { subscription: annaBroadband },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Bredband 250/250, 08-500 123 45' });
    await expect(within(card).getByText('Bredband', { exact: true })).toBeVisible();
    await expect(within(card).getByText('Ingen bindningstid')).toBeVisible();
    await expect(within(card).queryByRole('progressbar')).toBeNull();
    await expect(card.querySelector('[data-slot="skeleton"]')).toBeNull();
  },
};

/** Erik's prepaid card: the saldo, and how long the card is valid counted in calendar days. */
export const Prepaid: Story = {
  args: {
    subscription: erikCard,
    actions: <Link href={topUpHref(erikCard.id)}>Ladda kontantkort</Link>,
  },
  parameters: { msw: { handlers: mypagesHandlers({ customer: 'erik' }) } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Lingon Kontantkort, 073-123 45 60' });
    await expect(within(card).getByText('Kontantkort')).toBeVisible();
    await expect(await within(card).findByText(/^Saldo/)).toHaveTextContent('Saldo 87,50 kr');
    await expect(within(card).getByText('Kvar 6,5 av 15 GB')).toBeVisible();
    await expect(
      within(card).getByText('Giltigt till 21 april 2027 (150 dagar kvar)'),
    ).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Ladda kontantkort' })).toHaveAttribute(
      'href',
      '/kontantkort/ladda?nummer=0731234560',
    );
  },
};

/** Majas newly ported number has no balance yet: the card says so and keeps the rest. */
export const NoBalanceYet: Story = {
  args: { subscription: annaPorted },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Saldot kunde inte hämtas just nu.')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByText('Bindningstid till 22 november 2027')).toBeVisible();
  },
};

/** The balance call fails: the same words as a missing balance, not an empty card. */
export const BalanceUnavailable: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Saldot kunde inte hämtas just nu.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Min mobil' })).toBeVisible();
  },
};

/** While the balance loads, a placeholder stands where it will be. */
export const BalanceLoading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Min mobil' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText('Saldot kunde inte hämtas just nu.')).toBeNull();
  },
};

/** On the subscriptions page the card is a section of its own: a level-2 heading. */
export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Min mobil');
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

/** Anna's cards in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <SubscriptionCard {...args} subscription={annaMobile} />
      <SubscriptionCard {...args} subscription={annaPorted} />
      <SubscriptionCard {...args} subscription={annaBroadband} />
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('progressbar')).toHaveLength(2));
    await waitFor(() =>
      expect(canvas.getAllByText('Saldot kunde inte hämtas just nu.')).toHaveLength(2),
    );
  },
};
