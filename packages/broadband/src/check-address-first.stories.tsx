import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckAddressFirst } from './check-address-first';

const meta = {
  title: 'Broadband/CheckAddressFirst',
  component: CheckAddressFirst,
  args: {
    title: 'Kolla din adress först',
    children: 'Skriv din adress så visar vi vilka hastigheter du kan få.',
    onCheckAddress: fn(),
  },
} satisfies Meta<typeof CheckAddressFirst>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Kolla din adress först')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Kolla din adress' }));
    await expect(args.onCheckAddress).toHaveBeenCalledOnce();
  },
};

/** Where the page cannot lead anywhere itself (a partner's page without the address check). */
export const WithoutButton: Story = {
  args: { onCheckAddress: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
