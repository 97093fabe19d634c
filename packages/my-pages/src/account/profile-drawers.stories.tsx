import { ApiError } from '@lingon/contracts/errors';
import { mypagesDemoCustomers, MYPAGES_FIXTURE_NOW } from '@lingon/contracts/fixtures/mypages';
import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesFailingWritesHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import { emailChangeRequestSchema } from '@lingon/contracts/mypages/email-change';
import { saveSubscriptionUserContract } from '@lingon/contracts/mypages/subscription-users';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFreshState } from '../testing/story-state';
import { AddressDrawer, FieldDrawer, PermissionDrawer, RightOfUse } from './profile-drawers';

const anna = mypagesDemoCustomers(MYPAGES_FIXTURE_NOW).find((c) => c.key === 'anna')?.info;
const annaEmail = anna?.userProfileData.email;
if (!annaEmail) throw new Error("The fixtures no longer have Anna's e-mail");

/** The e-mail drawer's check, as 'Din sida' passes it: the contract's own schema. */
function checkEmail(value: string) {
  const parsed = emailChangeRequestSchema.safeParse({ email: value });
  return parsed.success
    ? ({ ok: true, value: parsed.data.email } as const)
    : ({
        ok: false,
        message: parsed.error.issues[0]?.message ?? 'Ange en giltig e-postadress',
      } as const);
}

const meta = {
  title: 'My pages/ProfileDrawers',
  component: FieldDrawer,
  subcomponents: { RightOfUse, PermissionDrawer, AddressDrawer },
  args: {
    what: 'e-postadress',
    title: 'Ändra e-postadress',
    description: 'Hit skickar vi orderbekräftelser, fakturor via e-post och viktig information.',
    label: 'E-postadress',
    current: annaEmail,
    input: { type: 'email', autoComplete: 'email', inputMode: 'email' },
    check: checkEmail,
    save: fn(async (value: string) => value),
    saving: false,
    failure: null,
    onOpen: fn(),
    onSaved: fn(),
  },
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof FieldDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Anna's e-mail: the drawer opens on what she has, refuses a bad address without sending it,
 * sends a good one, closes and gives focus back to its button.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Ändra e-postadress' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Ändra e-postadress' });
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const field = within(dialog).getByLabelText(/E-postadress/);
    await expect(field).toHaveValue(annaEmail);
    await userEvent.clear(field);
    await userEvent.type(field, 'inte-en-adress');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await expect(await within(dialog).findByText('Ange en giltig e-postadress')).toBeVisible();
    await expect(args.save).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '  anna.ny@example.se ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    // What is sent is the checked value, trimmed.
    await expect(args.save).toHaveBeenCalledWith('anna.ny@example.se');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSaved).toHaveBeenCalledWith('anna.ny@example.se');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Keyboard: 'Spara' with an address that is not one moves the focus to the field, marked invalid
 * and described by the message, so that the message is read out with it.
 */
