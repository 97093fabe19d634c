import { Button } from '@lingon/design-system/button';
import { Modal } from '@lingon/design-system/modal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConsentProvider, useConsent } from './consent-provider';
import { ConsentSettingsContent, ConsentSettingsDialog } from './consent-settings-dialog';
import { clearConsentCookie, parseConsentCookie } from './lib/consent-cookie';
import { getConsentApi } from './lib/consent-global';
import type { ConsentGroup } from './lib/consent-groups';
import { ConsentStore } from './lib/consent-store';

function OpenButton() {
  const { openSettings, activeGroups } = useConsent();
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="outline" onClick={openSettings}>
        Ändra cookieinställningar
      </Button>
      <p className="text-sm text-muted">
        Aktiva grupper: <span data-testid="consent-groups">{activeGroups.join(',')}</span>
      </p>
    </div>
  );
}

const meta = {
  title: 'Consent/ConsentSettingsDialog',
  component: ConsentSettingsDialog,
  beforeEach: () => {
    document.cookie = clearConsentCookie();
  },
  // The store is made here, as the provider does once it has loaded it, so plays start loaded.
  render: (args) => (
    <ConsentProvider store={new ConsentStore({ window })}>
      <OpenButton />
      <ConsentSettingsDialog {...args} />
    </ConsentProvider>
  ),
} satisfies Meta<typeof ConsentSettingsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Ändra cookieinställningar' }));
  return screen.findByRole('dialog', { name: 'Cookieinställningar' });
}

/** Tab forward until the element has focus, as a keyboard user would. */
async function tabTo(element: HTMLElement, limit = 12) {
  for (let step = 0; step < limit && document.activeElement !== element; step += 1) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

/**
 * On a phone the actions stack in the order they are written, which is the order Tab takes:
 * 'Godkänn alla' above 'Spara val'.
 */
export const ActionsOnAPhone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async () => {
    const dialog = await openDialog();
    const all = within(dialog).getByRole('button', { name: 'Godkänn alla' });
    const save = within(dialog).getByRole('button', { name: 'Spara val' });
    await expect(all.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(all.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      save.getBoundingClientRect().top,
    );
  },
};

export const Default: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog).toHaveAccessibleDescription(
      'Välj vilka cookies vi får använda. Du kan ändra ditt val när som helst.',
    );
    const switches = within(dialog).getAllByRole('switch');
    await expect(switches.map((element) => element.getAttribute('data-group'))).toEqual([
      'C0001',
      'C0002',
      'C0003',
      'C0004',
    ]);
    const necessary = within(dialog).getByRole('switch', { name: 'Nödvändiga' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(necessary).toHaveAccessibleDescription(/kan inte stängas av/);
    for (const name of ['Prestanda och analys', 'Funktionella', 'Marknadsföring']) {
      await expect(within(dialog).getByRole('switch', { name })).not.toBeChecked();
    }
    await expect(
      within(dialog).getByRole('switch', { name: 'Marknadsföring' }),
    ).toHaveAccessibleDescription(/kundomdömen/);
  },
};

export const ToggleMarketingByKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ändra cookieinställningar' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cookieinställningar' });
    const marketing = within(dialog).getByRole('switch', { name: 'Marknadsföring' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await tabTo(marketing);
    await userEvent.keyboard(' ');
    await expect(marketing).toBeChecked();
    // Nothing is stored before "Spara val".
    await expect(getConsentApi(window)?.isActive('C0004')).toBe(false);

    await tabTo(within(dialog).getByRole('button', { name: 'Spara val' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    const api = getConsentApi(window);
    await expect(api?.isActive('C0004')).toBe(true);
    await expect(api?.activeGroups).toBe(',C0001,C0004,');
    await expect(canvas.getByTestId('consent-groups')).toHaveTextContent(/^C0001,C0004$/);
    await expect(parseConsentCookie(document.cookie)?.groups).toEqual(['C0001', 'C0004']);

    // Opening again shows the stored choice.
    const reopened = await openDialog();
    await expect(within(reopened).getByRole('switch', { name: 'Marknadsföring' })).toBeChecked();
    await expect(
      within(reopened).getByRole('switch', { name: 'Prestanda och analys' }),
    ).not.toBeChecked();
  },
};

export const CloseWithoutSaving: Story = {
  beforeEach: () => {
    new ConsentStore({ window }).save(['C0002']);
  },
  play: async () => {
    const dialog = await openDialog();
    const analytics = within(dialog).getByRole('switch', { name: 'Prestanda och analys' });
    await expect(analytics).toBeChecked();
    await userEvent.click(analytics);
    await expect(analytics).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(getConsentApi(window)?.activeGroups).toBe(',C0001,C0002,');
    const reopened = await openDialog();
    await expect(
      within(reopened).getByRole('switch', { name: 'Prestanda och analys' }),
    ).toBeChecked();
  },
};

export const AcceptAllInDialog: Story = {
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Godkänn alla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(getConsentApi(window)?.activeGroups).toBe(',C0001,C0002,C0003,C0004,');
  },
};

export const OpenedByPageScript: Story = {
  play: async () => {
    await waitFor(() => expect(getConsentApi(window)).toBeDefined());
    getConsentApi(window)?.showSettings();
    const dialog = await screen.findByRole('dialog', { name: 'Cookieinställningar' });
    await expect(within(dialog).getAllByRole('switch')).toHaveLength(4);
  },
};

/**
 * Open dialogs inside frames for the reference screenshot, as in the design system's Modal
 * story: portalled into the frame, non-modal so both themes can be open at once, no transition.
 */
function OpenDialogFrame({ groups }: { groups: readonly ConsentGroup[] }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setContainer}
      className="relative h-[46rem] overflow-hidden rounded-lg border border-border bg-bg [contain:paint]"
    >
      <div aria-hidden="true" className="absolute inset-0 bg-overlay" />
      {container ? (
        <Modal open modal={false}>
          <ConsentSettingsContent
            initialGroups={groups}
            onSave={fn()}
            onAcceptAll={fn()}
            container={container}
            className="transition-none"
            onOpenAutoFocus={(event) => event.preventDefault()}
          />
        </Modal>
      ) : null}
    </div>
  );
}

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    // One frame per theme, with switches on, off and disabled (a taller page would be cut off).
    <OpenDialogFrame groups={['C0001', 'C0002', 'C0004']} />
  ),
};
