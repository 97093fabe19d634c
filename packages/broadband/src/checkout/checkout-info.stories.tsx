import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AfterOrderInfo, ConsentText, SUPPORT_PHONE, SupportBox } from './checkout-info';
import { StoryProviders } from './story-providers';

/** The checkout's info blocks as the order page stacks them beside the form. */
function CheckoutInfo({
  orderProcessingInterval,
  shortTerm,
  onOpenChat,
  termsHref,
}: {
  orderProcessingInterval: number;
  shortTerm?: boolean;
  onOpenChat?: () => void;
  termsHref?: string;
}) {
  return (
    <div className="flex max-w-md flex-col gap-6">
      <AfterOrderInfo orderProcessingInterval={orderProcessingInterval} shortTerm={shortTerm} />
      <SupportBox onOpenChat={onOpenChat} />
      <ConsentText termsHref={termsHref} />
    </div>
  );
}

const meta = {
  title: 'Broadband/Checkout/CheckoutInfo',
  component: CheckoutInfo,
  args: { orderProcessingInterval: 3, onOpenChat: fn(), termsHref: '/kundvillkor' },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof CheckoutInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A long-term order: activation within 2–5 days, chat and phone support, terms linked. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Vad händer efter att jag beställt?' }),
    ).toBeVisible();
    await expect(canvas.getByText(/ungefär 3 arbetsdagar/)).toBeVisible();
    await expect(canvas.getByText(/aktiveras inom 2–5 dagar/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: SUPPORT_PHONE.display })).toHaveAttribute(
      'href',
      SUPPORT_PHONE.href,
    );
    await expect(canvas.getByRole('link', { name: /allmänna villkor/ })).toHaveAttribute(
      'href',
      '/kundvillkor',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Chatta med oss' }));
    await expect(args.onOpenChat).toHaveBeenCalledOnce();
  },
};

/** Short-term broadband is delivered, not activated; one working day reads in the singular. */
export const ShortTermWithoutChat: Story = {
  args: {
    orderProcessingInterval: 1,
    shortTerm: true,
    onOpenChat: undefined,
    termsHref: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/ungefär 1 arbetsdag\./)).toBeVisible();
    await expect(
      canvas.getByText('Ditt korttidsbredband levereras inom 1–3 arbetsdagar.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/aktiveras inom/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Chatta med oss' })).toBeNull();
    // Without a terms page the terms are named, not linked.
    await expect(canvas.queryByRole('link', { name: /allmänna villkor/ })).toBeNull();
    await expect(canvas.getByText(/allmänna villkor/)).toBeVisible();
  },
};
