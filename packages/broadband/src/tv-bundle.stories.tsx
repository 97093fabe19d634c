import { BankidBlock } from '@lingon/bankid/bankid-block';
import { productListSchema } from '@lingon/contracts/content/product-lists';
import { BUNDLE_PRODUCT_IDS } from '@lingon/contracts/fixtures/broadband-products';
import { productLists } from '@lingon/contracts/fixtures/content';
import { broadbandHandlers } from '@lingon/contracts/msw/broadband';
import {
  contentEmptyHandlers,
  contentErrorHandlers,
  contentHandlers,
  contentLoadingHandlers,
} from '@lingon/contracts/msw/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFreshState } from './testing/story-state';
import { TvBundle, TvBundleView } from './tv-bundle';

const bundles = productListSchema.parse(productLists.bundle).products;
const handlers = [...broadbandHandlers, ...contentHandlers];

const meta = {
  title: 'Broadband/TvBundle',
  component: TvBundle,
  args: {
    onProductChosen: fn(),
    verification: <p className="rounded-md border border-border p-3">Här visas BankID-blocket.</p>,
  },
  decorators: [withFreshState()],
  parameters: { msw: { handlers } },
} satisfies Meta<typeof TvBundle>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

function priceOf(card: HTMLElement) {
  return card.querySelector('[data-slot="price"]');
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const bas = await canvas.findByRole('article', { name: 'Välj Bas-paket' }, slow);
    await expect(canvas.getByRole('heading', { name: 'Välj Mycket Sport-paket' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Välj All Sport-paket' })).toBeVisible();
    await expect(priceOf(bas)).toHaveTextContent(/389\s*kr\/mån.*369\s*kr\/mån/);
    const sport = canvas.getByRole('article', { name: 'Välj Mycket Sport-paket' });
    await expect(priceOf(sport)).toHaveTextContent(/^489\s*kr\/mån$/);
    await expect(canvas.getByText(/1\s188 kr/)).toBeVisible();
    await expect(canvas.getByText('Titta på upp till 2 enheter samtidigt.')).toBeVisible();
    await expect(canvas.getByText('Här visas BankID-blocket.')).toBeVisible();

    // The speed-info modal.
    await userEvent.click(canvas.getByRole('button', { name: /Varför bara 100\/100/ }));
    const dialog = await screen.findByRole('dialog', { name: /Varför 100\/100/ });
    // The modal fades in from opacity 0.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent(/2 enheter/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jag förstår' }));

    // The channel list of a package.
    await userEvent.click(within(bas).getByRole('button', { name: 'Se alla 16 kanaler' }));
    await expect(within(bas).getByRole('list', { name: 'Kanaler i TV Bas' }).children).toHaveLength(
      16,
    );

    await userEvent.click(within(bas).getByRole('button', { name: 'Välj Bas-paket' }));
    await expect(args.onProductChosen).toHaveBeenCalledOnce();
    await expect(args.onProductChosen).toHaveBeenCalledWith(
      expect.objectContaining({ productId: 'BB-TV-BAS', channelCount: 16 }),
    );
    // A toggle keeps its name when pressed; the state is aria-pressed and a check icon.
    const chosen = within(bas).getByRole('button', { name: 'Välj Bas-paket' });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(chosen.querySelector('svg')).not.toBeNull();
    await expect(bas).toHaveAttribute('data-state', 'selected');
  },
};

/** The fixture campaign's mobile-customer offer: 20 kr a month off the bundles. */
const mobileCustomerOffer = { monthlyDiscount: 20, productIds: [...BUNDLE_PRODUCT_IDS] };

/**
 * After BankID: an existing mobile customer pays what the campaign service's offer takes off
 * (20 kr per month). The campaign stays the campaign (369 kr/mån i 12 månader) and the customer's
 * own price is said as the mobile-customer discount, never as a campaign price.
 */
export const ExistingCustomer: Story = {
  args: { mobileCustomerOffer },
  play: async ({ canvas }) => {
    const bas = await canvas.findByRole('article', { name: 'Välj Bas-paket' }, slow);
    await expect(priceOf(bas)).toHaveTextContent(
      /^Ordinarie pris 389\s*kr\/mån Kampanjpris 369\s*kr\/mån$/,
    );
    await expect(within(bas).getByText(/^Kampanjpris 369\s*kr\/mån i 12 månader$/)).toBeVisible();
    await expect(
      within(bas).getByText(
        /^Med mobilkundsrabatt betalar du 349\s*kr\/mån i 12 månader, sedan 369\s*kr\/mån\.$/,
      ),
    ).toBeVisible();
    const allSport = canvas.getByRole('article', { name: 'Välj All Sport-paket' });
    // No campaign on All Sport: nothing in it is called one, not even for a screen reader.
    await expect(allSport).not.toHaveTextContent(/Kampanjpris/);
    await expect(priceOf(allSport)).toHaveTextContent(/^689\s*kr\/mån$/);
    await expect(
      within(allSport).getByText(/^Med mobilkundsrabatt betalar du 669\s*kr\/mån\.$/),
    ).toBeVisible();
    await expect(canvas.getByText('Du är redan mobilkund hos oss')).toBeVisible();
    await expect(
      canvas.getByText(
        'Som mobilkund hos Lingon får du 20 kr rabatt per månad så länge du har kvar ditt mobilabonnemang.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Här visas BankID-blocket.')).toBeNull();
  },
};

/**
 * Another campaign: 25 kr off, on Bas and Mycket Sport only. The page prices with what the
 * service answers, so the order is charged what the page promised.
 */
export const OtherCampaignOffer: Story = {
  args: {
    mobileCustomerOffer: { monthlyDiscount: 25, productIds: ['BB-TV-BAS', 'BB-TV-MYCKET-SPORT'] },
  },
  play: async ({ canvas }) => {
    const bas = await canvas.findByRole('article', { name: 'Välj Bas-paket' }, slow);
    await expect(
      within(bas).getByText(
        /^Med mobilkundsrabatt betalar du 344\s*kr\/mån i 12 månader, sedan 364\s*kr\/mån\.$/,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/får du 25 kr rabatt per månad/)).toBeVisible();
    const allSport = canvas.getByRole('article', { name: 'Välj All Sport-paket' });
    await expect(within(allSport).queryByText(/Med mobilkundsrabatt/)).toBeNull();
  },
};

/**
 * The discount box with the real BankID block, as the site places it: the box says what the
 * discount gives and the block asks whether the visitor is a mobile customer — once.
 */
export const WithBankidVerification: Story = {
  args: { verification: <BankidBlock purpose="tv-discount" headingLevel={3} onVerified={fn()} /> },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'Välj Bas-paket' }, slow);
    await expect(canvas.getAllByText(/Är du redan mobilkund hos oss\?/)).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: 'Rabatt för mobilkunder' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verifiera med BankID' })).toBeVisible();
  },
};

/** At a city-network address only the first tier is offered. */
export const AtAddress: Story = {
  args: { pointId: '100000301' },
  play: async ({ canvas }) => {
    const sport = await canvas.findByRole('article', { name: 'Välj Mycket Sport-paket' }, slow);
    await expect(
      await within(sport).findByText('Finns inte på din adress', {}, slow),
    ).toBeVisible();
    await expect(within(sport).getByRole('button', { name: /Mycket Sport-paket/ })).toBeDisabled();
    const bas = canvas.getByRole('article', { name: 'Välj Bas-paket' });
    await expect(within(bas).getByRole('button', { name: /Bas-paket/ })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...contentLoadingHandlers, ...broadbandHandlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Hämtar TV-paketen…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...contentEmptyHandlers, ...broadbandHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Inga TV-paket just nu', {}, slow)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [...contentErrorHandlers, ...broadbandHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      'Vi kan inte visa TV-paketen just nu',
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <TvBundleView
      packages={bundles.slice(0, 2)}
      mobileCustomerOffer={mobileCustomerOffer}
      selectedProductId="BB-TV-BAS"
      offeredIds={null}
      onChoose={args.onProductChosen}
    />
  ),
};
