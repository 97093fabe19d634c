import { prepaidHandlers } from '@lingon/contracts/msw/prepaid';
import { SWEDISH_MOBILE_MESSAGE } from '@lingon/contracts/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TopUpOffering } from './offering';
import {
  atPhoneWidths,
  describedBy,
  ERIK_INFO,
  isAnnounced,
  linesOf,
  OLLE_INFO,
  withPhoneFrame,
  withTopUpState,
} from './testing/story-state';

const meta = {
  title: 'Prepaid/TopUpOffering',
  component: TopUpOffering,
  decorators: [withTopUpState],
  args: { onChosen: fn() },
  parameters: { msw: { handlers: prepaidHandlers() } },
} satisfies Meta<typeof TopUpOffering>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * No number yet: every category at ordinary prices, student prices mentioned, and a link to each
 * category's own page that names what it shows ("Visa bara saldo", not "… ladda saldo").
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Surfpaket' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ladda saldo' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Kombipaket' })).toBeVisible();
    await expect(canvas.getAllByText('Studentpris 79 kr')[0]).toBeVisible();
    const links = canvas.getAllByRole('link', { name: /^Visa bara / });
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Visa bara surfpaket', '/kontantkort/ladda/surf'],
      ['Visa bara saldo', '/kontantkort/ladda/saldo'],
      ['Visa bara kombipaket', '/kontantkort/ladda/kombi'],
    ]);
  },
};

/** On a phone of any width: the example number in the hint is never broken across lines. */
export const Phone: Story = {
  decorators: [withPhoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Mobilnummer att ladda' });
    await expect(input).toHaveAccessibleDescription(
      'Numret på ditt kontantkort, t.ex. 070-123 45 67.',
    );
    await atPhoneWidths(canvasElement, (width) =>
      expect(linesOf(canvasElement, '070-123 45 67'), `${width} px`).toBe(1),
    );
  },
};

/**
 * The server says student: the student price is the price, named "Studentpris" as in the checkout
 * and on the receipt, never a campaign's "Kampanjpris".
 */
export const Student: Story = {
  parameters: { topUp: { info: ERIK_INFO } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/studentpriser gäller för dig/)).toBeVisible();
    const card = await canvas.findByRole('article', { name: '5 GB' });
    // Every word of the price, the hidden ones a screen reader reads included.
    await expect(card.querySelector('[data-slot="price"]')).toHaveTextContent(
      /^Studentpris\s?79 kr$/,
    );
    await expect(card).not.toHaveTextContent(/Kampanjpris|Ordinarie pris/);
    await expect(within(card).getByText('Du sparar 20 kr')).toBeVisible();
    // Surf and combined packages have student prices (ribbon and price), money top-ups do not.
    await expect(canvas.getAllByText('Studentpris')).toHaveLength(10);
    await expect(canvas.getByRole('article', { name: '100 kr' })).not.toHaveTextContent(
      /Studentpris|Du sparar/,
    );
  },
};

/** One category (`/kontantkort/ladda/kombi`). */
export const Category: Story = {
  args: { categorySlug: 'kombi' },
  parameters: { topUp: { info: OLLE_INFO } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Kombipaket' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Surfpaket' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Välj 10 GB + 100 kr' }));
    await expect(args.onChosen).toHaveBeenCalledTimes(1);
  },
};

/**
 * A student's number was checked, then another number is refused: the student prices and the
 * number checked before are gone, so nothing is chosen for a number the customer no longer shows.
 */
export const OtherNumberRefused: Story = {
  parameters: { topUp: { info: ERIK_INFO } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/studentpriser gäller för dig/)).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Mobilnummer att ladda' });
    await userEvent.clear(field);
    await userEvent.type(field, '070-123 45 67{Enter}');
    await expect(
      await canvas.findByText(/Numret är inte ett kontantkort hos Lingon/),
    ).toBeVisible();
    await expect(canvas.queryByText(/studentpriser gäller för dig/)).toBeNull();
    await expect(canvas.queryAllByText('Studentpris 79 kr')).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Välj 5 GB' }));
    await expect(canvas.getByText('Fyll i ditt kontantkortsnummer först')).toBeVisible();
    await expect(args.onChosen).not.toHaveBeenCalled();
  },
};

/**
 * Refused by the button: focus goes to the field, which by then carries the server's message, so
 * the message is read with the field. Not also as an alert: it is read once.
 */
export const NumberRefusedByButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Mobilnummer att ladda' });
    await userEvent.type(field, '070-123 45 67');
    let readOnFocus: string | null = null;
    field.addEventListener('focus', () => (readOnFocus = describedBy(field)), { once: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Fortsätt' }));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(readOnFocus).toMatch(/Numret är inte ett kontantkort hos Lingon/);
    await expect(isAnnounced(canvas.getByText(/Numret är inte ett kontantkort hos Lingon/))).toBe(
      false,
    );
  },
};

/**
 * Refused after Enter in the field: the field has focus already, and focusing it again makes no
 * focus event, so a screen reader would hear nothing. The message is tied to the field and read
 * out as an alert; focus stays where the customer types.
 */
export const NumberRefusedByEnter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Mobilnummer att ladda' });
    await userEvent.type(field, '070-123 45 67{Enter}');
    const message = await canvas.findByText(/Numret är inte ett kontantkort hos Lingon/);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(describedBy(field)).toMatch(/Numret är inte ett kontantkort hos Lingon/);
    await expect(isAnnounced(message)).toBe(true);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /^Numret är inte ett kontantkort hos Lingon/,
    );
  },
};

/**
 * Not a mobile number, Enter in the field: the message is tied to the field and read out as an
 * alert. Enter again says it again (a new alert), so no press goes unanswered.
 */
export const InvalidNumberByEnter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Mobilnummer att ladda' });
    await userEvent.type(field, '070-000{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(SWEDISH_MOBILE_MESSAGE);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(describedBy(field)).toContain(SWEDISH_MOBILE_MESSAGE);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBe(alert));
    await expect(canvas.getByRole('alert')).toHaveTextContent(SWEDISH_MOBILE_MESSAGE);
    await expect(field).toHaveFocus();
  },
};

/** A subscription number is refused with the server's message; nothing is chosen without a number. */
export const NumberRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Välj 5 GB' }));
    await expect(canvas.getByText('Fyll i ditt kontantkortsnummer först')).toBeVisible();
    await expect(args.onChosen).not.toHaveBeenCalled();
    const field = canvas.getByRole('textbox', { name: 'Mobilnummer att ladda' });
    await userEvent.type(field, '070-123 45 67{Enter}');
    await expect(
      await canvas.findByText(/Numret är inte ett kontantkort hos Lingon/),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: prepaidHandlers({ loading: true }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hämtar vad du kan ladda…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: prepaidHandlers({ emptyOffering: true }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Det finns inget att ladda just nu. Titta in igen senare.',
      ),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: prepaidHandlers({ unavailable: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Vi kunde inte hämta vad du kan ladda')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

/** The student view of one category, for the visual review. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  args: { categorySlug: 'surf' },
  parameters: {
    // Side by side, each landmark is there twice, once per theme.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    topUp: { info: ERIK_INFO },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('heading', { name: '40 GB' })).toHaveLength(2),
    );
  },
};
