import {
  mypagesErrorHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TopUpHistory, UsageOverview } from './usage';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'My pages/Usage',
  component: UsageOverview,
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof UsageOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna's use this period as bars per day, with the total in words and a table for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Surf', selected: true })).toBeVisible();
    await expect(canvas.getByText('hittills den här perioden', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Surf per dag' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Samtal' }));
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByRole('table', { name: 'Samtal per dag' })).toBeInTheDocument();
  },
};

/**
 * The period's use agrees with the balance: Anna has 18,4 of 30 GB left, so 11,6 GB used; Erik
 * 45 of 100 minutes and 120 of 500 sms left, so 55 minutes and 380 sms used.
 */
export const AgreesWithBalance: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('11,6 GB')).toBeVisible();
  },
};

export const PrepaidAgreesWithBalance: Story = {
  parameters: { msw: { handlers: mypagesHandlers({ customer: 'erik' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('8,5 GB')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Samtal' }));
    await expect(await canvas.findByText('55 min')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Sms' }));
    await expect(await canvas.findByText('380 st')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar användningen…');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta din användning',
    );
  },
};

/** Karin has no mobile subscription. */
export const Empty: Story = {
  parameters: { msw: { handlers: mypagesHandlers({ customer: 'karin' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/inget mobilabonnemang/)).toBeVisible();
  },
};

/** Erik's prepaid top-ups, newest first. */
export const TopUps: Story = {
  render: () => <TopUpHistory />,
  parameters: { msw: { handlers: mypagesHandlers({ customer: 'erik' }) } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Laddningar' });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    await expect(within(list).getByText(/Swish/)).toBeVisible();
  },
};

/** Anna has no prepaid card: the way to one. */
export const NoTopUps: Story = {
  render: () => <TopUpHistory />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Du har inget kontantkort hos oss/)).toBeVisible();
  },
};

/** Both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('tab', { name: 'Surf', selected: true })).toHaveLength(2),
    );
  },
};
