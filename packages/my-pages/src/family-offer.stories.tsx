import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FamilyOfferPage } from './family-offer';
import { FAMILY_CHECKOUT_KEY } from './lib/storage-keys';
import { withFreshState, withNumberInAddress } from './testing/story-state';

const meta = {
  title: 'My pages/FamilyOfferPage',
  component: FamilyOfferPage,
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof FamilyOfferPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The family plans with the campaign price on 12 months, each a way into the checkout. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Lingon Familj 10 GB' })).toBeVisible();
    await expect(canvas.getByText('99 kr/mån')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Välj Lingon Familj 30 GB' })).toHaveAttribute(
      'href',
      '/mitt-lingon/anslutna-abonnemang/familjeabonnemang/checkout',
    );
  },
};

/**
 * Opened from 'Lägg till familjeabonnemang till Min mobil': the page says what the new
 * subscription joins, and the checkout starts with Min mobil chosen.
 */
export const FromASubscription: Story = {
  decorators: [withNumberInAddress('0701234567')],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Det kopplas till Min mobil \(070-123 45 67\) och kommer/),
    ).toBeVisible();
    const choose = canvas.getByRole('link', { name: 'Välj Lingon Familj 10 GB' });
    // The checkout is started; the story's frame does not follow the link.
    choose.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(choose);
    await expect(
      JSON.parse(sessionStorage.getItem(FAMILY_CHECKOUT_KEY) ?? '{}').planOptions?.MainMsisdn,
    ).toBe('46701234567');
  },
};

/** Karin has no postpaid subscription to add one to. */
export const NoMainSubscription: Story = {
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/du har inget sådant hos oss just nu/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Laddar familjeabonnemang…');
  },
};

export const Unavailable: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta familjeabonnemangen',
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { name: 'Lingon Familj 5 GB' })).toHaveLength(2),
    );
  },
};
