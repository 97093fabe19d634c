import {
  mypagesErrorHandlers,
  mypagesFailingWritesHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import { Button } from '@lingon/design-system/button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AddonList } from './addons';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'My pages/AddonList',
  component: AddonList,
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof AddonList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna's addons by category, with the sizes of extra surf. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('switch', { name: 'Extrasurf varje månad' }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: /5 GB/ })).toBeChecked();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Utomlands' })).toBeVisible();
  },
};

/** Switching an addon on: 'Sparar…', then settling at 2 s and on at 2.5 s (SPEC §4). */
export const SwitchOn: Story = {
  // Its own handlers: the change must not reach the other stories.
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    const roaming = await canvas.findByRole('switch', { name: 'Surfa i hela världen' });
    await expect(roaming).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(roaming);
    await expect(await canvas.findByText('Uppdateras…', {}, { timeout: 3000 })).toBeVisible();
    await waitFor(() => expect(roaming).toHaveAttribute('aria-checked', 'true'), {
      timeout: 3000,
    });
    await expect(canvas.getByText('Tjänsten är på')).toBeVisible();
  },
};

/**
 * Keyboard: Space on an addon's switch changes it and the focus stays on the switch while it is
 * saved and settles, so that a second Space switches it back.
 */
export const KeyboardKeepsFocus: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    const security = () => canvas.getByRole('switch', { name: 'Mobilskydd' });
    await canvas.findByRole('switch', { name: 'Mobilskydd' });
    await expect(security()).toHaveAttribute('aria-checked', 'false');
    security().focus();
    await userEvent.keyboard(' ');
    await expect(security()).toHaveFocus();
    await expect(await canvas.findByText('Sparar…')).toBeVisible();
    await expect(security()).toHaveFocus();
    await expect(await canvas.findByText('Uppdateras…', {}, { timeout: 3000 })).toBeVisible();
    await expect(security()).toHaveFocus();
    await expect(await canvas.findByText('Tjänsten är på', {}, { timeout: 3000 })).toBeVisible();
    await expect(security()).toHaveAttribute('aria-checked', 'true');
    await expect(security()).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(
      await canvas.findByText('Tjänsten är avslutad', {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(security()).toHaveAttribute('aria-checked', 'false');
    await expect(security()).toHaveFocus();
  },
};

/**
 * Keyboard: an arrow key changes the size of extra surf that is on, which saves it at once; the
 * focus stays on the size chosen while it is saved and settles.
 */
export const KeyboardSizeKeepsFocus: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    const size = (name: RegExp) => canvas.getByRole('radio', { name });
    await canvas.findByRole('radio', { name: /5 GB/ });
    await expect(size(/5 GB/)).toBeChecked();
    size(/5 GB/).focus();
    // Held down until the next radio has the focus (Radix moves it a moment after the key).
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(size(/10 GB/)).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(size(/10 GB/)).toHaveFocus();
    await expect(await canvas.findByText('Sparar…')).toBeVisible();
    await expect(size(/10 GB/)).toHaveFocus();
    await expect(await canvas.findByText('Tjänsten är på', {}, { timeout: 4000 })).toBeVisible();
    await expect(size(/10 GB/)).toHaveFocus();
    await expect(size(/10 GB/)).toBeChecked();
  },
};

/** The page, and another page of my pages instead of it, as when the customer goes and comes back. */
function AwayAndBack() {
  const [away, setAway] = React.useState(false);
  return away ? (
    <Button onClick={() => setAway(false)}>Tillbaka till extratjänster</Button>
  ) : (
    <div className="flex flex-col gap-6">
      <AddonList />
      <Button variant="outline" className="self-start" onClick={() => setAway(true)}>
        Till översikten
      </Button>
    </div>
  );
}

/**
 * The customer switches an addon on and leaves before it settled (2.5 s): back on the page, the
 * change the server made is shown and the switch can be used, not stuck on 'Sparar…'.
 */
export const LeaveBeforeSettled: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  render: () => <AwayAndBack />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Surfa i hela världen' }));
    await expect(await canvas.findByText('Sparar…')).toBeVisible();
    // Answered by now (MSW answers at once), and still short of the settle at 2 s.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(canvas.getByText('Sparar…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Till översikten' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Tillbaka till extratjänster' }),
    );
    const roaming = await canvas.findByRole('switch', { name: 'Surfa i hela världen' });
    await expect(roaming).toHaveAttribute('aria-checked', 'true');
    await expect(roaming).toBeEnabled();
    await expect(canvas.queryByText('Sparar…')).toBeNull();
    await expect(canvas.queryByText('Uppdateras…')).toBeNull();
  },
};

/** The change fails: the addon stays as it was and the page says so. */
export const ChangeFails: Story = {
  parameters: { msw: { handlers: mypagesFailingWritesHandlers() } },
  play: async ({ canvas }) => {
    const music = await canvas.findByRole('switch', { name: 'Musikstreaming' });
    await userEvent.click(music);
    await expect(await canvas.findByText(/Ändringen kunde inte göras/)).toBeVisible();
    await expect(music).toHaveAttribute('aria-checked', 'true');
    await expect(music).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar extratjänster…');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta dina extratjänster',
    );
  },
};

/** Karin has no mobile subscription. */
export const Empty: Story = {
  parameters: { msw: { handlers: mypagesHandlers({ customer: 'karin' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/inget mobilabonnemang/)).toBeVisible();
  },
};

/** Both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('switch', { name: 'Musikstreaming' })).toHaveLength(2),
    );
  },
};