export const InvalidFocusesField: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ändra e-postadress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra e-postadress' });
    const field = within(dialog).getByLabelText(/E-postadress/);
    await userEvent.clear(field);
    await userEvent.type(field, 'anna@');
    within(dialog).getByRole('button', { name: 'Spara' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText('Ange en giltig e-postadress')).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Ange en giltig e-postadress');
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/**
 * While it is sent the button says so and cannot be pressed again, yet keeps the focus: a
 * disabled button would drop it to the page's start.
 */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ändra e-postadress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra e-postadress' });
    const button = within(dialog).getByRole('button', { name: /Sparar…/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeEnabled();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveFocus();
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** The server refuses the value with its own words: those are shown, not a generic failure. */
export const ServerRefuses: Story = {
  args: {
    failure: new ApiError('validation', 422, 'Unprocessable', {
      fieldErrors: [
        { field: 'body.email', message: 'E-postadressen används redan av en annan kund' },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ändra e-postadress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra e-postadress' });
    await expect(
      within(dialog).getByText('E-postadressen används redan av en annan kund'),
    ).toBeVisible();
    await expect(within(dialog).queryByText(/Något gick fel hos oss/)).toBeNull();
  },
};

/** The save fails: the drawer stays open with what was typed and says the old value holds. */
export const SaveFails: Story = {
  args: {
    failure: new Error('503'),
    save: fn(async (_value: string): Promise<string> => {
      throw new Error('503');
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ändra e-postadress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra e-postadress' });
    await expect(within(dialog).getByText('Det gick inte att spara')).toBeVisible();
    const field = within(dialog).getByLabelText(/E-postadress/);
    await userEvent.clear(field);
    await userEvent.type(field, 'anna.ny@example.se');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await expect(args.save).toHaveBeenCalledWith('anna.ny@example.se');
    await expect(screen.getByRole('dialog', { name: 'Ändra e-postadress' })).toBeVisible();
    await expect(field).toHaveValue('anna.ny@example.se');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Nothing stored yet (Karin): the field opens empty and an empty save is refused. */
export const NothingStored: Story = {
  args: { current: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ändra e-postadress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra e-postadress' });
    await expect(within(dialog).getByLabelText(/E-postadress/)).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await expect(await within(dialog).findByText('Ange en giltig e-postadress')).toBeVisible();
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** Who uses Anna's mobile numbers, from the service; a name is saved per number. */
export const RightOfUseForm: Story = {
  render: () => <RightOfUse />,
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('textbox')).toHaveLength(3);
    const olle = canvas.getByLabelText('Vem använder Olles mobil (070-123 45 68)?');
    await userEvent.type(olle, 'Olle Andersson');
    await userEvent.click(canvas.getByRole('button', { name: 'Spara användare av Olles mobil' }));
    await expect(await canvas.findByText('Sparat')).toBeVisible();
    await expect(olle).toHaveValue('Olle Andersson');
  },
};

/** Saving a user fails: the service's words at its field, and nothing claims it was saved. */
export const RightOfUseSaveFails: Story = {
  render: () => <RightOfUse />,
  parameters: { msw: { handlers: mypagesFailingWritesHandlers() } },
  play: async ({ canvas }) => {
    const olle = await canvas.findByLabelText(/Vem använder Olles mobil \(070-123 45 68\)\?/);
    await userEvent.type(olle, 'Olle Andersson');
    await userEvent.click(canvas.getByRole('button', { name: 'Spara användare av Olles mobil' }));
    await waitFor(() => expect(olle).toHaveAttribute('aria-invalid', 'true'));
    await expect(olle).toHaveAccessibleDescription(
      new RegExp(`Simulerat fel i ${saveSubscriptionUserContract.id}`),
    );
    await expect(canvas.queryByText('Sparat')).toBeNull();
  },
};

/** Karin has no mobile subscription. */
export const RightOfUseEmpty: Story = {
  render: () => <RightOfUse />,
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Du har inga mobilabonnemang.')).toBeVisible();
  },
};

export const RightOfUseLoading: Story = {
  render: () => <RightOfUse />,
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const RightOfUseUnavailable: Story = {
  render: () => <RightOfUse />,
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Vi kunde inte hämta vem som använder dina abonnemang'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Försök igen/ })).toBeVisible();
  },
};

/** A drawer of switches: what it holds opens under its title; Escape closes it. */
export const Permissions: Story = {
  render: () => (
    <PermissionDrawer
      what="nyttjanderätt"
      title="Nyttjanderätt"
      description="Du äger och betalar abonnemangen."
    >
      <RightOfUse />
    </PermissionDrawer>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ändra nyttjanderätt' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Nyttjanderätt' });
    await expect(dialog).toHaveAccessibleDescription('Du äger och betalar abonnemangen.');
    await expect(
      await within(dialog).findByLabelText(/Vem använder Min mobil/),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The address comes from the population register: the drawer says how to change it. */
export const Address: Story = {
  render: () => <AddressDrawer />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ändra adress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Din adress' });
    await expect(dialog).toHaveTextContent('Anmäl flytten till Skatteverket');
    await expect(dialog).toHaveTextContent(
      'Ska ditt bredband följa med till den nya adressen? Börja med att kolla vilket bredband som finns där.',
    );
    await expect(
      within(dialog).getByRole('link', { name: 'Kolla bredband på din nya adress' }),
    ).toHaveAttribute('href', '/bredband');
  },
};

/** The right-of-use form and the drawers' buttons in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <div className="flex gap-3">
        <FieldDrawer {...args} />
        <AddressDrawer />
      </div>
      <RightOfUse />
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('textbox')).toHaveLength(6));
    await expect(canvas.getAllByRole('button', { name: 'Ändra adress' })).toHaveLength(2);
  },
};
