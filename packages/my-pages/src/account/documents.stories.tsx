import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import { MYPAGES_FIXTURE_NOW } from '@lingon/contracts/fixtures/mypages';
import { documentsContract, type DocumentsResponse } from '@lingon/contracts/mypages/documents';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { withFreshState } from '../testing/story-state';
import { DocumentSections, DocumentView, GdprCases } from './documents';

const meta = {
  title: 'My pages/DocumentView',
  component: DocumentView,
  decorators: [withFreshState],
  args: { documentId: 'OC-3002' },
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof DocumentView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new order confirmation: its title, kind and 'Ny', and the order it confirms, line by line. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Orderbekräftelse: Nytt SIM-kort' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Orderbekräftelse ·/)).toHaveTextContent('Ny');
    const order = await canvas.findByRole('table', { name: 'Det här ingår i beställningen' });
    await expect(within(order).getByText('SIM-kort (ersättning)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Visa beställningen' })).toHaveAttribute(
      'href',
      '/mitt-lingon/ordrar/detaljer?order=LO-100412',
    );
    await expect(canvas.getByRole('link', { name: 'Ordrar och dokument' })).toHaveAttribute(
      'href',
      '/mitt-lingon/ordrar',
    );
  },
};

/** A contract: its kind, its text (Anna's plan, price, number and binding), printable. */
export const Contract: Story = {
  args: { documentId: 'DOC-5001' },
  // The browser's print dialog would stop the test: the button's call is what is checked.
  beforeEach: () => {
    const print = spyOn(window, 'print').mockImplementation(() => {});
    return () => print.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Avtal Lingon Mobil 30 GB' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Avtal ·/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ditt abonnemang' })).toBeVisible();
    await expect(canvas.getByText('Månadsavgift: 269 kr/mån')).toBeVisible();
    await expect(canvas.getByText('Telefonnummer: 070-123 45 67')).toBeVisible();
    await expect(
      canvas.getByText('Bindningstid: 12 månader, till och med 22 juli 2027'),
    ).toBeVisible();
    await expect(canvas.queryByText(/gäller ditt kundförhållande med oss/)).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Skriv ut' }));
    await expect(window.print).toHaveBeenCalledOnce();
  },
};

/** The price list: every plan at its catalogue price, broadband and the prepaid top-ups. */
export const PriceList: Story = {
  args: { documentId: 'DOC-5003' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Prislista 2026' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Lingon Mobil 30 GB, 30 GB surf per månad: 269 kr/mån'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kontantkort' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skriv ut' })).toBeVisible();
  },
};

/** A document stored without its text: what it is about, and nothing to print. */
export const WithoutText: Story = {
  args: { documentId: 'DOC-5001' },
  parameters: {
    msw: {
      handlers: [
        http.get(`*/services/${documentsContract.path}`, () =>
          HttpResponse.json({
            customerDocumentsResult: {
              documents: [
                {
                  id: 'DOC-5001',
                  title: 'Avtal Lingon Mobil 30 GB',
                  type: 'CONTRACT',
                  createdOn: MYPAGES_FIXTURE_NOW.toISOString(),
                  body: '',
                },
              ],
            },
            gdprCasesResult: { gdprCases: [] },
            orderConfirmationResult: { orderConfirmations: [] },
          } satisfies DocumentsResponse),
        ),
        ...mypagesHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Avtal Lingon Mobil 30 GB' }),
    ).toBeVisible();
    await expect(canvas.getByText(/gäller ditt kundförhållande med oss/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Skriv ut' })).toBeNull();
  },
};

/** A document that is not the customer's: said, with the way back. */
export const Unknown: Story = {
  args: { documentId: 'DOC-0000' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dokumentet hittades inte' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Till ordrar och dokument' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar dokumentet…');
  },
};

export const Unavailable: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta dokumentet',
    );
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

/** The documents part of the orders page: confirmations, contracts and terms, GDPR cases. */
export const Sections: Story = {
  render: () => <DocumentSections />,
  play: async ({ canvas }) => {
    const confirmations = await canvas.findByRole('list', { name: 'Orderbekräftelser' });
    await expect(within(confirmations).getAllByRole('listitem')).toHaveLength(2);
    const contracts = canvas.getByRole('list', { name: 'Avtal och villkor' });
    await expect(within(contracts).getByText('Prislista')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'GDPR-ärenden' })).toHaveTextContent('Pågår');
  },
};

/** Karin has no documents and no GDPR cases. */
export const SectionsEmpty: Story = {
  render: () => <DocumentSections />,
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Inga orderbekräftelser.')).toBeVisible();
    await expect(canvas.getByText('Inga avtal eller villkor.')).toBeVisible();
    await expect(canvas.getByText('Du har inga GDPR-ärenden.')).toBeVisible();
  },
};

/** The GDPR cases alone, as the permissions page shows them. */
export const GdprCasesOnly: Story = {
  render: () => <GdprCases />,
  play: async ({ canvas }) => {
    const cases = await canvas.findByRole('list', { name: 'GDPR-ärenden' });
    await expect(within(cases).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('list', { name: 'Orderbekräftelser' })).toBeNull();
  },
};

/** An order confirmation and a contract's text, in both themes. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-12">
      <DocumentView {...args} />
      <DocumentView documentId="DOC-5001" />
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('table', { name: 'Det här ingår i beställningen' })).toHaveLength(
        2,
      ),
    );
    await expect(canvas.getAllByRole('heading', { name: 'Ditt abonnemang' })).toHaveLength(2);
  },
};
