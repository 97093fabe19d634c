import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Banner } from './banner';

const meta = {
  title: 'Design system/Banner',
  component: Banner,
  args: {
    children: 'Din beställning är mottagen. Du får en bekräftelse via e-post.',
    onDismiss: fn(),
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Din beställning är mottagen.');
    await expect(banner).toHaveAttribute('data-variant', 'info');
    await expect(canvas.queryByRole('button', { name: 'Stäng' })).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { variant: 'success', title: 'Klart!', children: 'Din e-postadress är ändrad.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Klart!Din e-postadress är ändrad.');
  },
};

/** Errors are alerts, announced at once. */
export const ErrorBanner: Story = {
  name: 'Error',
  args: {
    variant: 'error',
    children: 'Oj, vi verkar ha lite problem just nu. Försök igen!',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Oj, vi verkar ha lite problem just nu. Försök igen!',
    );
  },
};

export const Dismissible: Story = {
  args: { dismissible: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stäng' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/*
 * The product's banners last 5000 and 3500 ms. storybook/test has no fake clock (no
 * vi.useFakeTimers; sb.mock replaces modules, not timers) and a story cannot import
 * vitest, so these stories use a short duration on the real clock.
 */

/** Hides itself after `duration` ms and calls onDismiss once. */
export const AutoDismiss: Story = {
  args: {
    variant: 'error',
    duration: 600,
    children: 'Just nu har vi problem att hämta kampanjer',
  },
  play: async ({ args, canvas }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    // It stays dismissed: the timer does not fire again.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** The timer pauses while the pointer is over the banner, so a reader does not lose it. */
export const PausesOnHover: Story = {
  args: { variant: 'error', duration: 400, dismissible: true },
  play: async ({ args, canvas }) => {
    const banner = canvas.getByRole('alert');
    await userEvent.hover(banner);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(banner).toBeInTheDocument();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.unhover(banner);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

const variants = ['info', 'success', 'error'] as const;

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-col gap-3">
          <Banner variant={variant}>Ett kort meddelande ({variant}).</Banner>
          <Banner variant={variant} title="Med rubrik" dismissible>
            Och en längre förklaring som kan gå över flera rader när utrymmet är smalt, med
            stängknapp.
          </Banner>
        </div>
      ))}
    </div>
  ),
};
