import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
  mypagesNullBalanceHandlers,
} from '@lingon/contracts/msw/mypages';
import { MYPAGES_FIXTURE_NOW } from '@lingon/contracts/fixtures/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SubscriptionDetailsView, SubscriptionList } from './subscriptions';
import { onThePage, wordsBrokenAcrossLines } from './testing/line-breaks';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'My pages/Subscriptions',
  component: SubscriptionList,
  args: { now: MYPAGES_FIXTURE_NOW },
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof SubscriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna's subscriptions, each with its links; broadband has none of the mobile pages. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Dina abonnemang' });
    await expect(within(list).getAllByRole('article').length).toBeGreaterThanOrEqual(4);
    await expect(
      within(list).getByRole('link', { name: 'Detaljer och saldo för Min mobil' }),
    ).toHaveAttribute('href', '/mitt-lingon/valj-abonnemang/detaljer?nummer=0701234567');
    await expect(
      within(list).getByRole('link', { name: 'Byt abonnemang för Min mobil' }),
    ).toHaveAttribute('href', '/mitt-lingon/byt-abonnemang?nummer=0701234567');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Du har inga abonnemang hos oss än.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar dina abonnemang…');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta dina abonnemang',
    );
  },
};

/** Details of the first mobile subscription; the switcher changes which one is shown. */
export const Details: Story = {
  render: (args) => <SubscriptionDetailsView now={args.now} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Min mobil' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Surf' })).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await expect(canvas.getByText('Bindningstid')).toBeVisible();
    const switcher = canvas.getByRole('group', { name: 'Byt abonnemang' });
    await userEvent.click(within(switcher).getByRole('button', { name: /Olles mobil/ }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Olles mobil' }),
    ).toBeVisible();
    await expect(within(switcher).getByRole('button', { name: /Olles mobil/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/**
 * The details on a 390 px phone, as in the user review: 'Abonnemangsdetaljer' fits its line
 * whole instead of breaking before its last letter.
 */
export const DetailsOnAPhone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  decorators: [onThePage],
  render: (args) => <SubscriptionDetailsView now={args.now} />,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const heading = canvas.getByRole('heading', { level: 1 });
    // One word to read and to copy; the soft hyphen at its joint is not seen on one line.
    await expect(heading.textContent?.replace(/\u00AD/g, '')).toBe('Abonnemangsdetaljer');
    // Whole on its line: the joint at the soft hyphen is not needed on this phone.
    await expect(wordsBrokenAcrossLines(heading, { joints: false })).toEqual([]);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Min mobil' })).toBeVisible();
  },
};

/** On a 320 px phone the word no longer fits: it breaks at its joint, with a hyphen. */
export const DetailsOnASmallPhone: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
  decorators: [onThePage],
  render: (args) => <SubscriptionDetailsView now={args.now} />,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const heading = canvas.getByRole('heading', { level: 1 });
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(1.5 * lineHeight);
    await expect(wordsBrokenAcrossLines(heading)).toEqual([]);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};

/** The charging system has no balance: the page says so and keeps the rest. */
export const DetailsWithoutBalance: Story = {
  render: (args) => <SubscriptionDetailsView now={args.now} />,
  parameters: { msw: { handlers: mypagesNullBalanceHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Detaljerna kunde inte hämtas')).toBeVisible();
    await expect(canvas.getByText('Bindningstid')).toBeVisible();
  },
};

/** Erik's prepaid card: saldo with its expiry, counted in calendar days. */
export const PrepaidDetails: Story = {
  render: (args) => <SubscriptionDetailsView now={args.now} />,
  parameters: { msw: { handlers: mypagesHandlers({ customer: 'erik' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Saldo' })).toBeVisible();
    await expect(canvas.getByText('Kontantkortet gäller till')).toBeVisible();
  },
};

/** The list and Anna's details in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-10">
      <SubscriptionList now={args.now} />
      <SubscriptionDetailsView now={args.now} />
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('progressbar').length).toBeGreaterThan(4));
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 3, name: 'Surf' })).toHaveLength(2),
    );
  },
};
