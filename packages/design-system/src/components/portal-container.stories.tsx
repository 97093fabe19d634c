import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  ModalTrigger,
} from './modal';
import { PortalContainerProvider } from './portal-container';

/** A widget's modal: 'Villkor' from the embedded address check. */
function TermsModal() {
  return (
    <Modal>
      <ModalTrigger asChild>
        <Button variant="outline">Visa villkor</Button>
      </ModalTrigger>
      <ModalContent>
        <ModalHeader>
          <ModalTitle>Villkor</ModalTitle>
          <ModalDescription>Bredband utan bindningstid, uppsägningstid en månad.</ModalDescription>
        </ModalHeader>
        <ModalBody>
          <p className="text-base text-fg">Priset gäller tills vidare.</p>
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button>Jag förstår</Button>
          </ModalClose>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}

/**
 * A widget with an element of its own for its layers (in the embed, one in its shadow root), and
 * whether it hands that element to its portals.
 */
function Widget({ withProvider }: { withProvider: boolean }) {
  const [layers, setLayers] = React.useState<HTMLElement | null>(null);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 text-fg">
      {withProvider ? (
        <PortalContainerProvider container={layers}>
          <TermsModal />
        </PortalContainerProvider>
      ) : (
        <TermsModal />
      )}
      <div ref={setLayers} data-testid="widget-layers" />
    </div>
  );
}

const meta = {
  title: 'Design system/PortalContainerProvider',
  component: PortalContainerProvider,
  args: { container: null },
  render: () => <Widget withProvider />,
} satisfies Meta<typeof PortalContainerProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The modal opens inside the widget's own element, not at the end of the host page's body. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Visa villkor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Villkor' });
    await expect(canvas.getByTestId('widget-layers')).toContainElement(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jag förstår' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Visa villkor' })).toHaveFocus();
  },
};

/** Without the provider a modal renders in document.body, as on the site's own pages. */
export const WithoutProvider: Story = {
  render: () => <Widget withProvider={false} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Visa villkor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Villkor' });
    await expect(canvas.getByTestId('widget-layers')).not.toContainElement(dialog);
    await expect(dialog.closest('#storybook-root')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
