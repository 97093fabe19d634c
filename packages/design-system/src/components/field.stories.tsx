import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from './field';

/** Field wires any control to its label, hint and error; TextField and the others build on it. */
const meta = {
  title: 'Design system/Field',
  component: Field,
  args: {
    children: (
      <>
        <FieldLabel>Meddelande</FieldLabel>
        <FieldControl>
          <textarea
            rows={3}
            className="rounded-md border border-border-strong bg-surface p-3 text-fg focus-visible:focus-ring aria-invalid:border-danger"
          />
        </FieldControl>
        <FieldHint>Beskriv ärendet så noga du kan.</FieldHint>
      </>
    ),
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const control = canvas.getByRole('textbox', { name: 'Meddelande' });
    const hint = canvas.getByText('Beskriv ärendet så noga du kan.');
    await expect(control).toHaveAttribute('aria-describedby', hint.id);
    await expect(control).not.toHaveAttribute('aria-invalid');
    await expect(control).not.toHaveAttribute('aria-errormessage');
  },
};

export const WithError: Story = {
  args: {
    children: (
      <>
        <FieldLabel>Meddelande</FieldLabel>
        <FieldControl>
          <textarea
            rows={3}
            className="rounded-md border border-border-strong bg-surface p-3 text-fg focus-visible:focus-ring aria-invalid:border-danger"
          />
        </FieldControl>
        <FieldHint>Beskriv ärendet så noga du kan.</FieldHint>
        <FieldError>Skriv ett meddelande.</FieldError>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('textbox', { name: 'Meddelande' });
    const hint = canvas.getByText('Beskriv ärendet så noga du kan.');
    const error = canvas.getByText('Skriv ett meddelande.').closest('p');
    await expect(error).not.toBeNull();
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAttribute('aria-describedby', `${hint.id} ${error?.id}`);
    await expect(control).toHaveAttribute('aria-errormessage', error?.id);
    await expect(control).toHaveAccessibleDescription(
      'Beskriv ärendet så noga du kan. Skriv ett meddelande.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Meddelande' })).toBeDisabled();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-6">
      <Field>
        <FieldLabel>Med hjälptext</FieldLabel>
        <FieldControl>
          <textarea
            rows={2}
            className="rounded-md border border-border-strong bg-surface p-3 text-fg"
          />
        </FieldControl>
        <FieldHint>Beskriv ärendet så noga du kan.</FieldHint>
      </Field>
      <Field>
        <FieldLabel>Med fel</FieldLabel>
        <FieldControl>
          <textarea
            rows={2}
            className="rounded-md border border-border-strong bg-surface p-3 text-fg aria-invalid:border-danger"
          />
        </FieldControl>
        <FieldError>Skriv ett meddelande.</FieldError>
      </Field>
      <Field disabled>
        <FieldLabel>Inaktiv</FieldLabel>
        <FieldControl>
          <textarea
            rows={2}
            className="rounded-md border border-border-strong bg-surface p-3 text-fg disabled:opacity-60"
          />
        </FieldControl>
      </Field>
    </div>
  ),
};
