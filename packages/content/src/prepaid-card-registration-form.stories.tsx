import { SERVICES_BASE } from '@lingon/contracts/brand';
import { siteErrorHandlers, siteHandlers, siteLoadingHandlers } from '@lingon/contracts/msw/site';
import { msisdnSchema } from '@lingon/contracts/phone';
import { prepaidCardRegistrationContract } from '@lingon/contracts/site/prepaid-card-registration';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  PrepaidCardRegistrationForm,
  REGISTRATION_DONE_TITLE,
  REGISTRATION_FAILED_TITLE,
} from './prepaid-card-registration-form';
import { whenBody } from './testing/msw';

const meta = {
  title: 'Content/PrepaidCardRegistrationForm',
  component: PrepaidCardRegistrationForm,
  args: { onRegistered: fn() },
  parameters: { msw: { handlers: siteHandlers() } },
} satisfies Meta<typeof PrepaidCardRegistrationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

type Enter = (field: HTMLElement, text: string) => Promise<void>;
const typeIn: Enter = (field, text) => userEvent.type(field, text);
/** Pasting is one input event per field: quick when many forms are filled in. */
const pasteIn: Enter = async (field, text) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

async function fillIn(
  canvas: Canvas,
  personalNumber: string,
  msisdn = '070-123 45 67',
  enter: Enter = typeIn,
) {
  await enter(canvas.getByRole('textbox', { name: /Mobilnummer/ }), msisdn);
  await enter(canvas.getByRole('textbox', { name: /Personnummer/ }), personalNumber);
  await enter(canvas.getByRole('textbox', { name: /Förnamn/ }), 'Anna');
  await enter(canvas.getByRole('textbox', { name: /Efternamn/ }), 'Lind');
  await enter(canvas.getByRole('textbox', { name: /Gatuadress/ }), 'Storgatan 1');
  await enter(canvas.getByRole('textbox', { name: /Postnummer/ }), '222 22');
  await enter(canvas.getByRole('textbox', { name: /Ort/ }), 'Lund');
}

/** A valid registration; the personal number may be written with a hyphen. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await fillIn(canvas, '19900101-1239');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrera' }));
    await expect(await canvas.findByText(REGISTRATION_DONE_TITLE)).toBeVisible();
    await waitFor(() =>
      expect(args.onRegistered).toHaveBeenCalledWith(
        expect.objectContaining({ msisdn: '46701234567' }),
      ),
    );
  },
};

/** A personal number with a wrong check digit is rejected before anything is sent. */
export const InvalidPersonalNumber: Story = {
  play: async ({ args, canvas }) => {
    await fillIn(canvas, '19900101-1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrera' }));
    const field = canvas.getByRole('textbox', { name: /Personnummer/ });
    await expect(await canvas.findByText('Personnumret är inte giltigt')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await expect(args.onRegistered).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '199001011239');
    await expect(canvas.queryByText('Personnumret är inte giltigt')).toBeNull();
  },
};

/** An empty submit lists every required field. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Registrera' }));
    await expect(await canvas.findByText('Fyll i ditt förnamn')).toBeVisible();
    await expect(canvas.getByText('Postnumret ska vara 5 siffror')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Mobilnummer/ })).toHaveFocus();
  },
};

const registrationUrl = `*${SERVICES_BASE}${prepaidCardRegistrationContract.path}`;

/** The registration service refuses: the number is already registered (409, naming the field). */
const alreadyRegistered = http.post(registrationUrl, () =>
  HttpResponse.json([{ field: 'msisdn', message: 'Numret är redan registrerat' }], {
    status: 409,
  }),
);

/** The server says the number is already registered (409): the message lands on the number. */
export const AlreadyRegistered: Story = {
  parameters: { msw: { handlers: [alreadyRegistered] } },
  play: async ({ canvas }) => {
    await fillIn(canvas, '198112189876');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrera' }));
    await expect(await canvas.findByText('Numret är redan registrerat')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Mobilnummer/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: siteErrorHandlers } },
  play: async ({ canvas }) => {
    await fillIn(canvas, '199001011239');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrera' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REGISTRATION_FAILED_TITLE);
  },
};

/**
 * Registrations of one mobile number (as typed) are answered by `handlers`; other numbers go on to
 * the next handler.
 */
