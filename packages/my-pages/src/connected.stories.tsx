import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ConnectedSubscriptions } from './connected';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'My pages/ConnectedSubscriptions',
  component: ConnectedSubscriptions,
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof ConnectedSubscriptions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna: her own subscription with two family subscriptions, one surf sim and room for another. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('region', { name: 'Min mobil' });
    await expect(group).toHaveTextContent('Ägare: Anna Andersson');
    const family = within(group).getByRole('list', { name: 'Familjeabonnemang till Min mobil' });
    await expect(within(family).getAllByRole('listitem')).toHaveLength(2);
    await expect(family).toHaveTextContent(
      'Olles mobil070-123 45 68 · Lingon Familj 10 GB · 2 surf-sim',
    );
    await expect(group).toHaveTextContent('1 av 2 möjliga surf-sim är kopplade hit.');
    await expect(
      within(group).getByRole('link', { name: 'Beställ surf-sim till Min mobil' }),
    ).toHaveAttribute('href', '/mitt-lingon/anslutna-abonnemang/surfsim?nummer=0701234567');
    await expect(
      within(group).getByRole('link', { name: 'Lägg till familjeabonnemang till Min mobil' }),
    ).toHaveAttribute(
      'href',
      '/mitt-lingon/anslutna-abonnemang/familjeabonnemang?nummer=0701234567',
    );
  },
};

/** Erik: a prepaid card, nothing connected and no surf sim to order. */
export const Prepaid: Story = {
  parameters: { msw: { handlers: mypagesHandlers({ customer: 'erik' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Inga familjeabonnemang är kopplade hit.')).toBeVisible();
    await expect(canvas.getByText('Ingen surf-sim är kopplad hit.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Beställ surf-sim/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Lägg till familjeabonnemang/ })).toBeNull();
  },
};

export const NoSubscriptions: Story = {
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Du har inget mobilabonnemang hos oss/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar dina abonnemang…');
  },
};

export const Unavailable: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta dina anslutna abonnemang',
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('region', { name: 'Min mobil' })).toHaveLength(2),
    );
  },
};
