import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError, SUPPORT_ERROR_TEXT } from './load-error';

const meta = {
  title: 'Support/LoadError',
  component: LoadError,
  args: { onRetry: fn(), retrying: false },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failed FAQ call: the error banner and a retry the visitor can press. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SUPPORT_ERROR_TEXT);
    await userEvent.click(canvas.getByRole('button', { name: 'Försök igen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The retry is under way: the button is busy and a second press does nothing. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas }) => {
    const retry = canvas.getByRole('button', { name: /Försök igen/ });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Both states in both themes, the visual baseline; the spinner stands still. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-6 [&_[data-slot=spinner]>*]:animate-none">
      <div data-story-state="idle">
        <LoadError {...args} retrying={false} />
      </div>
      <div data-story-state="retrying">
        <LoadError {...args} retrying />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const idle of canvasElement.querySelectorAll<HTMLElement>('[data-story-state="idle"]')) {
      await expect(within(idle).getByRole('button', { name: 'Försök igen' })).not.toHaveAttribute(
        'aria-busy',
      );
    }
    for (const busy of canvasElement.querySelectorAll<HTMLElement>(
      '[data-story-state="retrying"]',
    )) {
      await expect(within(busy).getByRole('button', { name: /Försök igen/ })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    }
  },
};
