import { siteErrorHandlers, siteHandlers } from '@lingon/contracts/msw/site';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import {
  PrepaidCardRegistrationForm,
  REGISTRATION_DONE_TITLE,
  REGISTRATION_FAILED_TITLE,
} from './prepaid-card-registration-form';

const meta = {
  title: 'Content/PrepaidCardRegistrationForm',
  component: PrepaidCardRegistrationForm,
  args: { onRegistered: fn() },
  parameters: { msw: { handlers: siteHandlers() } },
} satisfies Meta<typeof PrepaidCardRegistrationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillIn(canvas: Canvas, personalNumber: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Mobilnummer/ }), '070-123 45 67');
  await userEvent.type(canvas.getByRole('textbox', { name: /Personnummer/ }), personalNumber);
  await userEvent.type(canvas.getByRole('textbox', { name: /Förnamn/ }), 'Anna');
  await userEvent.type(canvas.getByRole('textbox', { name: /Efternamn/ }), 'Lind');
  await userEvent.type(canvas.getByRole('textbox', { name: /Gatuadress/ }), 'Storgatan 1');
  await userEvent.type(canvas.getByRole('textbox', { name: /Postnummer/ }), '222 22');
  await userEvent.type(canvas.getByRole('textbox', { name: /Ort/ }), 'Lund');
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

/** The server says the number is already registered (409): the message lands on the number. */
export const AlreadyRegistered: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/services/site/v1/prepaid-card-registrations', () =>
          HttpResponse.json([{ field: 'msisdn', message: 'Numret är redan registrerat' }], {
            status: 409,
          }),
        ),
      ],
    },
  },
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
