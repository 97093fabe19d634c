import FakeTimers from '@sinonjs/fake-timers';
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
 * The product's banners last 5000 and 3500 ms. These stories install a fake clock (setTimeout,
 * clearTimeout and Date) before rendering and move it by hand, so they test the real durations
 * without waiting for them. The clock also follows real time (Storybook's own rendering waits on
 * timers), so the checks leave a margin of a few hundred ms around each deadline.
 */
let clock: ReturnType<typeof FakeTimers.install> | null = null;
function installClock() {
  clock = FakeTimers.install({
    toFake: ['setTimeout', 'clearTimeout', 'Date'],
    shouldAdvanceTime: true,
  });
  return () => {
    clock?.uninstall();
    clock = null;
  };
}
function tick(ms: number) {
  if (!clock) throw new Error('The fake clock is not installed');
  return clock.tickAsync(ms);
}

/** Hides itself after `duration` ms (the campaign error's 3.5 s) and calls onDismiss once. */
export const AutoDismiss: Story = {
  args: {
    variant: 'error',
    duration: 3500,
    children: 'Just nu har vi problem att hämta kampanjer',
  },
  beforeEach: installClock,
  play: async ({ args, canvas }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toBeVisible();
    await tick(3200);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await tick(300);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    // It stays dismissed: the timer does not fire again.
    await tick(10_000);
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** The timer (here the order error's 5 s) pauses while the pointer is over the banner. */
export const PausesOnHover: Story = {
  args: { variant: 'error', duration: 5000, dismissible: true },
  beforeEach: installClock,
  play: async ({ args, canvas }) => {
    const user = userEvent.setup({ delay: null });
    const banner = canvas.getByRole('alert');
    await tick(3000);
    await user.hover(banner);
    await tick(10_000);
    await expect(banner).toBeInTheDocument();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await user.unhover(banner);
    // About the 2 s that were left when the pointer came.
    await tick(1700);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await tick(300);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
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
