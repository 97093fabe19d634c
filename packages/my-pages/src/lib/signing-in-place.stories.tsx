import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SigningInPlace } from './signing-in-place';

const meta = {
  title: 'My pages/SigningInPlace',
  component: SigningInPlace,
  args: {
    purpose: 'transfer',
    children: <p>Här visas BankID-rutan med QR-koden och knappen för att starta.</p>,
  },
} satisfies Meta<typeof SigningInPlace>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In place of the form that asked for BankID: named by the block's heading, and focused. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Skriv under med BankID' });
    await waitFor(() => expect(group).toHaveFocus());
  },
};
