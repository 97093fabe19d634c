import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IsolatedTheme, type ThemeState } from '../testing/isolated-theme';
import { ThemeDebugPanel } from './theme-debug-panel';

const meta = {
  title: 'Design system/ThemeDebugPanel',
  component: ThemeDebugPanel,
  decorators: [
    (Story, { parameters }) => (
      <IsolatedTheme {...(parameters['themeState'] as ThemeState | undefined)}>
        <Story />
      </IsolatedTheme>
    ),
  ],
} satisfies Meta<typeof ThemeDebugPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Theme debug' })).toBeNull();
  },
};

export const Expanded: Story = {
  args: { defaultOpen: true },
  parameters: { themeState: { choice: 'auto', darkUrls: ['/mitt-lingon/*', '/support/*'] } },
  play: async ({ canvas }) => {
    const info = canvas.getByRole('heading', { name: 'Theme debug' }).parentElement;
    await expect(info).toHaveTextContent('/mitt-lingon/faktura');
    await expect(canvas.getByRole('list', { name: 'Dark URLs' })).toHaveTextContent(
      '/mitt-lingon/*/support/*',
    );
    await expect(info).toHaveTextContent(/Theme\s*dark/);
    await expect(info).toHaveTextContent(/Mode\s*auto/);
  },
};

export const AllPagesDarkAndLight: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const heading = canvas.getByRole('heading', { name: 'Theme debug' });
    await waitFor(() => expect(heading).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'All Pages Dark' }));
    const list = canvas.getByRole('list', { name: 'Dark URLs' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['*']);
    await expect(
      canvas.getByText('dark', { selector: '[data-slot="theme-debug-theme"]' }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'All Pages Light' }));
    await expect(canvas.queryByRole('list', { name: 'Dark URLs' })).toBeNull();
    await expect(canvas.getByText('(empty list)')).toBeVisible();
    await expect(
      canvas.getByText('light', { selector: '[data-slot="theme-debug-theme"]' }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Hide Debug' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Show' })).toHaveFocus());
  },
};

export const PresetsAndClear: Story = {
  args: { defaultOpen: true },
  parameters: { themeState: { choice: 'light', darkUrls: ['*'] } },
  play: async ({ canvas }) => {
    const items = () =>
      within(canvas.getByRole('list', { name: 'Dark URLs' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    await userEvent.click(canvas.getByRole('button', { name: 'Customer Portal' }));
    await expect(items()).toEqual(['/mitt-lingon/*', '/support/*']);

    await userEvent.click(canvas.getByRole('button', { name: 'All Services' }));
    await expect(items()).toEqual([
      '/bredband/*',
      '/kontakta-oss',
      '/mitt-lingon/*',
      '/support/*',
      '/om-lingon/*',
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Default' }));
    await expect(items()).toEqual(['(empty entry)']);

    // Explicit light wins even on a listed page; clearing storage brings back auto.
    await userEvent.click(canvas.getByRole('button', { name: 'All Pages Dark' }));
    await expect(
      canvas.getByText('light', { selector: '[data-slot="theme-debug-theme"]' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Storage' }));
    await expect(
      canvas.getByText(/^auto/, { selector: '[data-slot="theme-debug-mode"]' }),
    ).toBeVisible();
    await expect(items()).toEqual(['(empty entry)']);

    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Info' }));
    await expect(items()).toEqual(['(empty entry)']);
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-4">
      <IsolatedTheme>
        <ThemeDebugPanel />
      </IsolatedTheme>
      <IsolatedTheme choice="auto" darkUrls={['/mitt-lingon/*', '/support/*']}>
        <ThemeDebugPanel defaultOpen />
      </IsolatedTheme>
      <IsolatedTheme choice="light" darkUrls={[]} pathname="/bredband">
        <ThemeDebugPanel defaultOpen />
      </IsolatedTheme>
    </div>
  ),
};
