import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesFailingWritesHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CustomerProfile } from './profile';
import { withFreshState } from '../testing/story-state';

const meta = {
  title: 'My pages/CustomerProfile',
  component: CustomerProfile,
  args: { onOpenCookieSettings: fn() },
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof CustomerProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna's details, the personal number masked. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('19850312-****')).toBeVisible();
    await expect(canvas.getByText('Anna Andersson')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cookieinställningar' }));
    await expect(args.onOpenCookieSettings).toHaveBeenCalled();
  },
};

/**
 * On a phone each value goes under its label with the row's whole width, so the e-mail address
 * and the phone number stay on one line each (and the button stays beside them).
 */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const email = await canvas.findByText('anna.andersson@example.se');
    const phone = canvas.getByText('070-123 45 67');
    for (const [value, term] of [
      [email, 'E-post'],
      [phone, 'Telefon'],
    ] as const) {
      const label = canvas.getByText(term, { selector: 'dt' });
      await expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        label.getBoundingClientRect().bottom,
      );
      // One line: no break inside the value.
      const lineHeight = Number.parseFloat(getComputedStyle(value).lineHeight);
      await expect(value.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    }
    const change = canvas.getByRole('button', { name: 'Ändra e-postadress' });
    await expect(change.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      email.getBoundingClientRect().right,
    );
  },
};

/** Change the e-mail: a bad address is refused in the drawer, a good one is saved and shown. */
export const ChangeEmail: Story = {
  // Its own handlers: the saved address must not reach the other stories.
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Ändra e-postadress' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Ändra e-postadress' });
    const field = within(dialog).getByLabelText(/E-postadress/);
    await userEvent.clear(field);
    await userEvent.type(field, 'inte-en-adress');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await expect(await within(dialog).findByText('Ange en giltig e-postadress')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'anna.ny@example.se');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText(/Din e-postadress är ändrad/)).toBeVisible();
    await expect(canvas.getAllByText('anna.ny@example.se').length).toBeGreaterThan(0);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes the drawer without saving and gives focus back to its button. */
export const EscapeClosesDrawer: Story = {
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Ändra adress' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'Din adress' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Saving fails: the drawer stays open and says so; the old address still applies. */
export const EmailSaveFails: Story = {
  parameters: { msw: { handlers: mypagesFailingWritesHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ändra e-postadress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra e-postadress' });
    const field = within(dialog).getByLabelText(/E-postadress/);
    await userEvent.clear(field);
    await userEvent.type(field, 'anna.ny@example.se');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await expect(await within(dialog).findByText('Det gick inte att spara')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** The phone number: refused when it is not Swedish, saved and shown the way people write it. */
export const ChangePhone: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ändra telefonnummer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra telefonnummer' });
    const field = within(dialog).getByLabelText(/Telefonnummer/);
    await userEvent.clear(field);
    await userEvent.type(field, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await expect(await within(dialog).findByText(/Ange ett svenskt telefonnummer/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '+46 70 987 65 43');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await expect(
      await canvas.findByText('Ditt telefonnummer är ändrat till 070-987 65 43.'),
    ).toBeVisible();
  },
};

/**
 * 'Kontakta mig': the consents (on: Lingon may contact me) and the contact blocks (on: it may not)
 * under their own headings, each saying what on means, never as one list.
 */
export const ContactDrawer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ändra kontaktval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontakta mig' });
    const consents = within(dialog).getByRole('region', { name: 'Samtycken' });
    const blocks = within(dialog).getByRole('region', { name: 'Kontakta mig inte' });
    await expect(
      within(consents).getByRole('heading', { level: 3, name: 'Samtycken' }),
    ).toBeVisible();
    await expect(consents).toHaveTextContent('Slå på det du vill att vi kontaktar dig om.');
    await expect(
      await within(consents).findByRole('switch', { name: 'Kontakta mig' }),
    ).toBeVisible();
    await expect(within(consents).queryByRole('switch', { name: /^Spärra/ })).toBeNull();
    await expect(blocks).toHaveTextContent(
      'Slå på en spärr för det du inte vill att vi kontaktar dig om.',
    );
    await expect(
      await within(blocks).findByRole('switch', { name: 'Spärra telefonförsäljning' }),
    ).toBeVisible();
    await expect(within(blocks).queryByRole('switch', { name: 'Kontakta mig' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** Traffic data in its own drawer: one switch, saved at once. */
export const TrafficDataDrawer: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Ändra samtycke till trafikdata' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Trafikdata' });
    const traffic = await within(dialog).findByRole('switch', { name: 'Trafikdata' });
    const before = traffic.getAttribute('aria-checked');
    await userEvent.click(traffic);
    await expect(await within(dialog).findByText('Sparat')).toBeVisible();
    await expect(traffic).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Right of use: say who uses a family subscription; saved on its own, 'Sparat'. */
export const RightOfUseDrawer: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Ändra nyttjanderätt' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Nyttjanderätt' });
    const olle = await within(dialog).findByLabelText(/Vem använder Olles mobil/);
    await userEvent.type(olle, 'Olle Andersson');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Spara användare av Olles mobil' }),
    );
    await expect(await within(dialog).findByText('Sparat')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Karin has given no e-mail or phone: said as such, with the way to add them. */
export const Empty: Story = {
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Inte angiven')).toBeVisible();
    await expect(canvas.getByText('Inte angivet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ändra e-postadress' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar dina uppgifter…');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta dina uppgifter',
    );
  },
};

/** Both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('19850312-****')).toHaveLength(2));
  },
};
