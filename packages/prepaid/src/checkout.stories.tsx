import { prepaidHandlers } from '@lingon/contracts/msw/prepaid';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SWEDISH_MOBILE_MESSAGE } from '@lingon/contracts/phone';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TopUpBasket, TopUpPaymentMethod, TopUpReview } from './checkout';
import {
  describedBy,
  ERIK_INFO,
  isAnnounced,
  ON_PHONE,
  surfCheckout,
  withTopUpState,
  refuseSwishByEnter,
} from './testing/story-state';

const meta = {
  title: 'Prepaid/Checkout',
  component: TopUpBasket,
  decorators: [withTopUpState],
  args: { onNext: fn() },
  parameters: {
    msw: { handlers: prepaidHandlers() },
    topUp: { info: ERIK_INFO, checkout: surfCheckout() },
  },
} satisfies Meta<typeof TopUpBasket>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The basket's two ways on, Gå vidare and Välj något annat: Tab goes from the first to the second
 * and Shift+Tab back, the order they are seen in. Returns them, Gå vidare first.
 */
async function expectBasketTabOrder(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const next = canvas.getByRole('button', { name: 'Gå vidare' });
  const other = canvas.getByRole('link', { name: 'Välj något annat' });
  next.focus();
  await userEvent.tab();
  await expect(other).toHaveFocus();
  await userEvent.tab({ shift: true });
  await expect(next).toHaveFocus();
  return { next: next.getBoundingClientRect(), other: other.getBoundingClientRect() };
}

/**
 * `kassa`: the student's 15 GB with the discount and the total. On a wide screen Gå vidare is
 * first of the two, to the left, and first in the tab order.
 */
export const Basket: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Din laddning' });
    await expect(summary).toHaveTextContent('Studentrabatt−40 kr');
    await expect(summary).toHaveTextContent('Att betala159 kr');
    const { next, other } = await expectBasketTabOrder(canvasElement);
    await expect(next.top).toBe(other.top);
    await expect(next.right).toBeLessThanOrEqual(other.left);
    await userEvent.click(canvas.getByRole('button', { name: 'Gå vidare' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** On the phone of the review: Gå vidare above Välj något annat, and first in the tab order. */
export const BasketOnPhone: Story = {
  globals: { viewport: ON_PHONE },
  play: async ({ canvasElement, args }) => {
    const { next, other } = await expectBasketTabOrder(canvasElement);
    await expect(next.bottom).toBeLessThanOrEqual(other.top);
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/**
 * `kassa/granska`: the terms must be accepted; every row can be changed. Going on without them
 * takes focus to the box, which by then carries the message, so a screen reader reads it.
 */
export const Review: Story = {
  render: (args) => <TopUpReview {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ändra nummer' })).toHaveAttribute(
      'href',
      '/kontantkort/ladda',
    );
    const terms = canvas.getByRole('checkbox', { name: /Jag godkänner/ });
    let readOnFocus: string | null = null;
    terms.addEventListener('focus', () => (readOnFocus = describedBy(terms)), { once: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Välj betalsätt' }));
    await expect(canvas.getByText('Godkänn villkoren för att gå vidare')).toBeVisible();
    await expect(terms).toHaveFocus();
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription('Godkänn villkoren för att gå vidare');
    await expect(readOnFocus).toBe('Godkänn villkoren för att gå vidare');
    await expect(args.onNext).not.toHaveBeenCalled();
    await userEvent.click(terms);
    await expect(terms).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Välj betalsätt' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** `kassa/betalsatt`: Swish asks for a Swish number, checked before going on. */
export const PaymentMethod: Story = {
  render: (args) => <TopUpPaymentMethod {...args} />,
  parameters: { topUp: { info: ERIK_INFO, checkout: surfCheckout({ reviewed: true }) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const swish = canvas.getByRole('textbox', { name: 'Mobilnummer för Swish' });
    await expect(swish).toHaveValue('073-123 45 60');
    await userEvent.clear(swish);
    await userEvent.type(swish, '08-123');
    let readOnFocus: string | null = null;
    swish.addEventListener('focus', () => (readOnFocus = describedBy(swish)), { once: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Till betalning' }));
    await expect(
      canvas.getByText('Ange ett svenskt mobilnummer, till exempel 070-123 45 67'),
    ).toBeVisible();
    await expect(swish).toHaveFocus();
    await expect(readOnFocus).toContain('Ange ett svenskt mobilnummer, till exempel 070-123 45 67');
    // Read with the field, once: not also as an alert.
    await expect(isAnnounced(canvas.getByText(SWEDISH_MOBILE_MESSAGE))).toBe(false);
    await userEvent.click(canvas.getByRole('radio', { name: 'Kort' }));
    await expect(canvas.queryByRole('textbox', { name: 'Mobilnummer för Swish' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Till betalning' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/**
 * Enter in the Swish field with a number that is not a mobile number: the field has focus
 * already, so the message, tied to the field, is read out as an alert.
 */
export const PaymentMethodByEnter: Story = {
  render: (args) => <TopUpPaymentMethod {...args} />,
  parameters: { topUp: { info: ERIK_INFO, checkout: surfCheckout({ reviewed: true }) } },
  play: async ({ canvasElement, args }) => {
    const swish = await refuseSwishByEnter(canvasElement);
    await expect(args.onNext).not.toHaveBeenCalled();
    // Typing clears it; a right number goes on.
    await userEvent.clear(swish);
    await waitFor(() => expect(swish).not.toHaveAttribute('aria-invalid'));
    await userEvent.type(swish, '070-123 45 67{Enter}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** The review (the basket with change links), for the visual review. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => <TopUpReview {...args} />,
  parameters: {
    // Side by side, each landmark is there twice, once per theme.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    topUp: { info: ERIK_INFO, checkout: surfCheckout({ reviewed: true }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('region', { name: 'Din laddning' }),
    ).toHaveLength(2);
  },
};
