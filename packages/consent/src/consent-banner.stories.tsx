import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConsentBanner, ConsentBannerCard } from './consent-banner';
import { ConsentProvider, useConsent } from './consent-provider';
import { ConsentSettingsDialog } from './consent-settings-dialog';
import { clearConsentCookie, parseConsentCookie } from './lib/consent-cookie';
import { getConsentApi } from './lib/consent-global';
import { ConsentStore } from './lib/consent-store';

/** Shows what useConsent returns, so plays can assert through the hook. */
function HookProbe() {
  const { status, activeGroups } = useConsent();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
      <dt>Status</dt>
      <dd data-testid="consent-status">{status}</dd>
      <dt>Aktiva grupper</dt>
      <dd data-testid="consent-groups">{activeGroups.join(',')}</dd>
    </dl>
  );
}

/** A page behind the banner, to show that it stays usable. */
function PageBehind() {
  return (
    <main tabIndex={-1} className="flex flex-col items-start gap-3 pb-64">
      <h1 className="text-2xl font-semibold text-fg">Bredband utan startavgift</h1>
      <a className="text-primary underline" href="#bredband">
        Kolla vad du kan få
      </a>
      <HookProbe />
    </main>
  );
}

const meta = {
  title: 'Consent/ConsentBanner',
  component: ConsentBanner,
  // Every story starts as a first visit, whatever the story before it chose.
  beforeEach: () => {
    document.cookie = clearConsentCookie();
  },
  // The store is made here, as the provider does once it has loaded it, so plays start loaded.
  render: (args) => (
    <ConsentProvider store={new ConsentStore({ window })}>
      <ConsentBanner {...args} />
      <PageBehind />
      <ConsentSettingsDialog />
    </ConsentProvider>
  ),
} satisfies Meta<typeof ConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

function banner() {
  return screen.getByRole('region', { name: 'Vi använder cookies' });
}

export const Default: Story = {
  args: { policyHref: '#cookies' },
  play: async ({ canvas }) => {
    const region = banner();
    await expect(region).toHaveAccessibleDescription(
      /Vi använder cookies för att sajten ska fungera/,
    );
    await expect(canvas.getByTestId('consent-status')).toHaveTextContent('undecided');
    await waitFor(() => expect(getConsentApi(window)?.activeGroups).toBe(',C0001,'));

    // Not a focus trap: the banner comes first in the tab order, then Tab goes on to the page.
    const pageLink = canvas.getByRole('link', { name: 'Kolla vad du kan få' });
    const settings = within(region).getByRole('button', { name: 'Inställningar' });
    const reject = within(region).getByRole('button', { name: 'Endast nödvändiga' });
    const accept = within(region).getByRole('button', { name: 'Godkänn alla' });
    await userEvent.tab();
    await expect(within(region).getByRole('link', { name: 'Läs mer om cookies' })).toHaveFocus();
    await userEvent.tab();
    await expect(accept).toHaveFocus();
    await userEvent.tab();
    await expect(reject).toHaveFocus();
    await userEvent.tab();
    await expect(settings).toHaveFocus();
    await userEvent.tab();
    await expect(pageLink).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(settings).toHaveFocus();
    // The page behind is neither hidden from assistive technology nor inert.
    await expect(pageLink.closest('[aria-hidden="true"], [inert]')).toBeNull();
  },
};

export const AcceptAll: Story = {
  play: async ({ canvas }) => {
    const accept = within(banner()).getByRole('button', { name: 'Godkänn alla' });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Vi använder cookies' })).toBeNull(),
    );
    await expect(canvas.getByTestId('consent-status')).toHaveTextContent('decided');
    await expect(canvas.getByTestId('consent-groups')).toHaveTextContent('C0001,C0002,C0003,C0004');
    const api = getConsentApi(window);
    await expect(api?.activeGroups).toBe(',C0001,C0002,C0003,C0004,');
    await expect(api?.isActive('C0004')).toBe(true);
    await expect(parseConsentCookie(document.cookie)?.groups).toEqual([
      'C0001',
      'C0002',
      'C0003',
      'C0004',
    ]);
  },
};

