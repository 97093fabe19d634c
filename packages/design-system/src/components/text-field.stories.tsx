import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field, FieldError, FieldHint, FieldLabel } from './field';
import { Textarea, TextField } from './text-field';

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  args: { label: 'E-postadress', type: 'email', autoComplete: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-postadress' });
    await userEvent.type(input, 'anna@example.se');
    await expect(input).toHaveValue('anna@example.se');
    await expect(args.onChange).toHaveBeenCalledTimes('anna@example.se'.length);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'Vi skickar orderbekräftelsen hit.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-postadress' });
    await expect(input).toHaveAccessibleDescription('Vi skickar orderbekräftelsen hit.');
  },
};

export const WithError: Story = {
  args: {
    hint: 'Vi skickar orderbekräftelsen hit.',
    error: 'Ange en giltig e-postadress.',
    defaultValue: 'anna@',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-postadress' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = canvas.getByText('Ange en giltig e-postadress.').closest('p');
    await expect(message).not.toBeNull();
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message?.id);
    await expect(input).toHaveAttribute('aria-errormessage', message?.id);
    await expect(input).toHaveAccessibleDescription(
      'Vi skickar orderbekräftelsen hit. Ange en giltig e-postadress.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'anna@example.se' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-postadress' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('anna@example.se');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Large: Story = { args: { size: 'lg', label: 'Adress', type: 'text' } };

/** Several lines: in a Field, the label, hint and error are wired to it as they are to an input. */
export const Multiline: Story = {
  render: () => (
    <Field invalid>
      <FieldLabel>Meddelande</FieldLabel>
      <FieldHint>Högst 2 000 tecken.</FieldHint>
      <Textarea rows={4} defaultValue="Hej!" aria-describedby="extra-description" />
      <p id="extra-description">Räknaren</p>
      <FieldError>Skriv lite mer.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Meddelande' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea).toHaveAccessibleDescription(
      'Räknaren Högst 2 000 tecken. Skriv lite mer.',
    );
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(textarea, ' Hur byter jag?');
    await expect(textarea).toHaveValue('Hej! Hur byter jag?');
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-5">
      <TextField label="Tomt" placeholder="namn@exempel.se" />
      <TextField label="Ifyllt" defaultValue="anna@example.se" />
      <TextField label="Med hjälptext" hint="Vi skickar orderbekräftelsen hit." />
      <TextField
        label="Med fel"
        defaultValue="anna@"
        hint="Vi skickar orderbekräftelsen hit."
        error="Ange en giltig e-postadress."
      />
      <TextField label="Inaktiv" defaultValue="anna@example.se" disabled />
      <TextField label="Skrivskyddat" defaultValue="19900101-1234" readOnly />
      <TextField label="Stor" size="lg" defaultValue="Storgatan 1" />
      <Field>
        <FieldLabel>Flera rader</FieldLabel>
        <Textarea rows={3} defaultValue={'Hej!\nJag undrar över min faktura.'} />
      </Field>
      <Field invalid>
        <FieldLabel>Flera rader med fel</FieldLabel>
        <Textarea rows={2} defaultValue="Hej" />
        <FieldError>Skriv minst 10 tecken.</FieldError>
      </Field>
    </div>
  ),
};
