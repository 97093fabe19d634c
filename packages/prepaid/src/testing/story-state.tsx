import { SWEDISH_MOBILE_MESSAGE } from '@lingon/contracts/phone';
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createStore, Provider } from 'jotai';
import * as React from 'react';
import { SWRConfig } from 'swr';
import {
  TOPUP_CHECKOUT_KEY,
  TOPUP_STORAGE_KEY,
  topUpCheckoutAtom,
  topUpInfoAtom,
  type TopUpCheckout,
  type TopUpInfo,
} from '../lib/state';

export interface TopUpStoryState {
  info?: TopUpInfo | null;
  checkout?: TopUpCheckout | null;
}

function Fresh({ state, children }: { state: TopUpStoryState; children: React.ReactNode }) {
  const [store] = React.useState(() => {
    localStorage.removeItem(TOPUP_STORAGE_KEY);
    sessionStorage.removeItem(TOPUP_CHECKOUT_KEY);
    const created = createStore();
    created.set(topUpInfoAtom, state.info ?? null);
    created.set(topUpCheckoutAtom, state.checkout ?? null);
    return created;
  });
  return (
    <Provider store={store}>
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, onErrorRetry: () => undefined }}
      >
        {children}
      </SWRConfig>
    </Provider>
  );
}

/**
 * A fresh Jotai store with the story's top-up state (`parameters.topUp`), an empty SWR cache and
 * no retries, so no story sees another's state or storage.
 */
export const withTopUpState: Decorator = (Story, { parameters }) => (
  <Fresh state={(parameters['topUp'] as TopUpStoryState | undefined) ?? {}}>
    <Story />
  </Fresh>
);

export const ERIK_INFO: TopUpInfo = {
  offeringId: 'PPT-2026-11',
  msisdn: '46731234560',
  isStudent: true,
};
export const OLLE_INFO: TopUpInfo = {
  offeringId: 'PPT-2026-11',
  msisdn: '46761234570',
  isStudent: false,
};

/** A checkout of 15 GB surf for Erik, a student, at the given step's progress. */
export function surfCheckout(change: Partial<TopUpCheckout> = {}): TopUpCheckout {
  return {
    topup: {
      isProductSelected: true,
      hasDiscount: true,
      totalPrice: 159,
      totalPriceWithoutDiscount: 199,
      product: {
        id: 'SURF_15GB',
        name: '15 GB',
        categorySlug: 'surf',
        categoryTitle: 'Surfpaket',
        price: 199,
        studentPrice: 159,
        dataGb: 15,
        saldoKr: null,
        validityDays: 30,
      },
    },
    msisdn: ERIK_INFO.msisdn,
    isStudent: ERIK_INFO.isStudent,
    step: 'input',
    reviewed: false,
    payment: null,
    // Each checkout its own order: the handlers answer a repeated key with the first order.
    orderKey: `topup-story-${crypto.randomUUID()}`,
    topUpId: null,
    ...change,
  };
}

/**
 * On how many lines `text` is laid out inside `container` (the first text node that holds it
 * whole): 1 when it never breaks. For checks at a phone's width.
 */
export function linesOf(container: HTMLElement, text: string): number {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = node.textContent?.indexOf(text) ?? -1;
    if (start < 0) continue;
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + text.length);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
    return new Set(rects.map((rect) => Math.round(rect.top))).size;
  }
  throw new Error(`"${text}" is not in the container`);
}

/**
 * Every content width of a phone from 320 to 430 px wide (the layout's 16 px margins), in steps
 * of 2 px: where a line breaks depends on the width and the font, so a check at one width can
 * pass by luck.
 */
export const PHONE_CONTENT_WIDTHS = Array.from({ length: 56 }, (_, index) => 288 + index * 2);

/** A story in a box whose width a play function sets (data-phone-frame). */
export const withPhoneFrame: Decorator = (Story) => (
  <div data-phone-frame="" style={{ width: PHONE_CONTENT_WIDTHS[0] }}>
    <Story />
  </div>
);

/** Lay the story out at each phone width in turn and run `check` at each. */
export async function atPhoneWidths(
  canvasElement: HTMLElement,
  check: (width: number) => Promise<void> | void,
): Promise<void> {
  const frame = canvasElement.querySelector<HTMLElement>('[data-phone-frame]');
  if (!frame) throw new Error('No phone frame: add the withPhoneFrame decorator');
  for (const width of PHONE_CONTENT_WIDTHS) {
    frame.style.width = `${width}px`;
    await check(width);
  }
}

/** The text of the elements `element` is described by (aria-describedby), as read with it. */
export function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();
}

/**
 * The phone of the keyboard review, 390 × 844 CSS px (Storybook's phone390), as a story's
 * viewport (the layout's own breakpoints apply, unlike in the phone frame):
 * `globals: { viewport: ON_PHONE }`.
 */
export const ON_PHONE = { value: 'phone390', isRotated: false };

/** Whether `element` is read out by itself as it appears: in an alert or another live region. */
export function isAnnounced(element: Element): boolean {
  return (
    element.closest('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])') !== null
  );
}

/**
 * Types a number that is not a mobile number into the Swish field and presses Enter there: the
 * field keeps focus, is marked invalid and described by the message, which is said as an alert
 * (focus cannot carry it there). Answers the field.
 */
export async function refuseSwishByEnter(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const swish = canvas.getByRole('textbox', { name: 'Mobilnummer för Swish' });
  await userEvent.clear(swish);
  await userEvent.type(swish, '08-123{Enter}');
  const message = await canvas.findByText(SWEDISH_MOBILE_MESSAGE);
  await expect(swish).toHaveFocus();
  await expect(swish).toHaveAttribute('aria-invalid', 'true');
  await expect(describedBy(swish)).toContain(SWEDISH_MOBILE_MESSAGE);
  await expect(isAnnounced(message)).toBe(true);
  return swish;
}