export const OnlyNecessary: Story = {
  play: async ({ canvas }) => {
    // From the page into the banner by keyboard, and back to the same place after the choice.
    const pageLink = canvas.getByRole('link', { name: 'Kolla vad du kan få' });
    pageLink.focus();
    within(banner()).getByRole('button', { name: 'Endast nödvändiga' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pageLink).toHaveFocus());
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Vi använder cookies' })).toBeNull(),
    );
    await expect(canvas.getByTestId('consent-groups')).toHaveTextContent(/^C0001$/);
    const api = getConsentApi(window);
    await expect(api?.activeGroups).toBe(',C0001,');
    await expect(api?.isActive('C0002')).toBe(false);
    await expect(api?.isActive('C0004')).toBe(false);
    await expect(parseConsentCookie(document.cookie)?.groups).toEqual(['C0001']);
  },
};

export const OpensSettings: Story = {
  play: async () => {
    await userEvent.click(within(banner()).getByRole('button', { name: 'Inställningar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookieinställningar' });
    await expect(within(dialog).getAllByRole('switch')).toHaveLength(4);
    // The banner waits for the choice made in the dialog (hidden from the a11y tree meanwhile).
    await expect(document.querySelector('[data-slot="consent-banner"]')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara val' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.queryByRole('region', { name: 'Vi använder cookies' })).toBeNull();
    // The dialog's trigger went with the banner: focus goes to the page, not to its start.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    await expect(getConsentApi(window)?.activeGroups).toBe(',C0001,');
  },
};

export const AlreadyChosen: Story = {
  beforeEach: () => {
    new ConsentStore({ window }).save(['C0002']);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('consent-status')).toHaveTextContent('decided');
    await expect(screen.queryByRole('region', { name: 'Vi använder cookies' })).toBeNull();
    await waitFor(() => expect(getConsentApi(window)?.activeGroups).toBe(',C0001,C0002,'));
  },
};

/**
 * First in the page, as on the site (right after the skip link), so its choice comes early in
 * the tab order and is read before the page; it is still seen at the bottom of the screen, over
 * no part of the page's start, and the page gets room at its end as tall as the banner.
 */
export const FirstInThePageShownAtTheBottom: Story = {
  play: async ({ canvas }) => {
    const container = banner().parentElement as HTMLElement;
    await expect(
      container.compareDocumentPosition(canvas.getByRole('main')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const box = container.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(heading.bottom).toBeLessThanOrEqual(box.top);
    const root = document.documentElement;
    await waitFor(() =>
      expect(getComputedStyle(root).paddingBottom).toBe(`${container.offsetHeight}px`),
    );
    await userEvent.click(within(banner()).getByRole('button', { name: 'Endast nödvändiga' }));
    await waitFor(() => expect(getComputedStyle(root).paddingBottom).toBe('0px'));
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-4">
      {/* Groups, not landmarks: the side-by-side themes would repeat each landmark. */}
      <ConsentBannerCard role="group" policyHref="#cookies" />
      <ConsentBannerCard role="group" />
    </div>
  ),
};

/**
 * Focus never hides under the banner: while it is shown the page's scroll padding is its height,
 * so a focused link under it is scrolled into the free part of the screen; the padding goes
 * with the banner.
 */
export const KeepsFocusClear: Story = {
  play: async () => {
    const root = document.documentElement;
    const container = banner().parentElement as HTMLElement;
    await waitFor(() => expect(root.style.scrollPaddingBottom).toBe(`${container.offsetHeight}px`));
    await expect(container.offsetHeight).toBeGreaterThan(0);
    await userEvent.click(within(banner()).getByRole('button', { name: 'Endast nödvändiga' }));
    await waitFor(() => expect(root.style.scrollPaddingBottom).toBe(''));
  },
};
