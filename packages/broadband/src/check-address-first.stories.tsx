import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckAddressFirst } from './check-address-first';

const meta = {
  title: 'Broadband/CheckAddressFirst',
  component: CheckAddressFirst,
  args: {
    title: 'Kolla din adress först',
    children: 'Skriv din adress så visar vi vilka hastigheter du kan få.',
    checkAddressHref: '/bredband',
  },
} satisfies Meta<typeof CheckAddressFirst>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kolla din adress först')).toBeVisible();
    // A link, not a button: it leads to another page and can be opened in a new tab.
    await expect(canvas.getByRole('link', { name: 'Kolla din adress' })).toHaveAttribute(
      'href',
      '/bredband',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Where the page cannot lead anywhere itself (a partner's page without the address check). */
export const WithoutLink: Story = {
  args: { checkAddressHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
