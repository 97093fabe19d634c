import { siteErrorHandlers, siteHandlers, siteLoadingHandlers } from '@lingon/contracts/msw/site';
import { feedbackContract } from '@lingon/contracts/site/feedback';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  FEEDBACK_FAILED_TITLE,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_SENT_TITLE,
  FeedbackForm,
} from './feedback-form';
import { whenBody } from './testing/msw';

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

/**
 * The message may be at most 2000 characters (the hint, the contract's schema and the server):
 * a counter says how many are left and how many too many, and the form is not sent while the
 * message is too long.
 */
export const MessageTooLong: Story = {
  play: async ({ args, canvas }) => {
    await expect(FEEDBACK_MESSAGE_MAX).toBe(2000);
    await userEvent.click(canvas.getByRole('radio', { name: 'Webbplatsen' }));
    const message = canvas.getByRole('textbox', { name: /Dina synpunkter/ });
    await expect(message).toHaveAccessibleDescription(/Minst 5 och högst 2\s000 tecken\./);
    await expect(message).toHaveAccessibleDescription(/2\s000 tecken kvar/);

    await userEvent.click(message);
    await userEvent.paste('a'.repeat(1990));
    await expect(message).toHaveAccessibleDescription(/10 tecken kvar/);
    await userEvent.paste('b'.repeat(15));
    // Nothing typed or pasted is cut off; the counter says how much is too much.
    await expect(message).toHaveValue(`${'a'.repeat(1990)}${'b'.repeat(15)}`);
    await expect(message).toHaveAccessibleDescription(/5 tecken för mycket/);
    await expect(message).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Skicka' }));
    await expect(
      await canvas.findByText(/^Meddelandet får vara högst 2\s000 tecken$/),
    ).toBeVisible();
    await expect(args.onSent).not.toHaveBeenCalled();

    await userEvent.type(message, '{Backspace}'.repeat(5));
    await expect(message).toHaveAccessibleDescription(/0 tecken kvar/);
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

/** Feedback with one message is answered by `handlers`; other feedback goes on to the next handler. */
const forMessage = (message: string, handlers: RequestHandler[]) =>
  whenBody(feedbackContract, (body) => body.message === message, handlers);

/** What each state sends: its topic and message; the service answers each message differently. */
const sent = {
  contactMe: { topic: 'Faktura och betalning', message: 'Svår faktura.' },
  sending: { topic: 'Nätet och täckningen', message: 'Ingen täckning.' },
  failed: { topic: 'Webbplatsen', message: 'Sidan är seg.' },
  sent: { topic: 'Kundservice', message: 'Snabb hjälp!' },
} as const;

type Canvas = ReturnType<typeof within>;

/** Chooses the topic and pastes the message (one input event: quick with many forms). */
async function write(form: Canvas, { topic, message }: { topic: string; message: string }) {
  await userEvent.click(form.getByRole('radio', { name: topic }));
  await userEvent.click(form.getByRole('textbox', { name: /Dina synpunkter/ }));
  await userEvent.paste(message);
}

type FeedbackState = 'empty' | 'invalid' | 'contact-me' | 'sending' | 'failed' | 'sent';
const feedbackStates: FeedbackState[] = [
  'empty',
  'invalid',
  'contact-me',
  'sending',
  'failed',
  'sent',
];

/**
 * Every state in both themes, the visual baseline: the empty form; Skicka with nothing filled in
 * (the field messages); 'contact me' without an email address (the rule across two fields);
 * sending (the service has not answered); the service failing; and sent.
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // Side by side repeats the form (a named form landmark) per state and theme.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    msw: {
      handlers: [
        forMessage(sent.sending.message, siteLoadingHandlers),
        forMessage(sent.failed.message, siteErrorHandlers),
        ...siteHandlers(),
      ],
    },
  },
  render: (args) => (
    <div className="flex flex-col gap-12">
      {feedbackStates.map((state) => (
        <div key={state} data-story-state={state}>
          <FeedbackForm {...args} />
        </div>
      ))}
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const states = (state: FeedbackState) =>
      Array.from(canvasElement.querySelectorAll<HTMLElement>(`[data-story-state="${state}"]`));
    const send = (form: Canvas) => userEvent.click(form.getByRole('button', { name: 'Skicka' }));
    // Side by side: every state once per theme.
    await expect(states('empty')).toHaveLength(2);
    for (const empty of states('empty')) {
      const form = within(empty);
      await expect(form.getByRole('textbox', { name: /Dina synpunkter/ })).toHaveValue('');
      await expect(form.queryByText('Välj vad det gäller')).toBeNull();
    }
    for (const invalid of states('invalid')) {
      const form = within(invalid);
      await send(form);
      await expect(await form.findByText('Välj vad det gäller')).toBeVisible();
      await expect(form.getByText('Skriv minst 5 tecken')).toBeVisible();
      await expect(form.getByRole('textbox', { name: /Dina synpunkter/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    }
    for (const contactMe of states('contact-me')) {
      const form = within(contactMe);
      await write(form, sent.contactMe);
      await userEvent.click(
        form.getByRole('checkbox', { name: 'Jag vill att ni kontaktar mig om mina synpunkter' }),
      );
      await send(form);
      await expect(
        await form.findByText('Fyll i din e-postadress så att vi kan kontakta dig'),
      ).toBeVisible();
    }
    for (const sending of states('sending')) {
      const form = within(sending);
      await write(form, sent.sending);
      await send(form);
      await waitFor(() =>
        expect(form.getByRole('button', { name: /Skicka/ })).toHaveAttribute('aria-busy', 'true'),
      );
    }
    for (const failed of states('failed')) {
      const form = within(failed);
      await write(form, sent.failed);
      await send(form);
      await expect(await form.findByRole('alert')).toHaveTextContent(FEEDBACK_FAILED_TITLE);
      await expect(form.getByRole('textbox', { name: /Dina synpunkter/ })).toHaveValue(
        sent.failed.message,
      );
    }
    for (const done of states('sent')) {
      const form = within(done);
      await write(form, sent.sent);
      await send(form);
      await expect(await form.findByText(FEEDBACK_SENT_TITLE)).toBeVisible();
      await expect(form.getByRole('button', { name: 'Skicka fler synpunkter' })).toBeVisible();
    }
    // The pending ones are still sending after the others have been answered.
    for (const sending of states('sending')) {
      await expect(within(sending).getByRole('button', { name: /Skicka/ })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    }
    // Only the two sent ones reached onSent.
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(2));
    // Leave no focus ring behind (a refusal focuses the first invalid field).
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
