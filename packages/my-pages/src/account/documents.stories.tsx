import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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

/** A contract: its kind, and no order. */
export const Contract: Story = {
  args: { documentId: 'DOC-5001' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Avtal Lingon Mobil 30 GB' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Avtal ·/)).toBeVisible();
    await expect(canvas.getByText(/gäller ditt kundförhållande med oss/)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
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
    await expect(await canvas.findByText('Dokumentet kunde inte visas just nu.')).toBeVisible();
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

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('table', { name: 'Det här ingår i beställningen' })).toHaveLength(
        2,
      ),
    );
  },
};
