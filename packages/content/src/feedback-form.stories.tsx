import { siteErrorHandlers, siteHandlers } from '@lingon/contracts/msw/site';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FEEDBACK_FAILED_TITLE, FEEDBACK_SENT_TITLE, FeedbackForm } from './feedback-form';

const meta = {
  title: 'Content/FeedbackForm',
  component: FeedbackForm,
  args: { fromPage: '/tyck-till', onSent: fn() },
  parameters: { msw: { handlers: siteHandlers() } },
} satisfies Meta<typeof FeedbackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty submit shows the messages and focuses the first field; a filled-in form is sent. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka' }));
    await expect(await canvas.findByText('Välj vad det gäller')).toBeVisible();
    await expect(canvas.getByText('Skriv minst 5 tecken')).toBeVisible();
    await expect(args.onSent).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('radio', { name: 'Kundservice' }));
    await expect(canvas.queryByText('Välj vad det gäller')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Nöjd' }));
    const message = canvas.getByRole('textbox', { name: /Dina synpunkter/ });
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(message, 'Snabb och trevlig hjälp i chatten!');
    await expect(message).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka' }));

    await expect(await canvas.findByText(FEEDBACK_SENT_TITLE)).toBeVisible();
    await waitFor(() => expect(args.onSent).toHaveBeenCalledOnce());
  },
};

/** 'Contact me' needs an email address: a rule across two fields, checked on submit. */
export const ContactMeNeedsEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Faktura och betalning' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Dina synpunkter/ }),
      'Fakturan är svår att läsa.',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Jag vill att ni kontaktar mig om mina synpunkter' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka' }));
    await expect(
      await canvas.findByText('Fyll i din e-postadress så att vi kan kontakta dig'),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /E-post/ }), 'anna@example.se');
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka' }));
    await expect(await canvas.findByText(FEEDBACK_SENT_TITLE)).toBeVisible();
    await expect(canvas.getByText(/Vi hör av oss till dig via e-post/)).toBeVisible();
  },
};

/** The service fails: the form stays filled in and says so. */
export const Error: Story = {
  parameters: { msw: { handlers: siteErrorHandlers } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Webbplatsen' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Dina synpunkter/ }),
      'Sidan laddar långsamt.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FEEDBACK_FAILED_TITLE);
    await expect(canvas.getByRole('textbox', { name: /Dina synpunkter/ })).toHaveValue(
      'Sidan laddar långsamt.',
    );
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};
