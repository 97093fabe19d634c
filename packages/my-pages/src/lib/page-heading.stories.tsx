import { MY_PAGES_NAME } from '@lingon/contracts/brand';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onThePage, wordsBrokenAcrossLines } from '../testing/line-breaks';
import { PageHeading } from './page-heading';

/** The h1 of every my-pages page as the page writes it (a soft hyphen in the longest words). */
const PAGE_TITLES = [
  MY_PAGES_NAME,
  'Hej Anna!',
  'Mina abonnemang',
  'Abonnemangs\u00ADdetaljer',
  'Extratjänster',
  'Användning',
  'Laddningar',
  'Fakturor',
  'Autogiro',
  'Ordrar och dokument',
  'Din sida',
  'Dina rättigheter',
  'Värva en vän',
  'Anslutna abonnemang',
  'Beställ surf-sim',
  'Familjeabonnemang',
  'Beställ familjeabonnemang',
  'Tack för din beställning!',
  'Ingen beställning att visa',
  'Orderbekräftelse',
  'Byt abonnemang',
  'Byt bredband',
  'Fyll på surf',
  'Överlåtelse',
];

/** Headings of one item: an invoice, an order or a document (titles from the demo data). */
const ITEM_TITLES = [
  'Faktura 2026110042',
  'Fakturan hittades inte',
  'Beställningen',
  'Familjeabonnemang',
  'Lingon Mobil 30 GB och två familjeabonnemang',
  'Orderbekräftelse Familjeabonnemang',
  'Orderbekräftelse nytt SIM-kort',
  'Dokumentet',
];

function EveryTitle() {
  return (
    <div className="flex flex-col gap-4">
      {PAGE_TITLES.map((title) => (
        <PageHeading key={title}>{title}</PageHeading>
      ))}
      {ITEM_TITLES.map((title) => (
        <PageHeading key={title} size="item">
          {title}
        </PageHeading>
      ))}
    </div>
  );
}

const meta = {
  title: 'My pages/PageHeading',
  component: PageHeading,
  args: { children: 'Mina abonnemang' },
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mina abonnemang' })).toBeVisible();
  },
};

/** The words of each heading, none broken inside; `joints`: a break at a soft hyphen is not one. */
async function expectWholeWords(headings: HTMLElement[], joints: boolean) {
  for (const heading of headings) {
    await expect(wordsBrokenAcrossLines(heading, { joints }), heading.textContent ?? '').toEqual(
      [],
    );
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  }
}

/** On a 390 px phone, as the user review used: every word of every heading on one line. */
export const EveryTitleOnAPhone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  decorators: [onThePage],
  render: () => <EveryTitle />,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const headings = canvas.getAllByRole('heading', { level: 1 });
    await expect(headings).toHaveLength(PAGE_TITLES.length + ITEM_TITLES.length);
    // Every word whole, the longest too: their joints are for narrower screens and zoom.
    await expectWholeWords(headings, false);
  },
};

/** On a 320 px phone the longest words break at their joint, with a hyphen, and nowhere else. */
export const EveryTitleOnASmallPhone: Story = {
  ...EveryTitleOnAPhone,
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    await expectWholeWords(canvas.getAllByRole('heading', { level: 1 }), true);
  },
};

/** Both sizes in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-4">
      <PageHeading>Abonnemangs{'\u00AD'}detaljer</PageHeading>
      <PageHeading size="item">Orderbekräftelse nytt SIM-kort</PageHeading>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(4);
  },
};
