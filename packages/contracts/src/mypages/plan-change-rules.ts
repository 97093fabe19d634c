import { POSTPAID_UPGRADE_CAMPAIGN, type Campaign } from '../campaigns/campaigns';

/**
 * When a change of mobile plan takes effect, the same on the server and in the page:
 * - a plan that costs the same or more: from the first day of next month;
 * - a cheaper plan while the subscription is bound: from the day after the binding ends (the
 *   customer pays the bound price for the whole binding period);
 * - a cheaper plan without a binding (or after it): from the first day of next month.
 */
export type PlanChangeRule = 'NEXT_MONTH' | 'BINDING_END';

export const PLAN_CHANGE_RULE_TEXT: Record<PlanChangeRule, string> = {
  NEXT_MONTH: 'Bytet gäller från den första dagen i nästa månad.',
  BINDING_END:
    'Du har bindningstid, så ett billigare abonnemang gäller först från dagen efter att bindningstiden har gått ut.',
};

function parseDay(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const formatDay = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar day ('YYYY-MM-DD') of a moment in Sweden. */
export function swedishToday(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The first day of the month after the given day. */
export function firstOfNextMonth(day: string): string {
  const date = parseDay(day);
  return formatDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
}

/** The day after the given day. */
export function dayAfter(day: string): string {
  const date = parseDay(day);
  return formatDay(new Date(date.getTime() + 24 * 60 * 60 * 1000));
}

/** When a change from one monthly price to another takes effect, and by which rule. */
export function planChangeTiming(input: {
  currentPrice: number;
  newPrice: number;
  /** The last day of the binding period, or null without one. */
  commitmentEndDate: string | null;
  /** Today in Sweden, 'YYYY-MM-DD'. */
  today: string;
}): { effectiveDate: string; rule: PlanChangeRule } {
  const bound = input.commitmentEndDate !== null && input.commitmentEndDate >= input.today;
  if (input.newPrice < input.currentPrice && bound) {
    return { effectiveDate: dayAfter(input.commitmentEndDate as string), rule: 'BINDING_END' };
  }
  return { effectiveDate: firstOfNextMonth(input.today), rule: 'NEXT_MONTH' };
}

/** A campaign price the customer gets with a change of plan. */
export interface PlanCampaignPrice {
  campaignName: string;
  offerName: string;
  title: string;
  /** Kronor a month while the campaign lasts. */
  monthlyPrice: number;
  /** How many months the campaign price lasts; null for as long as the plan is kept. */
  months: number | null;
}

/**
 * The POSTPAID_UPGRADE_CAMPAIGN offer that applies to changing this number to this plan: an offer
 * that names the plan among its productIds and the number among its availableChanges, for an
 * upgrade (a dearer plan) only. The page shows it and the server applies it with the same rule.
 */
export function planUpgradeOffer(
  campaign: Campaign | null | undefined,
  change: { msisdn: string; planCode: string; currentPrice: number; newPrice: number },
): PlanCampaignPrice | null {
  if (!campaign || campaign.name !== POSTPAID_UPGRADE_CAMPAIGN) return null;
  if (change.newPrice <= change.currentPrice) return null;
  for (const offer of campaign.offers) {
    if (!offer.productIds?.includes(change.planCode)) continue;
    if (!offer.availableChanges.msisdn.includes(change.msisdn)) continue;
    if (!offer.monthlyDiscount) continue;
    return {
      campaignName: campaign.name,
      offerName: offer.name,
      title: offer.title ?? campaign.title,
      monthlyPrice: Math.max(0, change.newPrice - offer.monthlyDiscount),
      months: offer.discountMonths ?? null,
    };
  }
  return null;
}

/**
 * What a change of plan does to the monthly price, compared with today's: while a campaign price
 * lasts and after it. Without a campaign only `after` is set; with a campaign for as long as the
 * plan is kept (months null) there is no after.
 */
export interface PlanPriceDifference {
  /** Kronor a month more (negative: less) while the campaign price lasts; null without one. */
  duringCampaign: number | null;
  /** How many months the campaign price lasts; null without a campaign or for as long as kept. */
  campaignMonths: number | null;
  /** Kronor a month more (negative: less) at the plan's own price; null when it never applies. */
  after: number | null;
}

export function planPriceDifference(
  currentPrice: number,
  newPrice: number,
  campaign: Pick<PlanCampaignPrice, 'monthlyPrice' | 'months'> | null,
): PlanPriceDifference {
  if (!campaign)
    return { duringCampaign: null, campaignMonths: null, after: newPrice - currentPrice };
  return {
    duringCampaign: campaign.monthlyPrice - currentPrice,
    campaignMonths: campaign.months,
    after: campaign.months === null ? null : newPrice - currentPrice,
  };
}

/** A plan of the catalogue as the rules need it. */
export interface CataloguePlan {
  planCode: string;
  name: string;
  dataGb: number | null;
  monthlyPrice: number;
  kind: 'MAIN' | 'FAMILY';
}

/**
 * The plans a subscription on `current` may change to (the same kind: main or family, not its
 * own), each with the day the change would take effect. Catalogue order is kept.
 */
export function planChoices(
  current: CataloguePlan,
  catalogue: readonly CataloguePlan[],
  commitmentEndDate: string | null,
  today: string,
) {
  return catalogue
    .filter((plan) => plan.kind === current.kind && plan.planCode !== current.planCode)
    .map((plan) => ({
      planCode: plan.planCode,
      name: plan.name,
      dataGb: plan.dataGb,
      monthlyPrice: plan.monthlyPrice,
      ...planChangeTiming({
        currentPrice: current.monthlyPrice,
        newPrice: plan.monthlyPrice,
        commitmentEndDate,
        today,
      }),
    }));
}

/** What the customer is told when a change of plan cannot be ordered. */
export const PLAN_CHANGE_REFUSAL_TEXT = {
  NOT_POSTPAID: 'Bara ett abonnemang med faktura kan byta abonnemang här, inte ett kontantkort.',
  NO_PLAN: 'Abonnemanget kan inte bytas här. Kontakta kundservice.',
  NOT_ACTIVE: 'Abonnemanget är inte aktivt just nu, så det kan inte byta abonnemang.',
  UNKNOWN_PLAN: 'Abonnemanget finns inte',
  FAMILY_TO_MAIN: 'Ett familjeabonnemang kan bara bytas till ett annat familjeabonnemang.',
  MAIN_TO_FAMILY: 'Ett eget abonnemang kan inte bytas till ett familjeabonnemang.',
} as const;

/** The refusal for the same plan as the subscription has. */
export const samePlanText = (name: string) => `Du har redan ${name}.`;

/** The day as Swedish text, e.g. '1 december 2026'. */
export const swedishDateText = (day: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parseDay(day));

/** The refusal for ordering the change that already waits. */
export const alreadyOrderedText = (name: string, effectiveDate: string) =>
  `Bytet till ${name} är redan beställt och gäller från ${swedishDateText(effectiveDate)}.`;
