import { mypagesDemoCustomers, MYPAGES_FIXTURE_NOW } from '@lingon/contracts/fixtures/mypages';
import {
  mypagesFailingWritesHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import {
  DEFAULT_SUBSCRIPTION_SETTINGS,
  EXPENSE_CEILING_FORMAT_MESSAGE,
  FORWARD_TO_OWN_NUMBER_MESSAGE,
  subscriptionSettingsContract,
  type SubscriptionSettingsResponse,
} from '@lingon/contracts/mypages/subscription-settings';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
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

/**
 * Calls cannot be forwarded to the subscription's own number (Anna's 070-123 45 67), in any
 * written form: the drawer says so and stays open; another number is saved.
 */
export const ForwardToOwnNumber: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Samtalsinställningar/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Samtalsinställningar' });
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Alltid' }));
    const field = within(drawer).getByLabelText('Koppla till nummer');
    for (const own of ['070-123 45 67', '+46701234567']) {
      await userEvent.clear(field);
      await userEvent.type(field, own);
      await userEvent.click(within(drawer).getByRole('button', { name: 'Spara' }));
      await expect(await within(drawer).findByText(FORWARD_TO_OWN_NUMBER_MESSAGE)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // Focus goes to the field, read with its message.
      await waitFor(() => expect(field).toHaveFocus());
      await expect(field).toHaveAccessibleDescription(FORWARD_TO_OWN_NUMBER_MESSAGE);
    }
    await userEvent.clear(field);
    await userEvent.type(field, '070-765 43 21');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await canvas.findByRole('button', { name: /Röstbrevlåda på · Alltid/ }),
    ).toBeVisible();
  },
};

/** A ceiling that is not a number asks for whole kronor; '1 000 kr' is read as 1000. */
export const CeilingNotANumber: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Kostnadstak/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Kostnadstak' });
    const field = within(drawer).getByLabelText('Tak i kronor per månad');
    await userEvent.type(field, 'abc');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Spara' }));
    await expect(await within(drawer).findByText(EXPENSE_CEILING_FORMAT_MESSAGE)).toBeVisible();
    await expect(within(drawer).queryByText('Taket kan inte vara negativt')).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, '-5');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Spara' }));
    await expect(await within(drawer).findByText('Taket kan inte vara negativt')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '1 000 kr');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Kostnadstaket är 1000 kr per månad.')).toBeVisible();
  },
};

/**
 * An eSIM is ordered once: afterwards its row says it is on its way (from the server's answer)
 * and keeps focus, and its drawer tells where the order stands instead of offering another.
 */
export const OrderEsim: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: /Beställ eSIM/ });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Beställ eSIM' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Beställ eSIM' }));
    await expect(await canvas.findByText(/Ditt eSIM är beställt/)).toBeVisible();
    await waitFor(() =>
      expect(trigger).toHaveAccessibleName(/^eSIM på väg Beställt 22 november 2026 · Mottagen/),
    );
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /Beställ eSIM/ })).toBeNull();
    // A SIM card is another order, still offered.
    await expect(canvas.getByRole('button', { name: /Beställ nytt SIM-kort/ })).toBeVisible();
    await userEvent.click(trigger);
    const status = await screen.findByRole('dialog', { name: 'Ditt eSIM är på väg' });
    await expect(within(status).getByRole('link', { name: 'LO-SIM-0001' })).toHaveAttribute(
      'href',
      '/mitt-lingon/ordrar/detaljer?order=LO-SIM-0001',
    );
    await expect(within(status).getByText('anna.andersson@example.se')).toBeVisible();
    await expect(within(status).queryByRole('button', { name: /Beställ/ })).toBeNull();
    await userEvent.click(within(status).getByRole('button', { name: 'Tillbaka' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const eSimOnItsWay: SubscriptionSettingsResponse = {
  ...DEFAULT_SUBSCRIPTION_SETTINGS,
  pendingSimOrders: [
    {
      orderId: 'LO-SIM-3F2A9C1B',
      kind: 'ESIM',
      status: 'PROCESSING',
      orderedOn: new Date(MYPAGES_FIXTURE_NOW.getTime() - 24 * 60 * 60 * 1000).toISOString(),
      email: 'anna@example.se',
      deliveryAddress: null,
    },
  ],
};

/** The server has an eSIM on its way (ordered yesterday, e.g. on another device): no new order. */
export const EsimOnItsWay: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*/services/${subscriptionSettingsContract.path}`, () =>
          HttpResponse.json(eSimOnItsWay),
        ),
        ...mypagesHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', {
        name: 'eSIM på väg Beställt 21 november 2026 · Behandlas',
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Beställ eSIM/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Beställ nytt SIM-kort/ })).toBeVisible();
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

const erik = mypagesDemoCustomers(MYPAGES_FIXTURE_NOW).find((c) => c.key === 'erik');
const {
  balance: _eb,
  bindingMonths: _em,
  surfSimCount: _es,
  productId: _ep,
  ...prepaidCard
} = erik!.subscriptions[0]!;

/** Erik's prepaid card: no monthly fee and no bill, so the texts speak of its saldo. */
export const PrepaidCard: Story = {
  args: { subscription: prepaidCard },
  parameters: { msw: { handlers: mypagesHandlers({ customer: 'erik' }) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Kostnadstak/ }));
    const ceiling = await within(document.body).findByRole('dialog', { name: 'Kostnadstak' });
    await expect(ceiling).toHaveTextContent(/av saldot/);
    await expect(ceiling).not.toHaveTextContent(/månadsavgiften/);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await canvas.findByRole('button', { name: /Spärrar/ }));
    const blocks = await within(document.body).findByRole('dialog', { name: 'Spärrar' });
    await expect(
      within(blocks).getByRole('switch', { name: 'Spärra köp som dras från saldot' }),
    ).toBeVisible();
    await expect(blocks).not.toHaveTextContent(/mobilräkningen/);
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
