import { BRAND } from '@lingon/contracts/brand';

/**
 * Consent groups, named the way OneTrust-style tools name them so tag rules written for such
 * tools (",C0002," in OptanonActiveGroups) carry over. SPEC §9 uses C0002, C0003 and C0004.
 */
export const CONSENT_GROUPS = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];

/** Always on: the site cannot work without it, and it stores the choice itself. */
export const NECESSARY_GROUP = 'C0001' satisfies ConsentGroup;
/** Performance and analytics: the data layer only receives events with this group. */
export const ANALYTICS_GROUP = 'C0002' satisfies ConsentGroup;
/**
 * Functional: nothing uses it today, and its description says so. The chat's cookie is set only
 * when the visitor starts a chat, a service asked for, so it is a necessary one (C0001).
 */
export const FUNCTIONAL_GROUP = 'C0003' satisfies ConsentGroup;
/** Marketing: the reviews widget loads only with this group. */
export const MARKETING_GROUP = 'C0004' satisfies ConsentGroup;

export interface ConsentGroupInfo {
  id: ConsentGroup;
  name: string;
  description: string;
  /** Cannot be switched off. */
  required: boolean;
}

/** Names and descriptions shown in the settings dialog, in CONSENT_GROUPS order. */
export const CONSENT_GROUP_INFO: readonly ConsentGroupInfo[] = [
  {
    id: 'C0001',
    name: 'Nödvändiga',
    description:
      'Behövs för att sajten ska fungera, till exempel inloggning, kassan, chatten när du startar den och ditt cookieval. De kan inte stängas av.',
    required: true,
  },
  {
    id: 'C0002',
    name: 'Prestanda och analys',
    description:
      'Visar oss hur sajten används, till exempel vilka sidor som besöks och var det krånglar, så att vi kan göra den bättre.',
    required: false,
  },
  {
    id: 'C0003',
    name: 'Funktionella',
    description:
      'Kommer ihåg dina val för extra funktioner. Vi använder inga sådana cookies i dag, men frågar dig här innan vi gör det.',
    required: false,
  },
  {
    id: 'C0004',
    name: 'Marknadsföring',
    description:
      'Låter oss visa kundomdömen från vår omdömestjänst och anpassa vår marknadsföring till dig, även på andra sajter.',
    required: false,
  },
];

/** First-party cookie holding the choice; not HttpOnly, so page scripts can read it. */
export const CONSENT_COOKIE = `${BRAND.slug}_consent`;
/** Bump when groups or their meaning change: a stored choice of another version asks again. */
export const CONSENT_VERSION = 1;
/** How long a choice is kept before the banner asks again. */
export const CONSENT_LIFETIME_MONTHS = 12;

/** Global API and ready flag on window (window.LingonConsent, window.LingonConsentReady). */
export const CONSENT_API_GLOBAL = `${BRAND.name}Consent`;
export const CONSENT_READY_GLOBAL = `${BRAND.name}ConsentReady`;
/** Fired on window each time the set of active groups changes; detail is the active groups. */
export const CONSENT_CHANGED_EVENT = 'consent-changed';
/** Fired on window once the global API is installed. */
export const CONSENT_READY_EVENT = `${BRAND.slug}-consent-ready`;

/** Consent checks retry this often until the consent tool is available (SPEC §9). */
export const CONSENT_RETRY_MS = 100;

/**
 * On the banner's accept and reject buttons: the choice ('all' or 'necessary') the consent hint
 * script (consent-hint.ts) stores when the button is pressed before the page's scripts start.
 */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';

/**
 * On the banner once its buttons work (it has hydrated, which it does after the page: it is a
 * lazily loaded part). Until then the consent hint script answers a press on them.
 */
export const CONSENT_BANNER_READY_ATTRIBUTE = 'data-consent-ready';

/**
 * Fired on document by the consent hint script when it has stored a choice pressed in the banner:
 * a store already running re-reads the cookie.
 */
export const CONSENT_HINT_STORED_EVENT = 'lingon-consent-hinted';
