import {
  mypagesErrorHandlers,
  mypagesFailingWritesHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
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
