import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OrderFailedNotice } from './order-failed-notice';

const meta = {
  title: 'Broadband/Checkout/OrderFailedNotice',
  component: OrderFailedNotice,
  args: { failure: 'error', onOpenChat: fn() },
} satisfies Meta<typeof OrderFailedNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An order that did not go through: what happened, and the chat and the phone line. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Din beställning gick inte igenom');
    await expect(notice).toHaveTextContent(/Tryck på Beställ igen om en stund/);
    await expect(canvas.getByRole('link', { name: '0771-40 40 40' })).toHaveAttribute(
      'href',
      'tel:+46771404040',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Chatta med oss' }));
    await expect(args.onOpenChat).toHaveBeenCalledOnce();
  },
};

/** A credit check that refused the customer: said politely, with no retry to try. */
export const CreditRefused: Story = {
  args: { failure: 'refused' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Vi kan tyvärr inte ta emot din beställning');
    await expect(notice).toHaveTextContent(/kreditupplysningen/);
    await expect(notice).not.toHaveTextContent(/Beställ igen/);
  },
};

/** Before any failure the status region is there, empty, so that a failure is announced. */
export const Empty: Story = {
  args: { failure: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Without a chat to open (a page without the chat), the phone line alone. */
export const WithoutChat: Story = {
  args: { onOpenChat: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Chatta med oss' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '0771-40 40 40' })).toBeVisible();
  },
};
