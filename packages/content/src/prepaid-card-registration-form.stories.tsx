import { SERVICES_BASE } from '@lingon/contracts/brand';
import { bankidHandlers } from '@lingon/contracts/msw/bankid';
import { siteErrorHandlers, siteHandlers, siteLoadingHandlers } from '@lingon/contracts/msw/site';
import { msisdnSchema } from '@lingon/contracts/phone';
import {
  PREPAID_REGISTRATION_BANKID_REQUIRED,
  PREPAID_REGISTRATION_BANKID_USED,
  PREPAID_REGISTRATION_NOT_PREPAID,
  PREPAID_REGISTRATION_TAKEN,
  prepaidCardRegistrationContract,
} from '@lingon/contracts/site/prepaid-card-registration';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  PrepaidCardRegistrationForm,
  REGISTRATION_DONE_TITLE,
  REGISTRATION_FAILED_TITLE,
} from './prepaid-card-registration-form';
import { whenBody } from './testing/msw';

/** The BankID user of the stories (Anna) identifies at once. */
const bankid = () => bankidHandlers({ scenario: 'verified', pollsPerStep: 1 });

const meta = {
  title: 'Content/PrepaidCardRegistrationForm',
  component: PrepaidCardRegistrationForm,
  args: { onRegistered: fn(), bankidDevice: 'computer', bankidPollIntervalMs: 50 },
  parameters: { msw: { handlers: [...siteHandlers(), ...bankid()] } },
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

/** The demo prepaid cards: Erik's is free to register, Olle's is registered to Olle. */
const numbers = {
  free: '073-123 45 60',
  taken: '076-123 45 70',
  subscription: '070-123 45 67',
  sending: '076-555 12 34',
  failed: '072-444 32 10',
} as const;

const START = 'Identifiera dig med BankID';

async function fillIn(canvas: Canvas, msisdn: string = numbers.free, enter: Enter = typeIn) {
  await enter(canvas.getByRole('textbox', { name: /Mobilnummer/ }), msisdn);
  await enter(canvas.getByRole('textbox', { name: /Förnamn/ }), 'Anna');
  await enter(canvas.getByRole('textbox', { name: /Efternamn/ }), 'Andersson');
  await enter(canvas.getByRole('textbox', { name: /Gatuadress/ }), 'Storgatan 1');
  await enter(canvas.getByRole('textbox', { name: /Postnummer/ }), '222 22');
  await enter(canvas.getByRole('textbox', { name: /Ort/ }), 'Lund');
}

/** The holder identifies with BankID (the stories' BankID approves at once). */
async function identify(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: START }));
  await expect(await canvas.findByText('Du är verifierad som Anna Andersson.')).toBeVisible();
}

const registerButton = (canvas: Canvas) => canvas.getByRole('button', { name: /Registrera/ });

/** Verified: the holder identifies with BankID, and the card is registered to her. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: /Personnummer/ })).toBeNull();
    await fillIn(canvas);
    await identify(canvas);
    await userEvent.click(registerButton(canvas));
    await expect(await canvas.findByText(REGISTRATION_DONE_TITLE)).toBeVisible();
    await expect(canvas.getByText(/registrerat på Anna Andersson/)).toBeVisible();
    await waitFor(() =>
      expect(args.onRegistered).toHaveBeenCalledWith(
        expect.objectContaining({ msisdn: '46731234560' }),
      ),
    );
  },
};

/** Unverified: Registrera before identifying sends nothing and asks for BankID. */
export const Unverified: Story = {
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.click(registerButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      PREPAID_REGISTRATION_BANKID_REQUIRED,
    );
    await expect(canvas.getByRole('button', { name: START })).toHaveFocus();
    await expect(args.onRegistered).not.toHaveBeenCalled();
    // Identified, the request goes through and the message goes.
    await identify(canvas);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(registerButton(canvas));
    await expect(await canvas.findByText(REGISTRATION_DONE_TITLE)).toBeVisible();
  },
};

/** Refused: the number is registered to another person (409 on the number, naming nobody). */
export const RegisteredToAnother: Story = {
  play: async ({ args, canvas }) => {
    await fillIn(canvas, numbers.taken);
    await identify(canvas);
    await userEvent.click(registerButton(canvas));
    await expect(await canvas.findByText(PREPAID_REGISTRATION_TAKEN)).toBeVisible();
    const number = canvas.getByRole('textbox', { name: /Mobilnummer/ });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRegistered).not.toHaveBeenCalled();
    // The identification still holds: with the right number the card is registered.
    await userEvent.clear(number);
    await userEvent.type(number, numbers.free);
    await userEvent.click(registerButton(canvas));
    await expect(await canvas.findByText(REGISTRATION_DONE_TITLE)).toBeVisible();
  },
};

/** Refused: a subscription's number is not a prepaid card. */
export const NotPrepaid: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas, numbers.subscription);
    await identify(canvas);
    await userEvent.click(registerButton(canvas));
    await expect(await canvas.findByText(PREPAID_REGISTRATION_NOT_PREPAID)).toBeVisible();
  },
};

