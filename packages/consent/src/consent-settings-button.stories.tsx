import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConsentBanner } from './consent-banner';
import { ConsentProvider } from './consent-provider';
import { ConsentSettingsButton } from './consent-settings-button';
import { ConsentSettingsDialog } from './consent-settings-dialog';
import { clearConsentCookie, parseConsentCookie } from './lib/consent-cookie';
import { ConsentStore } from './lib/consent-store';

const meta = {
  title: 'Consent/ConsentSettingsButton',
  component: ConsentSettingsButton,
  beforeEach: () => {
    document.cookie = clearConsentCookie();
    return () => {
      document.cookie = clearConsentCookie();
    };
  },
  // As in the site's footer: beside the copyright line, the banner and the dialog on the page.
  render: (args) => (
    <ConsentProvider store={new ConsentStore({ window })}>
      <footer className="flex flex-wrap items-center justify-between gap-4 border-t border-border pt-6">
        <p className="text-sm text-muted">© 2026 Lingon</p>
        <ConsentSettingsButton {...args} />
      </footer>
      <ConsentBanner />
      <ConsentSettingsDialog />
    </ConsentProvider>
  ),
} satisfies Meta<typeof ConsentSettingsButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who accepted everything withdraws marketing again, from the footer. */
export const ChangeAChoiceLater: Story = {
  play: async ({ canvas }) => {
    const banner = screen.getByRole('region', { name: 'Vi använder cookies' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Godkänn alla' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Vi använder cookies' })).toBeNull(),
    );
    await expect(parseConsentCookie(document.cookie)?.groups).toContain('C0004');

    await userEvent.click(canvas.getByRole('button', { name: 'Cookieinställningar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Marknadsföring/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara val' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(parseConsentCookie(document.cookie)?.groups).not.toContain('C0004');
    // Focus goes back to the button that opened the dialog.
    await expect(canvas.getByRole('button', { name: 'Cookieinställningar' })).toHaveFocus();
  },
};

/** Its own text where the button stands alone, e.g. on a privacy page. */
export const OwnText: Story = {
  args: { children: 'Ändra dina cookieval' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ändra dina cookieval' }));
    await expect(
      await screen.findByRole('dialog', { name: 'Cookieinställningar' }),
    ).toBeInTheDocument();
  },
};
