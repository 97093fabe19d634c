import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConsentProvider } from './consent-provider';
import { ConsentSettingsDialog } from './consent-settings-dialog';
import { clearConsentCookie } from './lib/consent-cookie';
import { getConsentApi } from './lib/consent-global';
import { ConsentStore } from './lib/consent-store';
import { ReviewsConsentNote, ReviewsWidget } from './reviews-widget';

/**
 * Stands in for the widget the server serves at /widgets/reviews.js: renders a summary into
 * every [data-reviews-widget-mount] element, the contract the gate relies on.
 */
const WIDGET_SOURCE = `
document.querySelectorAll('[data-reviews-widget-mount]').forEach(function (mount) {
  var summary = document.createElement('p');
  summary.className = 'text-base text-fg';
  summary.textContent = '4,6 av 5 i snitt av 12 omdömen';
  mount.replaceChildren(summary);
});
`;
const widgetUrl = URL.createObjectURL(new Blob([WIDGET_SOURCE], { type: 'text/javascript' }));

function widgetScripts() {
  return document.querySelectorAll('script[data-reviews-widget]');
}

async function saveMarketing(on: boolean) {
  const dialog = await screen.findByRole('dialog', { name: 'Cookieinställningar' });
  const marketing = within(dialog).getByRole('switch', { name: 'Marknadsföring' });
  if ((marketing.getAttribute('aria-checked') === 'true') !== on) await userEvent.click(marketing);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Spara val' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const meta = {
  title: 'Consent/ReviewsWidget',
  component: ReviewsWidget,
  args: { scriptUrl: widgetUrl },
  beforeEach: () => {
    document.cookie = clearConsentCookie();
  },
  // The store is made here, as the provider does once it has loaded it, so plays start loaded.
  render: (args) => (
    <ConsentProvider store={new ConsentStore({ window })}>
      <ReviewsWidget {...args} />
      <ConsentSettingsDialog />
    </ConsentProvider>
  ),
} satisfies Meta<typeof ReviewsWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // No marketing consent: no script, and a note that explains why.
    await canvas.findByText(/Kundomdömena visas av en extern tjänst/);
    await expect(widgetScripts()).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Ändra cookieinställningar' }));
    await saveMarketing(true);
    await expect(await canvas.findByText('4,6 av 5 i snitt av 12 omdömen')).toBeInTheDocument();
    await expect(widgetScripts()).toHaveLength(1);
    await expect(canvas.queryByText(/Kundomdömena visas av en extern tjänst/)).toBeNull();

    // Withdrawn: the script and what it rendered are gone.
    getConsentApi(window)?.showSettings();
    await saveMarketing(false);
    await waitFor(() => expect(widgetScripts()).toHaveLength(0));
    await expect(canvas.queryByText('4,6 av 5 i snitt av 12 omdömen')).toBeNull();
    await expect(canvas.getByText(/Kundomdömena visas av en extern tjänst/)).toBeInTheDocument();
  },
};

export const WithMarketingConsent: Story = {
  beforeEach: () => {
    new ConsentStore({ window }).save(['C0004']);
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('4,6 av 5 i snitt av 12 omdömen')).toBeInTheDocument();
    await expect(widgetScripts()).toHaveLength(1);
    await expect(widgetScripts()[0]).toHaveAttribute('src', widgetUrl);
    // The server's script renders into the element with this id.
    await expect(canvasElement.querySelector('#lingon-reviews')).toHaveTextContent(
      '4,6 av 5 i snitt av 12 omdömen',
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => <ReviewsConsentNote onOpenSettings={fn()} />,
};
