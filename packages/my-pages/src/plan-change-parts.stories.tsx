import { POSTPAID_UPGRADE_CAMPAIGN } from '@lingon/contracts/campaigns/campaigns';
import { broadbandCampaigns, toCampaign } from '@lingon/contracts/fixtures/broadband-campaigns';
import {
  MOBILE_PLANS,
  mobilePlanByName,
  type MobilePlan,
} from '@lingon/contracts/fixtures/mobile-plans';
import {
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  mypagesDemoCustomers,
  MYPAGES_FIXTURE_NOW,
} from '@lingon/contracts/fixtures/mypages';
import type { Plan, PlanChange, PlanChangeOptions } from '@lingon/contracts/mypages/plan-change';
import {
  PLAN_CHANGE_RULE_TEXT,
  planChangeTiming,
  planChoices,
  planUpgradeOffer,
  swedishToday,
} from '@lingon/contracts/mypages/plan-change-rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ChangeSummary, PendingChangeNote, PlanChanged } from './plan-change-parts';

// Anna's own number and what the handlers (and the server) answer for it, built with the same
// catalogue and rules: the plans she may change to, and the upgrade campaign as personalised
// for her.
const anna = mypagesDemoCustomers(MYPAGES_FIXTURE_NOW).find((c) => c.key === 'anna');
const mobile = anna?.subscriptions.find((s) => s.id === ANNA_MSISDN);
const current = mobile ? mobilePlanByName(mobile.name) : undefined;
const campaignFixture = broadbandCampaigns.find((c) => c.name === POSTPAID_UPGRADE_CAMPAIGN);
if (!mobile || !current || !campaignFixture) {
  throw new Error("The fixtures no longer have Anna's plan or the upgrade campaign");
}
const campaign = toCampaign(campaignFixture, ANNA_PERSONAL_NUMBER);
const today = swedishToday(MYPAGES_FIXTURE_NOW);
const strip = ({ kind: _k, sortOrder: _s, ...plan }: MobilePlan): Plan => plan;

const options: PlanChangeOptions = {
  msisdn: mobile.id,
  currentPlan: strip(current),
  commitmentEndDate: mobile.commitmentEndDate,
  pendingChange: null,
  plans: planChoices(current, MOBILE_PLANS, mobile.commitmentEndDate, today),
};
function choice(name: string) {
  const plan = options.plans.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`Anna can no longer change to ${name}`);
  return plan;
}
const offerFor = (plan: PlanChangeOptions['plans'][number]) =>
  planUpgradeOffer(campaign, {
    msisdn: mobile.id,
    planCode: plan.planCode,
    currentPrice: current.monthlyPrice,
    newPrice: plan.monthlyPrice,
  });
const upgrade = choice('Lingon 50 GB');
const cheaper = choice('Lingon 5 GB');

/** The change the handlers make when Anna confirms a plan (their first order number). */
function changeTo(plan: PlanChangeOptions['plans'][number]): PlanChange {
  const target = mobilePlanByName(plan.name);
  if (!target || !current || !mobile) throw new Error(`No plan ${plan.name} in the catalogue`);
  return {
    changeId: 'PC-1',
    orderId: 'LO-PLAN-0001',
    msisdn: mobile.id,
    fromPlan: strip(current),
    toPlan: strip(target),
    ...planChangeTiming({
      currentPrice: current.monthlyPrice,
      newPrice: target.monthlyPrice,
      commitmentEndDate: mobile.commitmentEndDate,
      today,
    }),
    status: 'PENDING',
    campaign: offerFor(plan),
  };
}

const meta = {
  title: 'My pages/PlanChangeParts',
  component: ChangeSummary,
  args: { options, plan: upgrade, campaign: offerFor(upgrade) },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangeSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Anna's 30 GB to 50 GB: both prices, the campaign price she gets for the upgrade, what she pays
 * less while it lasts and more after it, and the first of next month, with the rule and her
 * binding left as it is.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Ditt byte' });
    const value = (term: string) => within(summary).getByText(term).nextElementSibling;
    await expect(value('Nu')).toHaveTextContent('Lingon Mobil 30 GB, 269 kr/mån');
    await expect(value('Nytt abonnemang')).toHaveTextContent('Lingon 50 GB, 299 kr/mån');
    await expect(value('Kampanj')).toHaveTextContent('Kampanjpris 249 kr/mån i 12 månader');
    // 249 kr during the campaign is 20 kr less than today; 299 kr after it is 30 kr more.
    await expect(value('Prisskillnad de första 12 månaderna')).toHaveTextContent(/^−20 kr\/mån$/);
    await expect(value('Prisskillnad efter 12 månader')).toHaveTextContent(/^\+30 kr\/mån$/);
    await expect(within(summary).queryByText('Prisskillnad')).toBeNull();
    await expect(value('Gäller från')).toHaveTextContent('1 december 2026');
    await expect(summary).toHaveTextContent(
      `${PLAN_CHANGE_RULE_TEXT.NEXT_MONTH} Din bindningstid till 22 juli 2027 ändras inte.`,
    );
  },
};

