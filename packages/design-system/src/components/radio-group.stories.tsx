import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { RadioGroupField, RadioGroupItem } from './radio-group';

const items = (
  <>
    <RadioGroupItem value="email" label="E-post" description="Fakturan kommer till din e-post." />
    <RadioGroupItem value="post" label="Brev" description="Pappersfaktura, 29 kr per faktura." />
    <RadioGroupItem value="autogiro" label="Autogiro" />
  </>
);

/**
 * Radix selects the radio that receives focus while an arrow key is held, and it moves
 * focus in a timeout; a real key press lasts longer than that, so hold the key until
 * focus has moved, as a person does.
 */
async function pressArrowDown() {
  const user = userEvent.setup();
  const before = document.activeElement;
  await user.keyboard('{ArrowDown>}');
  await waitFor(() => expect(document.activeElement).not.toBe(before));
  await user.keyboard('{/ArrowDown}');
}

const meta = {
  title: 'Design system/RadioGroup',
  component: RadioGroupField,
  args: { label: 'Hur vill du få din faktura?', children: items, onValueChange: fn() },
} satisfies Meta<typeof RadioGroupField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'email' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Hur vill du få din faktura?' });
    await expect(group).toBeInTheDocument();
    const email = canvas.getByRole('radio', { name: 'E-post' });
    const post = canvas.getByRole('radio', { name: 'Brev' });
    const autogiro = canvas.getByRole('radio', { name: 'Autogiro' });
    await expect(email).toBeChecked();
    // Tab lands on the checked radio; arrows move and select.
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await pressArrowDown();
    await expect(post).toHaveFocus();
    await expect(post).toBeChecked();
    await expect(email).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('post');
    await pressArrowDown();
    await expect(autogiro).toBeChecked();
    // Arrows wrap around.
    await pressArrowDown();
    await expect(email).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
    await expect(post).toHaveAccessibleDescription('Pappersfaktura, 29 kr per faktura.');
  },
};

export const WithHint: Story = {
  args: { hint: 'Du kan ändra det senare på Mina sidor.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Hur vill du få din faktura?' }),
    ).toHaveAccessibleDescription('Du kan ändra det senare på Mina sidor.');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Välj hur du vill få din faktura.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Hur vill du få din faktura?' });
    const message = canvas.getByText('Välj hur du vill få din faktura.').closest('p');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-describedby', message?.id);
    await expect(group).toHaveAttribute('aria-errormessage', message?.id);
    await expect(group).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'post' },
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('radio', { name: 'E-post' });
    await expect(email).toBeDisabled();
    await userEvent.click(email);
    await expect(email).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** `children` rendered by a React root of their own inside a shadow root, as the embed does. */
function InShadowRoot({ children }: { children: React.ReactNode }) {
  const host = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const shadow = host.current?.shadowRoot ?? host.current?.attachShadow({ mode: 'open' });
    if (!shadow) return;
    const container = document.createElement('div');
    shadow.append(container);
    const root = createRoot(container);
    root.render(children);
    return () => {
      // Not while React renders this tree.
      queueMicrotask(() => {
        root.unmount();
        container.remove();
      });
    };
  }, [children]);
  return <div ref={host} data-testid="shadow-host" />;
}

/**
 * In a Shadow DOM (the embedded widgets) ↓ and ↑ move focus to the next and previous radio and
 * check it, wrapping around, as on the site.
 */
export const InAShadowRoot: Story = {
  args: { defaultValue: 'email' },
  render: (args) => (
    <InShadowRoot>
      <RadioGroupField {...args} />
    </InShadowRoot>
  ),
  play: async ({ args, canvas }) => {
    const shadow = canvas.getByTestId('shadow-host').shadowRoot as ShadowRoot;
    const radio = (value: string) =>
      shadow.querySelector<HTMLButtonElement>(`[role="radio"][value="${value}"]`);
    await waitFor(() => expect(radio('email')).not.toBeNull());
    radio('email')?.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(shadow.activeElement).toBe(radio('post')));
    await expect(radio('post')).toHaveAttribute('aria-checked', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('post');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(shadow.activeElement).toBe(radio('autogiro')));
    await expect(radio('autogiro')).toHaveAttribute('aria-checked', 'true');
    await expect(radio('email')).toHaveAttribute('aria-checked', 'false');
    // Home and End move to the first and last, checking nothing, as outside a Shadow DOM.
    await user.keyboard('{Home}');
    await waitFor(() => expect(shadow.activeElement).toBe(radio('email')));
    await expect(radio('autogiro')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{End}');
    await waitFor(() => expect(shadow.activeElement).toBe(radio('autogiro')));
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-6">
      <RadioGroupField
        label="Vald"
        defaultValue="email"
        hint="Du kan ändra det senare på Mina sidor."
      >
        {items}
      </RadioGroupField>
      <RadioGroupField label="Med fel" error="Välj hur du vill få din faktura.">
        {items}
      </RadioGroupField>
      <RadioGroupField label="Inaktiv" disabled defaultValue="post">
        {items}
      </RadioGroupField>
      <RadioGroupField label="Vågrät" orientation="horizontal" className="flex-row gap-6">
        <RadioGroupItem value="12" label="12 mån" />
        <RadioGroupItem value="24" label="24 mån" />
        <RadioGroupItem value="0" label="Ingen bindning" disabled />
      </RadioGroupField>
    </div>
  ),
};
