import { getConsentApi } from './consent-global';
import {
  CONSENT_CHANGED_EVENT,
  CONSENT_READY_EVENT,
  CONSENT_RETRY_MS,
  MARKETING_GROUP,
} from './consent-groups';

/** Marks the script element the gate adds (and removes). */
export const REVIEWS_SCRIPT_ATTRIBUTE = 'data-reviews-widget';
/** Elements the widget renders into; emptied when consent is withdrawn. */
export const REVIEWS_MOUNT_ATTRIBUTE = 'data-reviews-widget-mount';
/** Elements the widget adds elsewhere (pop-ups on <body>); removed when consent is withdrawn. */
export const REVIEWS_INJECTED_ATTRIBUTE = 'data-reviews-widget-injected';

export interface ReviewsGateInput {
  /** The consent tool's global API is installed. */
  consentReady: boolean;
  /** Marketing (C0004) is active; meaningless while not ready. */
  marketingActive: boolean;
  /** The widget script is in the document. */
  scriptPresent: boolean;
}

export interface ReviewsGateDecision {
  script: 'add' | 'remove' | 'keep';
  /** Check again after CONSENT_RETRY_MS, because the consent tool is not available yet. */
  poll: boolean;
}

/**
 * What to do with the reviews script (SPEC §4): present only while C0004 is active. Until the
 * consent tool is available nothing is known, so the script must not be there and we check again.
 */
export function decideReviewsScript({
  consentReady,
  marketingActive,
  scriptPresent,
}: ReviewsGateInput): ReviewsGateDecision {
  if (!consentReady) return { script: scriptPresent ? 'remove' : 'keep', poll: true };
  if (marketingActive) return { script: scriptPresent ? 'keep' : 'add', poll: false };
  return { script: scriptPresent ? 'remove' : 'keep', poll: false };
}

/** waiting: consent tool not available yet; loaded: script added; blocked: no marketing consent. */
export type ReviewsGateState = 'waiting' | 'loaded' | 'blocked';

export interface GateTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

// Looked up at call time so test fakes installed later still apply.
const defaultTimers: GateTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
};

export interface ReviewsGateOptions {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Document;
  /** Where the widget script is served, e.g. /widgets/reviews.js. */
  scriptUrl: string;
  timers?: GateTimers;
  pollMs?: number;
  onStateChange?: (state: ReviewsGateState) => void;
}

/**
 * Keeps the reviews widget script in step with marketing consent: polls every 100 ms until the
 * consent tool is available, then re-checks on every consent-changed event. Stopping removes
 * the script and the widget's DOM, so a later start renders the widget afresh.
 */
export class ReviewsGateController {
  readonly #win: ReviewsGateOptions['window'];
  readonly #doc: Document;
  readonly #scriptUrl: string;
  readonly #timers: GateTimers;
  readonly #pollMs: number;
  readonly #onStateChange: ((state: ReviewsGateState) => void) | undefined;
  #timer: unknown = null;
  #running = false;
  #state: ReviewsGateState = 'waiting';

  constructor(options: ReviewsGateOptions) {
    this.#win = options.window;
    this.#doc = options.document;
    this.#scriptUrl = options.scriptUrl;
    this.#timers = options.timers ?? defaultTimers;
    this.#pollMs = options.pollMs ?? CONSENT_RETRY_MS;
    this.#onStateChange = options.onStateChange;
  }

  get state(): ReviewsGateState {
    return this.#state;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#win.addEventListener(CONSENT_CHANGED_EVENT, this.check);
    this.#win.addEventListener(CONSENT_READY_EVENT, this.check);
    this.check();
  }

  stop(): void {
    if (!this.#running) return;
    this.#running = false;
    this.#win.removeEventListener(CONSENT_CHANGED_EVENT, this.check);
    this.#win.removeEventListener(CONSENT_READY_EVENT, this.check);
    this.#clearTimer();
    this.#removeWidget();
    this.#setState('waiting');
  }

  /** Applies the decision for the current consent; bound, so it serves as an event listener. */
  check = (): void => {
    if (!this.#running) return;
    this.#clearTimer();
    const api = getConsentApi(this.#win);
    const decision = decideReviewsScript({
      consentReady: api !== undefined,
      marketingActive: api?.isActive(MARKETING_GROUP) ?? false,
      scriptPresent: this.#findScripts().length > 0,
    });
    if (decision.script === 'add') this.#addScript();
    if (decision.script === 'remove') this.#removeWidget();
    if (decision.poll) this.#timer = this.#timers.setTimeout(this.check, this.#pollMs);
    this.#setState(
      api === undefined ? 'waiting' : api.isActive(MARKETING_GROUP) ? 'loaded' : 'blocked',
    );
  };

  #findScripts(): HTMLScriptElement[] {
    return [
      ...this.#doc.querySelectorAll<HTMLScriptElement>(`script[${REVIEWS_SCRIPT_ATTRIBUTE}]`),
    ];
  }

  #addScript(): void {
    const script = this.#doc.createElement('script');
    script.src = this.#scriptUrl;
    script.async = true;
    script.setAttribute(REVIEWS_SCRIPT_ATTRIBUTE, '');
    (this.#doc.head ?? this.#doc.body).append(script);
  }

  #removeWidget(): void {
    for (const script of this.#findScripts()) script.remove();
    for (const mount of this.#doc.querySelectorAll(`[${REVIEWS_MOUNT_ATTRIBUTE}]`)) {
      mount.replaceChildren();
    }
    for (const element of this.#doc.querySelectorAll(`[${REVIEWS_INJECTED_ATTRIBUTE}]`)) {
      element.remove();
    }
  }

  #clearTimer(): void {
    if (this.#timer === null) return;
    this.#timers.clearTimeout(this.#timer);
    this.#timer = null;
  }

  #setState(state: ReviewsGateState): void {
    if (state === this.#state) return;
    this.#state = state;
    this.#onStateChange?.(state);
  }
}
