import { mypagesDemoCustomers, MYPAGES_FIXTURE_NOW } from '@lingon/contracts/fixtures/mypages';
import {
  mypagesFailingWritesHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SubscriptionSettings } from './settings';
import { withFreshState } from './testing/story-state';

const anna = mypagesDemoCustomers(MYPAGES_FIXTURE_NOW).find((c) => c.key === 'anna');
const {
  balance: _b,
  bindingMonths: _m,
  surfSimCount: _s,
  productId: _p,
  ...subscription
} = anna!.subscriptions[0]!;

const meta = {
  title: 'My pages/SubscriptionSettings',
  component: SubscriptionSettings,
  args: { subscription },
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof SubscriptionSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every setting of Anna's subscription as a row that opens its drawer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Samtalsinställningar/ })).toBeVisible();
    for (const name of [/Namn på abonnemanget/, /Kostnadstak/, /Spärrar/, /Beställ eSIM/]) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** The alias: too long is refused in the drawer; a good one is saved and the drawer closes. */
export const RenameSubscription: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: /Namn på abonnemanget/ });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Namn på abonnemanget' });
    const field = within(drawer).getByLabelText('Namn');
    await userEvent.clear(field);
    await userEvent.type(field, 'Ett alldeles för långt namn');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Spara' }));
    await expect(await within(drawer).findByText('Namnet får vara högst 20 tecken')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'Jobbmobilen');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Abonnemanget heter nu Jobbmobilen.')).toBeVisible();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Forwarding needs a number; Escape closes without saving and returns focus. */
export const CallSettingsDrawer: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: /Samtalsinställningar/ });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Samtalsinställningar' });
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Alltid' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Spara' }));
    await expect(
      await within(drawer).findByText('Ange numret samtalen ska kopplas till'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** An eSIM is ordered once; a second order while it is on its way is refused. */
export const OrderEsim: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: /Beställ eSIM/ });
    await userEvent.click(trigger);
    let drawer = await screen.findByRole('dialog', { name: 'Beställ eSIM' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Beställ eSIM' }));
    await expect(await canvas.findByText(/Ditt eSIM är beställt/)).toBeVisible();
    await userEvent.click(trigger);
    drawer = await screen.findByRole('dialog', { name: 'Beställ eSIM' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Beställ eSIM' }));
    await expect(await within(drawer).findByText(/redan beställt ett eSIM/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Saving fails: the drawer stays open and says so. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: mypagesFailingWritesHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Spärrar/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Spärrar' });
    await userEvent.click(within(drawer).getByRole('switch', { name: /surf utomlands/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Spara' }));
    await expect(await within(drawer).findByText('Det gick inte att spara')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
};

/** Both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /Samtalsinställningar/ })).toHaveLength(2),
    );
  },
};
