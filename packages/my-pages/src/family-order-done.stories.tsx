import { mypagesErrorHandlers, mypagesHandlers } from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FamilyOrderConfirmation, FamilyThankYou } from './family-order-done';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'My pages/FamilyThankYou',
  component: FamilyThankYou,
  decorators: [withFreshState],
  args: { orderId: 'LO-FAM-0001' },
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof FamilyThankYou>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order number and next steps; the heading takes focus. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'Tack för din beställning!' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('LO-FAM-0001')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se orderbekräftelsen' })).toBeVisible();
  },
};

/** Opened without an order in this browser: the way to order one. */
export const NoOrder: Story = {
  args: { orderId: null },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Beställ ett familjeabonnemang' }),
    ).toBeVisible();
  },
};

/** The confirmation page for an order the server does not know: said, with a retry. */
export const ConfirmationUnknown: Story = {
  render: (args) => <FamilyOrderConfirmation {...args} />,
  args: { orderId: 'LO-FAM-9999' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Orderbekräftelsen kunde inte visas just nu.'),
    ).toBeVisible();
  },
};

export const ConfirmationUnavailable: Story = {
  render: (args) => <FamilyOrderConfirmation {...args} />,
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Orderbekräftelsen kunde inte visas just nu.'),
    ).toBeVisible();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { name: 'Tack för din beställning!' })).toHaveLength(2),
    );
  },
};
