import { potentialCustomerCreateContract } from '@lingon/contracts/broadband/potential-customer-create';
import { broadbandHandlers } from '@lingon/contracts/msw/broadband';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { addressObjectAtom, potentialCustomerIdAtom } from './lib/order-state';
import { withFreshState } from './testing/story-state';
import { potentialCustomerVariants } from './testing/msw-variants';
import { WaitingList } from './waiting-list';

const kiruna = {
  streetName: 'Fjällvägen',
  streetNumber: '7',
  entrance: '',
  city: 'Kiruna',
  zipcode: '98131',
};

/** The sign-up must refer to the potential customer the evaluation created. */
const expectsPotentialCustomer = http.post(
  `*/services/${potentialCustomerCreateContract.path}`,
  async ({ request }) => {
    const body = (await request.json()) as { id?: string; address?: { city?: string } };
    if (body.id !== 'PC-STORY' || body.address?.city !== 'Kiruna') {
      return HttpResponse.json([{ field: 'body.id', message: 'Fel potentiell kund' }], {
        status: 422,
      });
    }
    return HttpResponse.json({ success: true, id: body.id });
  },
);

const meta = {
  title: 'Broadband/WaitingList',
  component: WaitingList,
  args: { onSignedUp: fn(), checkAddressHref: '/bredband' },
  decorators: [
    withFreshState((store) => {
      store.set(addressObjectAtom, kiruna);
      store.set(potentialCustomerIdAtom, 'PC-STORY');
    }),
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  parameters: { msw: { handlers: [expectsPotentialCustomer, ...broadbandHandlers] } },
} satisfies Meta<typeof WaitingList>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

async function fillIn(canvas: { getByRole: typeof screen.getByRole }) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Namn/ }), 'Anna Andersson');
  await userEvent.type(canvas.getByRole('textbox', { name: /E-post/ }), 'anna@example.se');
  await userEvent.type(canvas.getByRole('textbox', { name: /Mobilnummer/ }), '070-123 45 67');
}

/** Submitting opens the confirmation modal; closing it shows the signed-up state. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Fjällvägen 7, Kiruna')).toBeVisible();
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Anmäl mig' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tack för din anmälan!' }, slow);
    await expect(dialog).toHaveTextContent('anna@example.se');
    await userEvent.click(screen.getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(args.onSignedUp).toHaveBeenCalledOnce());
    await expect(canvas.getByText('Du står på väntelistan')).toBeVisible();
    // Focus lands on the confirmation on the page, not on the page's start.
    await waitFor(() =>
      expect(canvas.getByText('Du står på väntelistan').closest('[tabindex="-1"]')).toHaveFocus(),
    );
  },
};

export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Anmäl mig' }));
    await expect(await canvas.findByText('Ange ditt namn')).toBeVisible();
    await expect(canvas.getByText('Ange en giltig e-postadress')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Namn/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobilnummer/ }), '12345');
    await expect(
      await canvas.findByText('Ange ett svenskt mobilnummer, till exempel 070-123 45 67'),
    ).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [...potentialCustomerVariants.loading, ...broadbandHandlers] },
  },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Anmäl mig' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Anmäl mig/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/**
 * No address stored (the page was opened directly, or reloaded after the login check forgot the
 * address): check the address first, and nothing said about coverage of an unknown address.
 */
export const Empty: Story = {
  decorators: [withFreshState()],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kolla din adress först')).toBeVisible();
    await expect(canvas.queryByText(/inte leverera bredband/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Anmäl mig' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Kolla din adress' })).toHaveAttribute(
      'href',
      '/bredband',
    );
  },
};

export const Error: Story = {
  parameters: {
    msw: { handlers: [...potentialCustomerVariants.error, ...broadbandHandlers] },
  },
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Anmäl mig' }));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      'Vi kunde inte spara din anmälan just nu. Försök igen om en stund.',
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onSignedUp).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
};
