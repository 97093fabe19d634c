import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import { MYPAGES_FIXTURE_NOW } from '@lingon/contracts/fixtures/mypages';
import { orderHistoryContract } from '@lingon/contracts/mypages/order-history';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { DocumentView } from './documents';
import { OrderDetails, OrdersAndDocuments } from './orders';
import { withFreshState } from '../testing/story-state';

const meta = {
  title: 'My pages/OrdersAndDocuments',
  component: OrdersAndDocuments,
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof OrdersAndDocuments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna: her orders with status, a new and an opened order confirmation, contracts, GDPR cases. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole('list', { name: 'Beställningar' });
    await expect(within(orders).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    const confirmations = await canvas.findByRole('list', { name: 'Orderbekräftelser' });
    await expect(within(confirmations).getByText('Ny')).toBeVisible();
    await expect(within(confirmations).getByText('Äldre')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'GDPR-ärenden' })).toHaveTextContent('Pågår');
    await expect(canvas.getByRole('link', { name: 'Avtal Lingon Mobil 30 GB' })).toHaveAttribute(
      'href',
      '/mitt-lingon/ordrar/document/DOC-5001',
    );
  },
};

/** Karin: nothing ordered, no documents. */
export const Empty: Story = {
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Du har inga beställningar än.')).toBeVisible();
    await expect(await canvas.findByText('Du har inga GDPR-ärenden.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar dokument…');
  },
};

/** The services are down: each part says so in an alert, with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vi kunde inte hämta dina beställningar')).toBeVisible();
    await expect(await canvas.findByText('Vi kunde inte hämta dina dokument')).toBeVisible();
  },
};

/** One order's lines, prices and status. */
export const OneOrder: Story = {
  render: () => <OrderDetails orderId="LO-100234" />,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Det här ingår i beställningen' });
    await expect(within(table).getByRole('rowheader', { name: 'Totalt' })).toBeVisible();
  },
};

/**
 * A family order on a phone: the one long word of its heading wraps (hyphenated where the
 * browser knows Swedish) instead of running out of its box.
 */
export const NarrowLongHeading: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: {
    msw: {
      handlers: [
        http.get(`*/services/${orderHistoryContract.path}`, () =>
          HttpResponse.json({
            items: [
              {
                orderId: 'LO-FAM-1A2B3C4D',
                createdOn: MYPAGES_FIXTURE_NOW.toISOString(),
                status: 'RECEIVED',
                category: 'MOBILE',
                // One word wider than a phone, as 'Familjeabonnemang' is at 390 px on the site.
                title: 'Familjeabonnemangsbeställning',
                totalPrice: 0,
                lines: [{ name: 'Frakt (fri frakt)', quantity: 1, price: 0 }],
              },
            ],
          }),
        ),
        ...mypagesHandlers(),
      ],
    },
  },
  render: () => <OrderDetails orderId="LO-FAM-1A2B3C4D" />,
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: /Familje/ });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** An order confirmation on its own page, with the order it confirms. */
export const OrderConfirmation: Story = {
  render: () => <DocumentView documentId="OC-3002" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Orderbekräftelse: Nytt SIM-kort' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Din beställning' })).toBeVisible();
  },
};

export const UnknownDocument: Story = {
  render: () => <DocumentView documentId="DOC-0000" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Dokumentet hittades inte' }),
    ).toBeVisible();
  },
};

/** Anna's page in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('list', { name: 'GDPR-ärenden' })).toHaveLength(2),
    );
    await waitFor(() =>
      expect(canvas.getAllByRole('list', { name: 'Beställningar' })).toHaveLength(2),
    );
  },
};
