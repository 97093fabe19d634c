import { saveConsentsContract } from '@lingon/contracts/mypages/consents';
import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesFailingWritesHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { GdprCases } from './documents';
import { PermissionSettings } from './permissions';
import { withFreshState } from '../testing/story-state';

const meta = {
  title: 'My pages/PermissionSettings',
  component: PermissionSettings,
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof PermissionSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna's consents and opt-outs; a switch saves at once and says 'Sparat'. */
export const Default: Story = {
  // Its own handlers: the saved answer must not reach the other stories.
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    const sms = await canvas.findByRole('switch', { name: 'Erbjudanden via sms' });
    const before = sms.getAttribute('aria-checked');
    await userEvent.click(sms);
    await expect(await canvas.findByText('Sparat')).toBeVisible();
    await expect(sms).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  },
};

/**
 * Keyboard: Space on a switch saves it and the focus stays on the switch, through 'Sparar…' and
 * 'Sparat', so that a second Space switches it back.
 */
export const KeyboardKeepsFocus: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    const traffic = await canvas.findByRole('switch', { name: 'Trafikdata' });
    const before = traffic.getAttribute('aria-checked');
    const after = before === 'true' ? 'false' : 'true';
    traffic.focus();
    await userEvent.keyboard(' ');
    await expect(traffic).toHaveFocus();
    await expect(await canvas.findByText('Sparat')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Trafikdata' })).toHaveFocus();
    await expect(canvas.getByRole('switch', { name: 'Trafikdata' })).toHaveAttribute(
      'aria-checked',
      after,
    );
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(canvas.getByRole('switch', { name: 'Trafikdata' })).toHaveAttribute(
        'aria-checked',
        before ?? 'false',
      ),
    );
    await expect(await canvas.findByText('Sparat')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Trafikdata' })).toHaveFocus();
  },
};

/** The save fails: the earlier answer stays and the page says so. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: mypagesFailingWritesHandlers() } },
  play: async ({ canvas }) => {
    const sms = await canvas.findByRole('switch', { name: 'Erbjudanden via sms' });
    const before = sms.getAttribute('aria-checked');
    await userEvent.click(sms);
    await expect(await canvas.findByText(/Ändringen kunde inte sparas/)).toBeVisible();
    await waitFor(() => expect(sms).toHaveAttribute('aria-checked', before ?? 'false'));
    await expect(sms).toBeEnabled();
  },
};

/** The first save fails, the next one goes through: the error gives way to 'Sparat'. */
export const RecoversFromError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(
          `*/services/${saveConsentsContract.path}`,
          () =>
            HttpResponse.json([{ field: 'service', message: 'Simulerat fel' }], { status: 503 }),
          { once: true },
        ),
        ...mypagesHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const sms = await canvas.findByRole('switch', { name: 'Erbjudanden via sms' });
    const before = sms.getAttribute('aria-checked');
    await userEvent.click(sms);
    await expect(await canvas.findByText(/Ändringen kunde inte sparas/)).toBeVisible();
    await waitFor(() => expect(sms).toBeEnabled());
    await expect(sms).toHaveAttribute('aria-checked', before ?? 'false');
    await userEvent.click(sms);
    await expect(await canvas.findByText('Sparat')).toBeVisible();
    await expect(canvas.queryByText(/Ändringen kunde inte sparas/)).toBeNull();
    await expect(sms).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  },
};

/** Karin has answered nothing: every consent and contact block reads off (DENIED). */
export const Empty: Story = {
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('switch').length).toBeGreaterThan(0));
    for (const toggle of canvas.getAllByRole('switch')) {
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
    }
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Laddar samtycken…');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('Vi kunde inte hämta dina samtycken');
  },
};

/** With the GDPR cases, as on /mitt-lingon/din-sida/rattigheter. */
export const WithGdprCases: Story = {
  args: { children: <GdprCases /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'GDPR-ärenden' })).toBeVisible();
  },
};

/** Both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('switch', { name: 'Erbjudanden via sms' })).toHaveLength(2),
    );
  },
};
