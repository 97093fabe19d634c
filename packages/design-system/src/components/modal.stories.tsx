import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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
  type ModalContentProps,
  type ModalProps,
} from './modal';

function WaitingListContent(props: ModalContentProps) {
  return (
    <ModalContent {...props}>
      <ModalHeader>
        <ModalTitle>Du står i kö</ModalTitle>
        <ModalDescription>
          Vi hör av oss så snart vi kan leverera bredband till din adress.
        </ModalDescription>
      </ModalHeader>
      <ModalBody>
        <p className="text-base text-fg">Du kan när som helst lämna kön på Mina sidor.</p>
      </ModalBody>
      <ModalFooter>
        <ModalClose asChild>
          <Button>Okej</Button>
        </ModalClose>
      </ModalFooter>
    </ModalContent>
  );
}

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  args: { onOpenChange: fn() },
  render: (args: ModalProps) => (
    <Modal {...args}>
      <ModalTrigger asChild>
        <Button>Ställ mig i kö</Button>
      </ModalTrigger>
      <WaitingListContent />
    </Modal>
  ),
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ställ mig i kö' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Du står i kö' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(dialog).toHaveAccessibleDescription(
      'Vi hör av oss så snart vi kan leverera bredband till din adress.',
    );

    // Focus moves inside and Tab stays there.
    const close = within(dialog).getByRole('button', { name: 'Stäng' });
    const ok = within(dialog).getByRole('button', { name: 'Okej' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(ok).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();

    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CloseButton: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ställ mig i kö' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Du står i kö' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const FooterAction: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ställ mig i kö' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Du står i kö' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Okej' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/**
 * Open modals inside frames, for the reference screenshot: portalled into the frame
 * (which contains their fixed layers), non-modal so both themes can be open at once,
 * and without the entry transition so the capture is stable.
 */
function OpenModalFrame({ size }: { size: 'sm' | 'md' | 'lg' }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setContainer}
      className="relative h-80 overflow-hidden rounded-lg border border-border bg-bg [contain:paint]"
    >
      <p className="p-6 text-base text-fg">Sidans innehåll bakom dialogen ({size}).</p>
      {/* A non-modal Radix dialog has no overlay, so the backdrop is drawn here. */}
      <div aria-hidden="true" className="absolute inset-0 bg-overlay" />
      {container ? (
        <Modal open modal={false}>
          <WaitingListContent
            size={size}
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
    <div className="flex flex-col gap-4">
      <OpenModalFrame size="sm" />
      <OpenModalFrame size="md" />
    </div>
  ),
};
