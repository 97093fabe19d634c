import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import { REFERRAL_OFFER, STORY_REFERRAL_CODE } from '@lingon/contracts/fixtures/mypages-referrals';
import { referralsContract } from '@lingon/contracts/mypages/referrals';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReferAFriend } from './referrals';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'My pages/ReferAFriend',
  component: ReferAFriend,
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof ReferAFriend>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna: her code and link, the rules, and three friends: waiting, rewarded and cancelled. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('referral-code')).toHaveTextContent(STORY_REFERRAL_CODE);
    await expect(canvas.getByText(/kod=K7QX4M2P/)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Dina värvningar' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows.map((row) => within(row).getByText(/\S+ \S\.$/).textContent)).toEqual([
      'Johan K.',
      'Maria L.',
      'Lisa S.',
    ]);
    await expect(rows[0]).toHaveTextContent('Väntar');
    await expect(rows[0]).toHaveTextContent(/Rabatten ges .* om Johan K\. är kvar som kund/);
    await expect(rows[1]).toHaveTextContent('Ingen rabatt');
    await expect(rows[2]).toHaveTextContent('Rabatt given');
    await expect(rows[2]).toHaveTextContent(/200 kr rabatt/);
    await expect(canvas.getByText(/Du har fått 200 kr i rabatt hittills/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Så funkar det' })).toBeVisible();
  },
};

/** The code goes to the clipboard and the button and a live region say so. */
export const CopyCode: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Kopiera koden' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Kopierad' })).toBeVisible());
    await expect(
      canvas
        .getAllByRole('status')
        .some((node) => node.textContent === `Koden ${STORY_REFERRAL_CODE} är kopierad`),
    ).toBe(true);
    await expect(await navigator.clipboard.readText()).toBe(STORY_REFERRAL_CODE);
  },
};

/** A customer with an invoice who has not recruited anyone yet: the code, and an empty list. */
export const NoReferrals: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*/services/${referralsContract.path}`, () =>
          HttpResponse.json({
            code: STORY_REFERRAL_CODE,
            link: `https://lingon.example/?kod=${STORY_REFERRAL_CODE}`,
            offer: { ...REFERRAL_OFFER, rules: [...REFERRAL_OFFER.rules] },
            referrals: [],
            totalRewardKr: 0,
          }),
        ),
        ...mypagesHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Du har inte värvat någon än/)).toBeVisible();
    await expect(canvas.getByTestId('referral-code')).toHaveTextContent(STORY_REFERRAL_CODE);
    await expect(canvas.queryByText(/i rabatt hittills/)).toBeNull();
  },
};

/**
 * Karin has no subscription and so no invoice to take the reward: no code and no promise of a
 * discount, but why and what it takes.
 */
export const NoSubscriptions: Story = {
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Värva en vän gäller abonnemang med faktura' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Du har inget abonnemang hos oss än/)).toBeVisible();
    await expect(canvas.queryByTestId('referral-code')).toBeNull();
    await expect(canvas.queryByText(/200 kr rabatt på din nästa faktura/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Kopiera koden' })).toBeNull();
  },
};

/** Erik has a prepaid card only: no invoice to take the reward either. */
export const PrepaidOnly: Story = {
  parameters: { msw: { handlers: mypagesHandlers({ customer: 'erik' }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Värva en vän gäller abonnemang med faktura' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Ett kontantkort har ingen faktura/)).toBeVisible();
    await expect(canvas.queryByTestId('referral-code')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar din värvarkod…');
  },
};

export const Unavailable: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta din värvarkod',
    );
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByTestId('referral-code')).toHaveLength(2));
  },
};
