import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesHandlers,
  mypagesInvoiceErrorHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { InvoiceList, InvoiceView } from './invoices';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'My pages/InvoiceList',
  component: InvoiceList,
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof InvoiceList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna's mobile and broadband invoices with every status, the unknown one as 'Okänd'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Fakturor' });
    const rows = within(list).getAllByRole('link');
    await expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const label of ['Obetald', 'Delbetald', 'Betald', 'Okänd']) {
      await expect(within(list).getAllByText(label).length).toBeGreaterThan(0);
    }
    await expect(rows[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/\/mitt-lingon\/faktura\//),
    );
  },
};

/** Karin has no invoices yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Du har inga fakturor än/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar fakturor…');
  },
};

/** The invoice service is down: one error with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta dina fakturor',
    );
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

/** Only the broadband billing system fails: its error is said, the mobile invoices still show. */
export const BroadbandUnavailable: Story = {
  parameters: { msw: { handlers: mypagesInvoiceErrorHandlers({ broadband: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta dina bredbandsfakturor',
    );
    const list = canvas.getByRole('list', { name: 'Fakturor' });
    await expect(within(list).queryAllByText('Bredband')).toHaveLength(0);
    await expect(within(list).getAllByText('Mobil').length).toBeGreaterThan(0);
  },
};

/** Only the mobile billing system fails. */
export const MobileUnavailable: Story = {
  parameters: { msw: { handlers: mypagesInvoiceErrorHandlers({ mobile: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta dina mobilfakturor',
    );
  },
};

/** One invoice as its own page. */
export const OneInvoice: Story = {
  render: () => <InvoiceView invoiceNumber="70001" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Faktura 70001/ }),
    ).toBeVisible();
    await expect(canvas.getByText('OCR-nummer')).toBeVisible();
    await expect(canvas.getByText('Att betala senast')).toBeVisible();
    await expect(canvas.getByText('Obetald')).toBeVisible();
  },
};

/** An invoice number that is not the customer's. */
export const UnknownInvoice: Story = {
  render: () => <InvoiceView invoiceNumber="99999" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Fakturan hittades inte' }),
    ).toBeVisible();
  },
};

/** The list in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('list', { name: 'Fakturor' })).toHaveLength(2));
  },
};