const registrationUrl = `*${SERVICES_BASE}${prepaidCardRegistrationContract.path}`;

/** The identification has already registered a card: BankID starts afresh. */
export const IdentificationUsed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(registrationUrl, () =>
          HttpResponse.json(
            [{ field: 'body.bankidOrderRef', message: PREPAID_REGISTRATION_BANKID_USED }],
            { status: 409 },
          ),
        ),
        ...bankid(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await identify(canvas);
    await userEvent.click(registerButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      PREPAID_REGISTRATION_BANKID_USED,
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: START })).toHaveFocus());
    await expect(canvas.queryByText('Du är verifierad som Anna Andersson.')).toBeNull();
  },
};

/** An empty submit lists every required field. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(registerButton(canvas));
    await expect(await canvas.findByText('Fyll i ditt förnamn')).toBeVisible();
    await expect(canvas.getByText('Postnumret ska vara 5 siffror')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Mobilnummer/ })).toHaveFocus();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [...siteErrorHandlers, ...bankid()] } },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await identify(canvas);
    await userEvent.click(registerButton(canvas));
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

type RegistrationState =
  'empty' | 'invalid' | 'unverified' | 'taken' | 'sending' | 'failed' | 'done';
const registrationStates: RegistrationState[] = [
  'empty',
  'invalid',
  'unverified',
  'taken',
  'sending',
  'failed',
  'done',
];

/**
 * Every state in both themes, the visual baseline: the empty form; Registrera on an empty form
 * (every field's message); Registrera before identifying with BankID; a number registered to
 * another person (the server's 409 on the number field); sending (the service has not
 * answered); the service failing; and registered.
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // Side by side repeats the form (a named form landmark) per state and theme.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    msw: {
      handlers: [
        forNumber(numbers.sending, siteLoadingHandlers),
        forNumber(numbers.failed, siteErrorHandlers),
        ...siteHandlers(),
        ...bankid(),
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
    // Side by side: every state once per theme.
    await expect(states('empty')).toHaveLength(2);
    for (const empty of states('empty')) {
      const form = within(empty);
      await expect(form.getByRole('textbox', { name: /Mobilnummer/ })).toHaveValue('');
      await expect(form.queryByText('Fyll i ditt förnamn')).toBeNull();
    }
    for (const invalid of states('invalid')) {
      const form = within(invalid);
      await userEvent.click(registerButton(form));
      await expect(await form.findByText('Fyll i ditt förnamn')).toBeVisible();
      await expect(form.getByText('Postnumret ska vara 5 siffror')).toBeVisible();
    }
    for (const unverified of states('unverified')) {
      const form = within(unverified);
      await fillIn(form, numbers.free, pasteIn);
      await userEvent.click(registerButton(form));
      await expect(await form.findByRole('alert')).toHaveTextContent(
        PREPAID_REGISTRATION_BANKID_REQUIRED,
      );
    }
    for (const taken of states('taken')) {
      const form = within(taken);
      await fillIn(form, numbers.taken, pasteIn);
      await identify(form);
      await userEvent.click(registerButton(form));
      await expect(await form.findByText(PREPAID_REGISTRATION_TAKEN)).toBeVisible();
      await expect(form.getByRole('textbox', { name: /Mobilnummer/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    }
    for (const sending of states('sending')) {
      const form = within(sending);
      await fillIn(form, numbers.sending, pasteIn);
      await identify(form);
      await userEvent.click(registerButton(form));
      await waitFor(() => expect(registerButton(form)).toHaveAttribute('aria-busy', 'true'));
    }
    for (const failed of states('failed')) {
      const form = within(failed);
      await fillIn(form, numbers.failed, pasteIn);
      await identify(form);
      await userEvent.click(registerButton(form));
      await expect(await form.findByRole('alert')).toHaveTextContent(REGISTRATION_FAILED_TITLE);
    }
    for (const done of states('done')) {
      const form = within(done);
      await fillIn(form, numbers.free, pasteIn);
      await identify(form);
      await userEvent.click(registerButton(form));
      await expect(await form.findByText(REGISTRATION_DONE_TITLE)).toBeVisible();
      await expect(form.queryByRole('form')).toBeNull();
    }
    // The pending ones are still sending after the others have been answered.
    for (const sending of states('sending')) {
      await expect(registerButton(within(sending))).toHaveAttribute('aria-busy', 'true');
    }
    // Only the registered ones reached onRegistered, and only with their own number; the
    // holder registering her card again (the second theme) is allowed.
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledTimes(2));
    for (const call of [1, 2]) {
      await expect(args.onRegistered).toHaveBeenNthCalledWith(
        call,
        expect.objectContaining({ msisdn: msisdnSchema.parse(numbers.free) }),
      );
    }
    // Leave no focus ring behind (a refusal focuses the first invalid field).
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
