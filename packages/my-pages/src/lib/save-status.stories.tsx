import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SaveStatus } from './save-status';

const meta = {
  title: 'My pages/SaveStatus',
  component: SaveStatus,
  args: { status: 'saving', children: 'Sparar…' },
} satisfies Meta<typeof SaveStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Under way: a spinner the live region around it does not read out, so 'Sparar…' is said once.
 */
export const Default: Story = {
  render: (args) => (
    <div aria-live="polite">
      <SaveStatus {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const line = canvasElement.querySelector('[data-slot="save-status"]');
    await expect(line).toHaveAttribute('data-state', 'saving');
    await expect(line).toHaveTextContent('Sparar…');
    // The spinner's own label is hidden with it: a screen reader hears 'Sparar…' alone.
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Saved: Story = {
  args: { status: 'saved', children: 'Sparat' },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-slot="save-status"]');
    await expect(line).toHaveAttribute('data-state', 'saved');
    await expect(line).toHaveTextContent(/^Sparat$/);
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeNull();
    await expect(line?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Failed: Story = {
  args: {
    status: 'error',
    children: 'Ändringen kunde inte göras. Tjänsten är som förut, försök igen.',
  },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-slot="save-status"]');
    await expect(line).toHaveAttribute('data-state', 'error');
    await expect(line?.querySelector('svg')).toBeNull();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  // The spinner is stopped so the reference screenshot is stable.
  render: () => (
    <div className="flex flex-col gap-2 [&_[data-slot=spinner]_*]:animate-none">
      <SaveStatus status="saving">Sparar…</SaveStatus>
      <SaveStatus status="saving">Uppdateras…</SaveStatus>
      <SaveStatus status="saved">Sparat</SaveStatus>
      <SaveStatus status="note">Tjänsten var redan på</SaveStatus>
      <SaveStatus status="error">
        Ändringen kunde inte göras. Tjänsten är som förut, försök igen.
      </SaveStatus>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="save-status"]')).toHaveLength(10);
  },
};
