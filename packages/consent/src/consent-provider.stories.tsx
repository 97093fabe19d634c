import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ConsentProvider, useConsent, useConsentSettingsOpen } from './consent-provider';
import { ConsentSettingsDialog } from './consent-settings-dialog';
import { clearConsentCookie, parseConsentCookie } from './lib/consent-cookie';
import { getConsentApi } from './lib/consent-global';
import { CONSENT_HINT_ATTRIBUTE } from './lib/consent-hint';
import { ConsentStore } from './lib/consent-store';

/** A part of the page that reads the visitor's choice and changes it, as the site's parts do. */
function Consumer() {
  const consent = useConsent();
  const [settingsOpen] = useConsentSettingsOpen();
  return (
    <div className="flex flex-col items-start gap-3 text-fg">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-muted">Status</dt>
        <dd data-testid="consent-status">{consent.status}</dd>
        <dt className="text-muted">Aktiva grupper</dt>
        <dd data-testid="consent-groups">{consent.activeGroups.join(',')}</dd>
        <dt className="text-muted">Statistik tillåten</dt>
        <dd data-testid="analytics">{consent.isActive('C0002') ? 'ja' : 'nej'}</dd>
        <dt className="text-muted">Inställningar</dt>
        <dd data-testid="settings-open">{settingsOpen ? 'öppna' : 'stängda'}</dd>
      </dl>
      <div className="flex gap-2">
        <button type="button" className="underline" onClick={consent.acceptAll}>
          Godkänn alla
        </button>
        <button type="button" className="underline" onClick={consent.rejectAll}>
          Endast nödvändiga
        </button>
      </div>
    </div>
  );
}

/** Shows what a part below it threw instead of the part. */
class Caught extends React.Component<{ children: React.ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message === null ? (
      this.props.children
    ) : (
      <p role="alert">{this.state.message}</p>
    );
  }
}

const meta = {
  title: 'Consent/ConsentProvider',
  component: ConsentProvider,
  // Every story starts as a first visit and leaves none of its choice to the next.
  beforeEach: () => {
    document.cookie = clearConsentCookie();
    return () => {
      document.cookie = clearConsentCookie();
    };
  },
  // No store passed: the provider loads its own after the first paint, as on the site.
  render: () => (
    <ConsentProvider>
      <Consumer />
      <ConsentSettingsDialog />
    </ConsentProvider>
  ),
} satisfies Meta<typeof ConsentProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A returning visitor who allowed functional cookies only: once the store has loaded, a consumer
 * reads that choice, page scripts get it from window.LingonConsent and the page's hint says so.
 */
export const Default: Story = {
  beforeEach: () => {
    new ConsentStore({ window }).save(['C0003']);
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('consent-status')).toHaveTextContent('decided'));
    await expect(canvas.getByTestId('consent-groups')).toHaveTextContent(/^C0001,C0003$/);
    await expect(canvas.getByTestId('analytics')).toHaveTextContent('nej');
    await expect(document.documentElement).toHaveAttribute(CONSENT_HINT_ATTRIBUTE, 'decided');
    await waitFor(() => expect(getConsentApi(window)?.activeGroups).toBe(',C0001,C0003,'));
  },
};

/** A first visit: only the necessary group until the visitor chooses; the choice is stored. */
export const FirstVisit: Story = {
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByTestId('consent-status')).toHaveTextContent('undecided'),
    );
    await expect(canvas.getByTestId('consent-groups')).toHaveTextContent(/^C0001$/);
    await expect(document.documentElement).toHaveAttribute(CONSENT_HINT_ATTRIBUTE, 'undecided');
    await userEvent.click(canvas.getByRole('button', { name: 'Godkänn alla' }));
    await waitFor(() =>
      expect(canvas.getByTestId('consent-groups')).toHaveTextContent('C0001,C0002,C0003,C0004'),
    );
    await expect(canvas.getByTestId('analytics')).toHaveTextContent('ja');
    await expect(canvas.getByTestId('consent-status')).toHaveTextContent('decided');
    await expect(parseConsentCookie(document.cookie)?.groups).toEqual([
      'C0001',
      'C0002',
      'C0003',
      'C0004',
    ]);
  },
};

/** A change of mind reaches every consumer and the page scripts at once. */
export const ChangeOfMind: Story = {
  beforeEach: () => {
    new ConsentStore({ window }).save(['C0002', 'C0003', 'C0004']);
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('analytics')).toHaveTextContent('ja'));
    await userEvent.click(canvas.getByRole('button', { name: 'Endast nödvändiga' }));
    await waitFor(() => expect(canvas.getByTestId('analytics')).toHaveTextContent('nej'));
    await expect(canvas.getByTestId('consent-groups')).toHaveTextContent(/^C0001$/);
    await expect(getConsentApi(window)?.isActive('C0002')).toBe(false);
    await expect(parseConsentCookie(document.cookie)?.groups).toEqual(['C0001']);
  },
};

/** A page script's window.LingonConsent.showSettings() opens the settings dialog. */
export const SettingsFromPageScript: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('settings-open')).toHaveTextContent('stängda');
    const api = await waitFor(() => {
      const installed = getConsentApi(window);
      expect(installed).toBeDefined();
      return installed;
    });
    api?.showSettings();
    const dialog = await screen.findByRole('dialog', { name: 'Cookieinställningar' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(canvas.getByTestId('settings-open')).toHaveTextContent('öppna');
  },
};

/** A consumer outside the provider is a mistake, and says so. */
export const WithoutProvider: Story = {
  render: () => (
    <Caught>
      <Consumer />
    </Caught>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'useConsent must be used inside <ConsentProvider>.',
    );
  },
};

/** A consumer with the stored choice, in both themes. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  beforeEach: () => {
    new ConsentStore({ window }).save(['C0002']);
  },
  render: () => (
    <ConsentProvider>
      <Consumer />
    </ConsentProvider>
  ),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByTestId('consent-groups').map((e) => e.textContent)).toEqual([
        'C0001,C0002',
        'C0001,C0002',
      ]),
    );
  },
};
