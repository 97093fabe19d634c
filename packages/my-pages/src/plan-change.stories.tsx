import FakeTimers from '@sinonjs/fake-timers';
import { broadbandVariants } from '@lingon/contracts/msw/broadband';
import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesFailingWritesHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import { PLAN_CHANGE_RULE_TEXT } from '@lingon/contracts/mypages/plan-change-rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CAMPAIGN_FETCH_FAILED, PlanChangeFlow } from './plan-change';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'My pages/PlanChangeFlow',
  component: PlanChangeFlow,
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof PlanChangeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Anna upgrades her own number to 50 GB: the campaign price, the difference during the campaign
 * and after it, and the first of next month are shown before she confirms, and the thank-you
 * takes focus.
 */
export const Upgrade: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Min mobil' }));
    await expect(await canvas.findByText(/Ditt abonnemang nu:/)).toHaveTextContent(
      'Lingon Mobil 30 GB, 269 kr/mån, bindningstid till 22 juli 2027.',
    );
    await userEvent.click(await canvas.findByRole('radio', { name: 'Lingon 50 GB, 299 kr/mån' }));
    const summary = await canvas.findByRole('region', { name: 'Ditt byte' });
    await expect(summary).toHaveTextContent('Kampanjpris 249 kr/mån i 12 månader');
    // Honest about the campaign: 20 kr less than today for 12 months, then 30 kr more.
    await expect(summary).toHaveTextContent('Prisskillnad de första 12 månaderna−20 kr/mån');
    await expect(summary).toHaveTextContent('Prisskillnad efter 12 månader+30 kr/mån');
    await expect(summary).not.toHaveTextContent('Prisskillnad+30 kr/mån');
    await expect(summary).toHaveTextContent('Gäller från1 december 2026');
    await expect(summary).toHaveTextContent(PLAN_CHANGE_RULE_TEXT.NEXT_MONTH);
    await userEvent.click(canvas.getByRole('button', { name: 'Bekräfta bytet' }));
    const thanks = await canvas.findByRole('heading', {
      name: 'Klart! Ditt abonnemang byts den 1 december 2026',
    });
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(canvas.getByText(/LO-PLAN-0001/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se dina ordrar' })).toHaveAttribute(
      'href',
      '/mitt-lingon/ordrar',
    );
  },
};

/*
 * The campaign banner lasts 3.5 s. The story installs a fake clock (setTimeout, clearTimeout and
 * Date) before rendering and moves it by hand, so it checks the real duration without waiting
 * for it. The clock also follows real time (the requests and Storybook's rendering wait on
 * timers), so the checks leave a margin of a few hundred ms around the deadline.
 */
let clock: ReturnType<typeof FakeTimers.install> | null = null;
function installClock() {
  clock = FakeTimers.install({
    toFake: ['setTimeout', 'clearTimeout', 'Date'],
    shouldAdvanceTime: true,
  });
  return () => {
    clock?.uninstall();
    clock = null;
  };
}
function tick(ms: number) {
  if (!clock) throw new Error('The fake clock is not installed');
  return clock.tickAsync(ms);
}

/**
 * The campaigns cannot be fetched: the banner says so for 3.5 s (SPEC §8) and goes, and the plans
 * can still be changed, at their ordinary prices.
 */
export const CampaignsFail: Story = {
  parameters: { msw: { handlers: [...broadbandVariants.campaigns.error, ...mypagesHandlers()] } },
  beforeEach: installClock,
  play: async ({ canvas }) => {
    const user = userEvent.setup({ delay: null });
    await user.click(await canvas.findByRole('radio', { name: 'Min mobil' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CAMPAIGN_FETCH_FAILED);
    await tick(3200);
    await expect(canvas.getByRole('alert')).toHaveTextContent(CAMPAIGN_FETCH_FAILED);
    await tick(300);
    // Gone at once, not after waitFor's own second: the clock runs on while it waits.
    await waitFor(() => expect(canvas.queryByText(CAMPAIGN_FETCH_FAILED)).toBeNull(), {
      timeout: 200,
    });
    await user.click(canvas.getByRole('radio', { name: 'Lingon 50 GB, 299 kr/mån' }));
    const summary = await canvas.findByRole('region', { name: 'Ditt byte' });
    await expect(summary).not.toHaveTextContent('Kampanj');
    await expect(canvas.getByRole('button', { name: 'Bekräfta bytet' })).toBeEnabled();
  },
};

/** A cheaper plan during the binding period waits for the binding to end, and says so. */
export const CheaperDuringBinding: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Min mobil' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Lingon 5 GB, 149 kr/mån' }));
    const summary = await canvas.findByRole('region', { name: 'Ditt byte' });
    await expect(summary).toHaveTextContent('Prisskillnad−120 kr/mån');
    await expect(summary).toHaveTextContent('Gäller från23 juli 2027');
    await expect(summary).toHaveTextContent(PLAN_CHANGE_RULE_TEXT.BINDING_END);
    await expect(summary).not.toHaveTextContent('Kampanj');
  },
};

/** A family number is offered the family plans only. */
export const FamilyNumber: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Olles mobil' }));
    await expect(
      await canvas.findByRole('radio', { name: 'Lingon Familj 30 GB, 179 kr/mån' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: /Lingon 50 GB/ })).toBeNull();
  },
};

/** The change cannot be made: the customer is told and the choice stays. */
export const ChangeFails: Story = {
  parameters: { msw: { handlers: mypagesFailingWritesHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Min mobil' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Lingon 50 GB, 299 kr/mån' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bekräfta bytet' }));
    await expect(await canvas.findByText('Bytet kunde inte genomföras')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Lingon 50 GB, 299 kr/mån' })).toBeChecked();
  },
};

/** Karin has no postpaid subscription. */
export const NoSubscriptions: Story = {
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Du har inget mobilabonnemang med faktura hos oss/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar dina abonnemang…');
  },
};

export const Unavailable: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta dina abonnemang',
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvas }) => {
    const numbers = await waitFor(() => {
      const found = canvas.getAllByRole('radio', { name: 'Min mobil' });
      expect(found).toHaveLength(2);
      return found;
    });
    for (const radio of numbers) await userEvent.click(radio);
    const plans = await waitFor(() => {
      const found = canvas.getAllByRole('radio', { name: 'Lingon 50 GB, 299 kr/mån' });
      expect(found).toHaveLength(2);
      return found;
    });
    for (const radio of plans) await userEvent.click(radio);
    await waitFor(() =>
      expect(canvas.getAllByRole('region', { name: 'Ditt byte' })).toHaveLength(2),
    );
  },
};
