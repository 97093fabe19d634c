import { MYPAGES_FIXTURE_NOW } from '@lingon/contracts/fixtures/mypages';
import {
  familyOrderSummaryContract,
  type FamilyOrderSummary,
} from '@lingon/contracts/mypages/family-order';
import { mypagesErrorHandlers, mypagesHandlers } from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { FamilyOrderConfirmation, FamilyThankYou } from './family-order-done';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'My pages/FamilyThankYou',
  component: FamilyThankYou,
  decorators: [withFreshState],
  args: { orderId: 'LO-FAM-0001' },
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof FamilyThankYou>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order number and next steps; the heading takes focus. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'Tack för din beställning!' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('LO-FAM-0001')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se orderbekräftelsen' })).toBeVisible();
  },
};

/** Opened without an order in this browser: no thanks for nothing, the way to order one. */
export const NoOrder: Story = {
  args: { orderId: null },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Beställ ett familjeabonnemang' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Ingen beställning att visa' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Tack/)).toBeNull();
  },
};

const placedOrder: FamilyOrderSummary = {
  orderId: 'LO-FAM-0001',
  createdOn: MYPAGES_FIXTURE_NOW.toISOString(),
  planCode: 'FAM-10GB',
  planName: 'Lingon Familj 10 GB',
  bindingPeriod: 12,
  isFamilyCampaignActive: true,
  monthlyPrice: 99,
  msisdn: '46737001001',
  msisdnOption: 'NEW',
  hiddenNumber: false,
  mainMsisdn: '46701234567',
  email: 'anna.andersson@example.se',
  // As typed in the checkout: the postcode without its space.
  shippingAddress: {
    name: 'Anna Andersson',
    street: 'Lingonvägen 12',
    zipcode: '12345',
    city: 'Stockholm',
  },
  freeShipping: true,
  upfrontCost: 0,
};

/** The confirmation: the date and the postcode written as on every other page. */
export const Confirmation: Story = {
  render: (args) => <FamilyOrderConfirmation {...args} />,
  parameters: {
    msw: {
      handlers: [
        http.get(
          `*/services/${familyOrderSummaryContract.path.replace(':orderId', 'LO-FAM-0001')}`,
          () => HttpResponse.json(placedOrder),
        ),
        ...mypagesHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const list = (await canvas.findByText('Ordernummer')).closest('dl')!;
    const value = (term: string) =>
      within(list).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    await expect(value('Beställd')).toMatch(/^\d{1,2} [a-zåäö]+ \d{4}$/);
    await expect(value('Beställd')).toBe(
      new Intl.DateTimeFormat('sv-SE', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/Stockholm',
      }).format(MYPAGES_FIXTURE_NOW),
    );
    await expect(value('Leveransadress')).toBe(
      'Anna Andersson, Lingonvägen 12, 123\u00a045 Stockholm',
    );
  },
};

/** The confirmation page for an order the server does not know: said, with a retry. */
export const ConfirmationUnknown: Story = {
  render: (args) => <FamilyOrderConfirmation {...args} />,
  args: { orderId: 'LO-FAM-9999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta orderbekräftelsen',
    );
  },
};

export const ConfirmationUnavailable: Story = {
  render: (args) => <FamilyOrderConfirmation {...args} />,
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta orderbekräftelsen',
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { name: 'Tack för din beställning!' })).toHaveLength(2),
    );
  },
};
