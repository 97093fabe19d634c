import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SUPPORT_PHONE } from '@lingon/contracts/site/support-contact';
import { AfterOrderInfo, ConsentText, SupportBox } from './checkout-info';

/** The order page's info blocks: what happens after the order, the support box, the consent text. */
const meta = {
  title: 'Broadband/Checkout/CheckoutInfo',
  component: AfterOrderInfo,
  subcomponents: { SupportBox, ConsentText },
  args: { orderProcessingInterval: 3 },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AfterOrderInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A long-term order: the network owner's working days, then activation within 2–5 days. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Vad händer efter att jag beställt?' }),
    ).toBeVisible();
    await expect(canvas.getByText(/ungefär 3 arbetsdagar/)).toBeVisible();
    await expect(canvas.getByText(/aktiveras inom 2–5 dagar/)).toBeVisible();
  },
};

/** Short-term broadband is delivered, not activated; one working day reads in the singular. */
export const ShortTerm: Story = {
  args: { orderProcessingInterval: 1, shortTerm: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/ungefär 1 arbetsdag\./)).toBeVisible();
    await expect(
      canvas.getByText('Ditt korttidsbredband levereras inom 1–3 arbetsdagar.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/aktiveras inom/)).toBeNull();
  },
};

const openChat = fn();

/** 'Behöver du hjälp?': the chat (when the site has one) and the support line. */
export const Support: StoryObj<typeof SupportBox> = {
  args: { onOpenChat: openChat },
  render: ({ onOpenChat }) => <SupportBox onOpenChat={onOpenChat} />,
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Behöver du hjälp?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: SUPPORT_PHONE.display })).toHaveAttribute(
      'href',
      SUPPORT_PHONE.href,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Chatta med oss' }));
    await expect(args.onOpenChat).toHaveBeenCalledOnce();
  },
};

/** Without a chat on the page only the phone line is offered. */
export const SupportWithoutChat: StoryObj<typeof SupportBox> = {
  render: () => <SupportBox />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Chatta med oss' })).toBeNull();
    await expect(canvas.getByRole('link', { name: SUPPORT_PHONE.display })).toBeVisible();
  },
};

/**
 * Pressing Beställ accepts the terms (linked) and a credit check; the privacy policy says what
 * happens to the personal data.
 */
export const Consent: StoryObj<typeof ConsentText> = {
  args: { termsHref: '/kundvillkor', privacyHref: '/integritetspolicy' },
  render: ({ termsHref, privacyHref }) => (
    <ConsentText termsHref={termsHref} privacyHref={privacyHref} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /allmänna villkor/ })).toHaveAttribute(
      'href',
      '/kundvillkor',
    );
    await expect(canvas.getByText(/kreditupplysning på dig/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'integritetspolicy' })).toHaveAttribute(
      'href',
      '/integritetspolicy',
    );
  },
};

/** Without a terms page the terms are named, not linked. */
export const ConsentWithoutTerms: StoryObj<typeof ConsentText> = {
  render: () => <ConsentText />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /allmänna villkor/ })).toBeNull();
    await expect(canvas.getByText(/allmänna villkor/)).toBeVisible();
  },
};

/** Every block and variant in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <AfterOrderInfo {...args} headingLevel={3} />
      <AfterOrderInfo orderProcessingInterval={1} shortTerm headingLevel={3} />
      <SupportBox onOpenChat={openChat} headingLevel={3} />
      <SupportBox headingLevel={3} />
      <ConsentText termsHref="/kundvillkor" />
      <ConsentText />
    </div>
  ),
};