function forNumber(typed: string, handlers: RequestHandler[]) {
  const msisdn = msisdnSchema.parse(typed);
  return whenBody(prepaidCardRegistrationContract, (body) => body.msisdn === msisdn, handlers);
}

/** The number each state registers; the services answer each one differently. */
const numbers = {
  taken: '073-987 65 43',
  sending: '076-555 12 34',
  failed: '072-444 32 10',
  done: '070-123 45 67',
} as const;

type RegistrationState = 'empty' | 'invalid' | 'taken' | 'sending' | 'failed' | 'done';
const registrationStates: RegistrationState[] = [
  'empty',
  'invalid',
  'taken',
  'sending',
  'failed',
  'done',
];

/**
 * Every state in both themes, the visual baseline: the empty form; Registrera with only a personal
 * number that fails its check digit (every field's message); a number already registered (the
 * server's 409 on the number field); sending (the service has not answered); the service failing;
 * and registered.
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // Side by side repeats the form (a named form landmark) per state and theme.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    msw: {
      handlers: [
        forNumber(numbers.taken, [alreadyRegistered]),
        forNumber(numbers.sending, siteLoadingHandlers),
        forNumber(numbers.failed, siteErrorHandlers),
        ...siteHandlers(),
      ],
    },
  },
  render: (args) => (
    <div className="flex flex-col gap-12">
      {registrationStates.map((state) => (
        <div key={state} data-story-state={state}>
          <PrepaidCardRegistrationForm {...args} />
        </div>
      ))}
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const states = (state: RegistrationState) =>
      Array.from(canvasElement.querySelectorAll<HTMLElement>(`[data-story-state="${state}"]`));
    const register = (form: Canvas) =>
      userEvent.click(form.getByRole('button', { name: 'Registrera' }));
    // Side by side: every state once per theme.
    await expect(states('empty')).toHaveLength(2);
    for (const empty of states('empty')) {
      const form = within(empty);
      await expect(form.getByRole('textbox', { name: /Mobilnummer/ })).toHaveValue('');
      await expect(form.queryByText('Fyll i ditt förnamn')).toBeNull();
    }
    for (const invalid of states('invalid')) {
      const form = within(invalid);
      await pasteIn(form.getByRole('textbox', { name: /Personnummer/ }), '19900101-1234');
      await register(form);
      await expect(await form.findByText('Personnumret är inte giltigt')).toBeVisible();
      await expect(form.getByText('Fyll i ditt förnamn')).toBeVisible();
      await expect(form.getByText('Postnumret ska vara 5 siffror')).toBeVisible();
    }
    for (const taken of states('taken')) {
      const form = within(taken);
      await fillIn(form, '198112189876', numbers.taken, pasteIn);
      await register(form);
      await expect(await form.findByText('Numret är redan registrerat')).toBeVisible();
      await expect(form.getByRole('textbox', { name: /Mobilnummer/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    }
    for (const sending of states('sending')) {
      const form = within(sending);
      await fillIn(form, '199001011239', numbers.sending, pasteIn);
      await register(form);
      await waitFor(() =>
        expect(form.getByRole('button', { name: /Registrera/ })).toHaveAttribute(
          'aria-busy',
          'true',
        ),
      );
    }
    for (const failed of states('failed')) {
      const form = within(failed);
      await fillIn(form, '199001011239', numbers.failed, pasteIn);
      await register(form);
      await expect(await form.findByRole('alert')).toHaveTextContent(REGISTRATION_FAILED_TITLE);
    }
    for (const done of states('done')) {
      const form = within(done);
      await fillIn(form, '19900101-1239', numbers.done, pasteIn);
      await register(form);
      await expect(await form.findByText(REGISTRATION_DONE_TITLE)).toBeVisible();
      await expect(form.queryByRole('form')).toBeNull();
    }
    // The pending ones are still sending after the others have been answered.
    for (const sending of states('sending')) {
      await expect(within(sending).getByRole('button', { name: /Registrera/ })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    }
    // Only the registered ones reached onRegistered, and only with their own number.
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledTimes(2));
    for (const call of [1, 2]) {
      await expect(args.onRegistered).toHaveBeenNthCalledWith(
        call,
        expect.objectContaining({ msisdn: msisdnSchema.parse(numbers.done) }),
      );
    }
    // Leave no focus ring behind (a refusal focuses the first invalid field).
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
