import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesFailingWritesHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import { SURFSIM_REFUSAL_TEXT } from '@lingon/contracts/mypages/surfsim-validate';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SurfSimOrder } from './surfsim';
import { withFreshState, withNumberInAddress } from './testing/story-state';

const meta = {
  title: 'My pages/SurfSimOrder',
  component: SurfSimOrder,
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof SurfSimOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna chooses her own number, keeps her address and orders: the thank-you takes focus. */
export const Order: Story = {
  // Handlers of its own: the order it places stays in this story.
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas, canvasElement }) => {
    const numbers = await canvas.findByRole('radiogroup', {
      name: 'Vilket abonnemang ska din surf-sim höra till?',
    });
    await userEvent.click(within(numbers).getByRole('radio', { name: 'Min mobil' }));
    const street = await canvas.findByLabelText('Gatuadress');
    await expect(street).toHaveValue('Lingonvägen 12');
    // 'En surf-sim' throughout, as everywhere else on my pages: never 'surf-simmet'.
    await expect(canvasElement).not.toHaveTextContent(/surf-simmet/i);
    await userEvent.click(canvas.getByRole('button', { name: 'Beställ surf-sim' }));
    const thanks = await canvas.findByRole('heading', { name: 'Tack! Din surf-sim är beställd' });
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(canvas.getByText(/LO-SURF-0001/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se dina ordrar' })).toHaveAttribute(
      'href',
      '/mitt-lingon/ordrar',
    );
  },
};

/** Opened from 'Beställ surf-sim till Min mobil': Min mobil is chosen and checked at once. */
export const FromASubscription: Story = {
  decorators: [withNumberInAddress('0701234567')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Min mobil' })).toBeChecked();
    await expect(await canvas.findByLabelText('Gatuadress')).toHaveValue('Lingonvägen 12');
  },
};

/** A number in the address that is not one of the customer's chooses nothing. */
export const NotTheCustomersNumber: Story = {
  decorators: [withNumberInAddress('0709999999')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Min mobil' })).not.toBeChecked();
    await expect(canvas.queryByRole('radio', { checked: true })).toBeNull();
    await expect(canvas.queryByLabelText('Gatuadress')).toBeNull();
  },
};

/** A number with the most surf sims it may carry: the reason, and no address form. */
export const NumberCannotHaveOne: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Olles mobil' }));
    await expect(await canvas.findByText(SURFSIM_REFUSAL_TEXT.MAX_SURF_SIMS)).toBeVisible();
    await expect(canvas.queryByLabelText('Gatuadress')).toBeNull();
  },
};

/** A postcode of three digits is refused in the form, before anything is sent. */
export const InvalidAddress: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Min mobil' }));
    const zipcode = await canvas.findByLabelText('Postnummer');
    await userEvent.clear(zipcode);
    await userEvent.type(zipcode, '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Beställ surf-sim' }));
    await expect(await canvas.findByText('Ange postnumret med 5 siffror')).toBeVisible();
    await expect(canvas.queryByText(/Tack!/)).toBeNull();
  },
};

/**
 * Keyboard: the postcode emptied and 'Beställ surf-sim' pressed: the focus goes to the postcode,
 * marked invalid and described by its message, so that the message is read out.
 */
export const InvalidFocusesField: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Min mobil' }));
    const zipcode = await canvas.findByLabelText('Postnummer');
    await userEvent.clear(zipcode);
    canvas.getByRole('button', { name: 'Beställ surf-sim' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(zipcode).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(zipcode).toHaveFocus());
    await expect(zipcode).toHaveAccessibleDescription(/./);
    await expect(canvas.queryByText(/Tack!/)).toBeNull();
  },
};

/** The order service fails: the customer is told and can try again; nothing is lost. */
export const OrderFails: Story = {
  parameters: { msw: { handlers: mypagesFailingWritesHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Min mobil' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Beställ surf-sim' }));
    const banner = await canvas.findByText('Din surf-sim kunde inte beställas');
    await expect(banner).toBeVisible();
    await expect(canvas.getByLabelText('Gatuadress')).toHaveValue('Lingonvägen 12');
  },
};

/** Karin has no mobile subscription. */
export const NoSubscriptions: Story = {
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Du har inget mobilabonnemang hos oss/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar dina abonnemang…');
  },
};

export const Unavailable: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta dina abonnemang',
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvas }) => {
    const groups = await waitFor(() => {
      const found = canvas.getAllByRole('radiogroup');
      expect(found).toHaveLength(2);
      return found;
    });
    for (const group of groups) {
      await userEvent.click(within(group).getByRole('radio', { name: 'Olles mobil' }));
    }
    await waitFor(() =>
      expect(canvas.getAllByText(SURFSIM_REFUSAL_TEXT.MAX_SURF_SIMS)).toHaveLength(2),
    );
  },
};
