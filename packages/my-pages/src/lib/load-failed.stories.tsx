import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoadFailed } from './load-failed';

const meta = {
  title: 'My pages/LoadFailed',
  component: LoadFailed,
  args: {
    title: 'Vi kunde inte hämta dina abonnemang',
    query: { mutate: fn(), isValidating: false },
  },
} satisfies Meta<typeof LoadFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A read that failed: an alert that says what, and a retry of that query. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Vi kunde inte hämta dina abonnemang');
    await expect(alert).toHaveTextContent('Försök igen om en stund.');
    await userEvent.click(canvas.getByRole('button', { name: /Försök igen/ }));
    await expect(args.query.mutate).toHaveBeenCalledOnce();
  },
};

/** While the retry is on its way the button is busy and takes no second click. */
export const Retrying: Story = {
  args: { query: { mutate: fn(), isValidating: true } },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('button', { name: /Försök igen|Laddar/ });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta dina abonnemang',
    );
  },
};
