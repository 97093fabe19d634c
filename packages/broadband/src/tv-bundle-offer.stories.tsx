import { bankidDemoCustomers } from '@lingon/contracts/fixtures/bankid';
import type { BankidUser } from '@lingon/contracts/bankid/status';
import { bankidHandlers } from '@lingon/contracts/msw/bankid';
import { broadbandHandlers, broadbandVariants } from '@lingon/contracts/msw/broadband';
import { contentHandlers } from '@lingon/contracts/msw/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withFreshState } from './testing/story-state';
import { TvBundleOffer } from './tv-bundle-offer';

const [anna, erik] = bankidDemoCustomers as [BankidUser, BankidUser, ...BankidUser[]];
/** The TV page's BankID identification, approved at once by `user`. */
const bankid = (user: BankidUser) =>
  bankidHandlers({ scenario: 'verified', pollsPerStep: 1, user });

const meta = {
  title: 'Broadband/TvBundleOffer',
  component: TvBundleOffer,
  args: { onProductChosen: fn(), bankidDevice: 'computer', bankidPollIntervalMs: 200 },
  decorators: [withFreshState()],
  parameters: { msw: { handlers: [...bankid(anna), ...broadbandHandlers, ...contentHandlers] } },
} satisfies Meta<typeof TvBundleOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const slow = { timeout: 8000 };

async function verifyWithBankid(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Verifiera med BankID' }, slow));
}

/** Before BankID: the packages at their own prices and the box that offers the discount. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bas = await canvas.findByRole('article', { name: 'Välj Bas-paket' }, slow);
    await expect(canvas.getByRole('heading', { name: 'Rabatt för mobilkunder' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verifiera med BankID' })).toBeVisible();
    await expect(within(bas).queryByText(/Med mobilkundsrabatt/)).toBeNull();
    await expect(canvas.queryByRole('status', { name: /mobilkund/ })).toBeNull();
  },
};

/** Verified, and the campaign service has not answered yet. */
export const Checking: Story = {
  parameters: {
    msw: {
      handlers: [
        ...broadbandVariants.campaigns.loading,
        ...bankid(anna),
        ...broadbandHandlers,
        ...contentHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await verifyWithBankid(canvas);
    await expect(
      await canvas.findByText('Vi kontrollerar om du är mobilkund…', {}, slow),
    ).toHaveAttribute('role', 'status');
  },
};

/**
 * Anna is a mobile customer: the campaign service's offer (20 kr a month on the bundles) prices
 * every package, and the box gives way to the confirmation.
 */
export const Customer: Story = {
  play: async ({ canvas }) => {
    const bas = await canvas.findByRole('article', { name: 'Välj Bas-paket' }, slow);
    await verifyWithBankid(canvas);
    await expect(
      await canvas.findByText(
        'Som mobilkund hos Lingon får du 20 kr rabatt per månad så länge du har kvar ditt mobilabonnemang.',
        {},
        slow,
      ),
    ).toBeVisible();
    await expect(
      within(bas).getByText(
        /^Med mobilkundsrabatt betalar du 349\s*kr\/mån i 12 månader, sedan 369\s*kr\/mån\.$/,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Rabatt för mobilkunder' })).toBeNull();
    // The verification that held focus is gone: focus is on the confirmation that replaced it,
    // so it is read out and Tab goes on from there.
    const confirmation = canvas
      .getByText('Du är redan mobilkund hos oss')
      .closest<HTMLElement>('[data-slot="banner"]');
    await expect(confirmation).toHaveFocus();
    await expect(confirmation).toHaveAttribute('role', 'status');
  },
};

/** Erik has no mobile subscription: no discount, and the packages keep their prices. */
export const NotCustomer: Story = {
  parameters: { msw: { handlers: [...bankid(erik), ...broadbandHandlers, ...contentHandlers] } },
  play: async ({ canvas }) => {
    const bas = await canvas.findByRole('article', { name: 'Välj Bas-paket' }, slow);
    await verifyWithBankid(canvas);
    await expect(await canvas.findByText('Ingen rabatt', {}, slow)).toBeVisible();
    await expect(
      canvas.getByText(/Vi hittar inget mobilabonnemang hos Lingon på dig/),
    ).toBeVisible();
    await expect(within(bas).queryByText(/Med mobilkundsrabatt/)).toBeNull();
  },
};

/** The campaign service fails: the visitor is told and can ask again. */
export const CheckFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...broadbandVariants.campaigns.error,
        ...bankid(anna),
        ...broadbandHandlers,
        ...contentHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await verifyWithBankid(canvas);
    const alert = await waitFor(() => {
      const found = canvas
        .getAllByRole('alert')
        .find((element) =>
          /Vi kunde inte kontrollera om du är mobilkund/.test(element.textContent ?? ''),
        );
      if (!found) throw new Error('no alert yet');
      return found;
    }, slow);
    await expect(within(alert).getByRole('button', { name: /Försök igen/ })).toBeVisible();
  },
};
