import { PREPAID_OFFERING } from '@lingon/contracts/fixtures/mypages-catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { priceFor, type SelectedProduct, type TopUpInfo } from './lib/state';
import { TopUpSummary } from './summary';
import {
  atPhoneWidths,
  ERIK_INFO,
  linesOf,
  OLLE_INFO,
  surfCheckout,
  withPhoneFrame,
} from './testing/story-state';

/** A product of the seeded offering as the checkout keeps it once chosen. */
function offered(categorySlug: string, id: string): SelectedProduct {
  const category = PREPAID_OFFERING.categories.find((c) => c.slug === categorySlug);
  const product = category?.products.find((p) => p.id === id);
  if (!category || !product) throw new Error(`The offering no longer has ${categorySlug}/${id}`);
  const { description: _d, ...rest } = product;
  return { ...rest, categorySlug: category.slug, categoryTitle: category.title };
}

/** The checkout after choosing `product` for `info`'s number, priced as the selection prices it. */
function chosen(product: SelectedProduct, info: TopUpInfo) {
  const total = priceFor(product, info);
  return surfCheckout({
    topup: {
      isProductSelected: true,
      hasDiscount: total < product.price,
      totalPrice: total,
      totalPriceWithoutDiscount: product.price,
      product,
    },
    msisdn: info.msisdn,
    isStudent: info.isStudent,
  });
}

const olleSaldo = chosen(offered('saldo', 'SALDO_200'), OLLE_INFO);
const erikKombi = chosen(offered('kombi', 'KOMBI_10GB_100'), ERIK_INFO);

const meta = {
  title: 'Prepaid/TopUpSummary',
  component: TopUpSummary,
  args: { checkout: surfCheckout() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopUpSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

function value(summary: HTMLElement, term: string) {
  return within(summary).getByText(term).nextElementSibling;
}

/** Erik, a student, tops up 15 GB: the ordinary price, his discount and what he pays. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Din laddning' });
    await expect(value(summary, 'Surfpaket')).toHaveTextContent('15 GB');
    await expect(value(summary, 'Surfpaket')).toHaveTextContent('15 GB surf · Gäller i 30 dagar');
    await expect(value(summary, 'Mobilnummer')).toHaveTextContent(/^073-123 45 60$/);
    await expect(value(summary, 'Pris')).toHaveTextContent(/^199 kr$/);
    await expect(value(summary, 'Studentrabatt')).toHaveTextContent(/^−40 kr$/);
    await expect(value(summary, 'Att betala')).toHaveTextContent(/^159 kr$/);
    await expect(within(summary).queryByRole('link')).toBeNull();
  },
};

/**
 * On a phone of any width: the terms keep to one line ('Att betala' never breaks) and the long
 * product details wrap instead; the number stays whole.
 */
export const Phone: Story = {
  decorators: [withPhoneFrame],
  play: async ({ canvasElement, canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Din laddning' });
    await expect(value(summary, 'Att betala')).toHaveTextContent(/^159 kr$/);
    await atPhoneWidths(canvasElement, async (width) => {
      for (const text of [
        'Att betala',
        'Surfpaket',
        'Mobilnummer',
        'Studentrabatt',
        '073-123 45 60',
      ]) {
        await expect(linesOf(canvasElement, text), `${text} at ${width} px`).toBe(1);
      }
    });
  },
};

/** Olle pays the ordinary price for saldo: no discount row. */
export const NoDiscount: Story = {
  args: { checkout: olleSaldo },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Din laddning' });
    await expect(value(summary, 'Ladda saldo')).toHaveTextContent(
      '200 kr saldo · Gäller i 180 dagar',
    );
    await expect(value(summary, 'Mobilnummer')).toHaveTextContent(/^076-123 45 70$/);
    await expect(within(summary).queryByText('Studentrabatt')).toBeNull();
    await expect(value(summary, 'Att betala')).toHaveTextContent(/^200 kr$/);
  },
};

/** On the review step each row leads back to where it is changed. */
export const ChangeLinks: Story = {
  args: { checkout: erikKombi, changeLinks: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ändra vad du laddar' })).toHaveAttribute(
      'href',
      '/kontantkort/ladda/kombi',
    );
    await expect(canvas.getByRole('link', { name: 'Ändra nummer' })).toHaveAttribute(
      'href',
      '/kontantkort/ladda',
    );
    const summary = canvas.getByRole('region', { name: 'Din laddning' });
    await expect(value(summary, 'Kombipaket')).toHaveTextContent(
      '10 GB surf · 100 kr saldo · Gäller i 30 dagar',
    );
    await expect(value(summary, 'Studentrabatt')).toHaveTextContent(/^−40 kr$/);
    await expect(value(summary, 'Att betala')).toHaveTextContent(/^189 kr$/);
  },
};

/** What the step puts under the sum (the terms, a button) goes inside the same box. */
export const WithChildren: Story = {
  args: { children: <p>Du betalar med Swish eller kort i nästa steg.</p> },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Din laddning' });
    await expect(
      within(summary).getByText('Du betalar med Swish eller kort i nästa steg.'),
    ).toBeVisible();
  },
};

/** Without a chosen product there is nothing to sum up, so nothing is shown. */
export const NoProduct: Story = {
  args: {
    checkout: surfCheckout({
      topup: {
        isProductSelected: false,
        hasDiscount: false,
        totalPrice: 0,
        totalPriceWithoutDiscount: 0,
        product: null,
      },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  // Side by side, each region is there twice, once per theme.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <TopUpSummary {...args} />
      <TopUpSummary checkout={olleSaldo} />
      <TopUpSummary checkout={erikKombi} changeLinks />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region', { name: 'Din laddning' })).toHaveLength(6);
    await expect(canvas.getAllByText('Studentrabatt')).toHaveLength(4);
  },
};