/** A cheaper plan while bound: a negative difference, no campaign, and the day after the binding. */
export const CheaperDuringBinding: Story = {
  args: { plan: cheaper, campaign: offerFor(cheaper) },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Ditt byte' });
    const value = (term: string) => within(summary).getByText(term).nextElementSibling;
    await expect(value('Prisskillnad')).toHaveTextContent(/^−120 kr\/mån$/);
    await expect(within(summary).queryByText('Kampanj')).toBeNull();
    await expect(value('Gäller från')).toHaveTextContent('23 juli 2027');
    await expect(summary).toHaveTextContent(PLAN_CHANGE_RULE_TEXT.BINDING_END);
  },
};

/** A campaign price kept as long as the plan: one difference, at the campaign price. */
export const CampaignForAsLongAsKept: Story = {
  args: {
    plan: upgrade,
    campaign: { ...offerFor(upgrade)!, monthlyPrice: 279, months: null },
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Ditt byte' });
    const value = (term: string) => within(summary).getByText(term).nextElementSibling;
    await expect(value('Kampanj')).toHaveTextContent(/^Kampanjpris 279 kr\/mån$/);
    await expect(value('Prisskillnad')).toHaveTextContent(/^\+10 kr\/mån$/);
    await expect(within(summary).queryByText(/Prisskillnad efter/)).toBeNull();
  },
};

/** A change already ordered: what waits, from when, and that a new choice replaces it. */
export const PendingChange: Story = {
  render: () => <PendingChangeNote change={changeTo(upgrade)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Du har ett byte beställt')).toBeVisible();
    await expect(
      canvas.getByText(/Lingon 50 GB gäller från 1 december 2026 \(order LO-PLAN-0001\)\./),
    ).toHaveTextContent('Väljer du ett annat abonnemang ersätter det bytet.');
  },
};

/** The thank-you takes focus and says when, at what price, and where the order is. */
export const Changed: Story = {
  render: () => <PlanChanged change={changeTo(upgrade)} />,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      name: 'Klart! Ditt abonnemang byts den 1 december 2026',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(/070-123 45 67 byter från Lingon Mobil 30 GB till/),
    ).toHaveTextContent(
      '070-123 45 67 byter från Lingon Mobil 30 GB till Lingon 50 GB den 1 december 2026. Kampanjpris 249 kr/mån i 12 månader, sedan 299 kr/mån.',
    );
    await expect(canvas.getByText('LO-PLAN-0001')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se dina ordrar' })).toHaveAttribute(
      'href',
      '/mitt-lingon/ordrar',
    );
  },
};

/** Without a campaign the thank-you gives the new price alone. */
export const ChangedWithoutCampaign: Story = {
  render: () => <PlanChanged change={changeTo(cheaper)} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Klart! Ditt abonnemang byts den 23 juli 2027' }),
    ).toBeVisible();
    await expect(canvas.getByText(/byter från Lingon Mobil 30 GB/)).toHaveTextContent(
      'till Lingon 5 GB den 23 juli 2027. Priset blir 149 kr/mån.',
    );
    await expect(canvas.queryByText(/Kampanjpris/)).toBeNull();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  // Side by side, each region is there twice, once per theme.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <PendingChangeNote change={changeTo(upgrade)} />
      <ChangeSummary {...args} />
      <ChangeSummary {...args} plan={cheaper} campaign={offerFor(cheaper)} />
      <PlanChanged change={changeTo(upgrade)} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region', { name: 'Ditt byte' })).toHaveLength(4);
    await expect(canvas.getAllByText('Du har ett byte beställt')).toHaveLength(2);
  },
};
