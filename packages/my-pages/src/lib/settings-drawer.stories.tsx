import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SettingsDrawer } from './settings-drawer';

/**
 * One row of a subscription's settings: its label and value, opening a drawer with its form, or
 * only telling (an order on its way) when there is nothing to save.
 */
const meta = {
  title: 'My pages/SettingsDrawer',
  component: SettingsDrawer,
  args: {
    label: 'Namn på abonnemanget',
    value: 'Min mobil',
    title: 'Namn på abonnemanget',
    description: 'Ett eget namn gör abonnemanget lätt att känna igen.',
    children: <p>Fälten för inställningen.</p>,
    onSubmit: fn(async () => 'Namnet är sparat.'),
    onDone: fn(),
  },
  decorators: [
    (Story) => (
      <ul className="max-w-xl">
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof SettingsDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Saving closes the drawer, says what was saved and gives focus back to the row. */
export const Saves: Story = {
  play: async ({ args, canvas }) => {
    const row = canvas.getByRole('button', { name: /Namn på abonnemanget Min mobil/ });
    await userEvent.click(row);
    const drawer = await screen.findByRole('dialog', { name: 'Namn på abonnemanget' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith('Namnet är sparat.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(row).toHaveFocus());
  },
};

/** Nothing to save: the drawer only tells, and its footer goes back to the list. */
export const OnlyTells: Story = {
  args: {
    onSubmit: undefined,
    label: 'eSIM på väg',
    value: 'Beställt 21 november 2026',
    title: 'Ditt eSIM är på väg',
    description: 'QR-koden kommer med e-post.',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /eSIM på väg/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Ditt eSIM är på väg' });
    await expect(within(drawer).queryByRole('button', { name: 'Spara' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Tillbaka' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
