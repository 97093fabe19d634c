import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import * as React from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createMemoryStorage,
  DARK_URLS_KEY,
  THEME_CHOICE_KEY,
  type ThemeChoice,
} from '../lib/theme';
import { createThemeAtoms, ThemeAtomsContext } from '../lib/use-theme';
import { ThemeDebugPanel } from './theme-debug-panel';

interface ThemeState {
  choice?: ThemeChoice;
  darkUrls?: string[];
  pathname?: string;
}

/**
 * Each panel gets its own in-memory storage and Jotai store, so stories never touch the
 * browser's localStorage, never leak into each other, and look the same on every machine.
 */
function IsolatedTheme({
  choice,
  darkUrls,
  pathname = '/mitt-lingon/faktura',
  children,
}: ThemeState & { children: React.ReactNode }) {
  const [isolated] = React.useState(() => {
    const stored: Record<string, string> = {};
    if (choice) stored[THEME_CHOICE_KEY] = choice;
    if (darkUrls) stored[DARK_URLS_KEY] = JSON.stringify(darkUrls);
    const storage = createMemoryStorage(stored);
    const atoms = createThemeAtoms({
      getStorage: () => storage,
      getDarkSchemeQuery: () => undefined,
      getPathname: () => pathname,
    });
    return { atoms, store: createStore() };
  });
  return (
    <Provider store={isolated.store}>
      <ThemeAtomsContext value={isolated.atoms}>{children}</ThemeAtomsContext>
    </Provider>
  );
}

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
