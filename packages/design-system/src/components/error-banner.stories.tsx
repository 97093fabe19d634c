import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorBanner } from './error-banner';

const meta = {
  title: 'Design system/ErrorBanner',
  component: ErrorBanner,
  args: {
    title: 'Vi kunde inte hämta produkterna',
    children: 'Något gick fel när vi hämtade produkterna för din adress. Försök igen om en stund.',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failed call with a retry: an alert, and the button asks again. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Vi kunde inte hämta produkterna');
    await userEvent.click(canvas.getByRole('button', { name: 'Försök igen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** While the retry is on its way the button is busy and cannot be pressed again. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Försök igen/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Nothing the visitor can do but wait: no button. */
export const WithoutRetry: Story = {
  args: {
    onRetry: undefined,
    title: undefined,
    children: 'Vi kunde inte spara din anmälan just nu.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Vi kunde inte spara din anmälan');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Every variant in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex max-w-xl flex-col gap-4">
      <ErrorBanner {...args} />
      <ErrorBanner {...args} retrying />
      <ErrorBanner>Vi kunde inte spara din anmälan just nu. Försök igen om en stund.</ErrorBanner>
    </div>
  ),
};
