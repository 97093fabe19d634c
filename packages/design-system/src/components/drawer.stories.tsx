import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import {
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
  type DrawerContentProps,
  type DrawerProps,
} from './drawer';
import { TextField } from './text-field';

function EmailDrawerContent(props: DrawerContentProps) {
  return (
    <DrawerContent {...props}>
      <DrawerHeader>
        <DrawerTitle>E-postadress</DrawerTitle>
        <DrawerDescription>Vi skickar fakturor och orderbekräftelser hit.</DrawerDescription>
      </DrawerHeader>
      <DrawerBody>
        <TextField label="Ny e-postadress" type="email" autoComplete="email" />
      </DrawerBody>
      <DrawerFooter>
        <DrawerClose asChild>
          <Button variant="outline">Avbryt</Button>
        </DrawerClose>
        <Button>Spara</Button>
      </DrawerFooter>
    </DrawerContent>
  );
}

const meta = {
  title: 'Design system/Drawer',
  component: Drawer,
  args: { onOpenChange: fn() },
  render: (args: DrawerProps) => (
    <Drawer {...args}>
      <DrawerTrigger asChild>
        <Button variant="outline">Ändra e-postadress</Button>
      </DrawerTrigger>
      <EmailDrawerContent />
    </Drawer>
  ),
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ändra e-postadress' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'E-postadress' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(dialog).toHaveAccessibleDescription(
      'Vi skickar fakturor och orderbekräftelser hit.',
    );

    // Focus moves inside, to the first tab stop.
    const panel = within(dialog);
    const close = panel.getByRole('button', { name: 'Stäng' });
    const input = panel.getByRole('textbox', { name: 'Ny e-postadress' });
    const cancel = panel.getByRole('button', { name: 'Avbryt' });
    const save = panel.getByRole('button', { name: 'Spara' });
    await waitFor(() => expect(close).toHaveFocus());

    // Tab cycles through the drawer and wraps; it never reaches the page behind.
    for (const next of [input, cancel, save, close]) {
      await userEvent.tab();
      await expect(next).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();

    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CloseButtons: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ändra e-postadress' });

    await userEvent.click(trigger);
    let dialog = await screen.findByRole('dialog', { name: 'E-postadress' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    dialog = await screen.findByRole('dialog', { name: 'E-postadress' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(4);
  },
};

/** On phones the sheet rises from the bottom; from 640 px it is a side panel. */
export const MobileBottomSheet: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args: DrawerProps) => (
    <Drawer {...args}>
      <DrawerTrigger asChild>
        <Button variant="outline">Ändra e-postadress</Button>
      </DrawerTrigger>
      <EmailDrawerContent mobileSide="bottom" />
    </Drawer>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ändra e-postadress' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-postadress' });
    await expect(dialog).toHaveAttribute('data-mobile-side', 'bottom');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * An open drawer inside a frame, for the reference screenshot: portalled into the frame
 * (which contains its fixed layers), non-modal so both themes can be open at once, and
 * without the entry transition so the capture is stable.
 */
function OpenDrawerFrame() {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setContainer}
      className="relative h-[30rem] overflow-hidden rounded-lg border border-border bg-bg [contain:paint]"
    >
      <p className="p-6 text-base text-fg">Sidans innehåll bakom lådan.</p>
      {/* A non-modal Radix dialog has no overlay, so the backdrop is drawn here. */}
      <div aria-hidden="true" className="absolute inset-0 bg-overlay" />
      {container ? (
        <Drawer open modal={false}>
          <EmailDrawerContent
            container={container}
            className="transition-none"
            onOpenAutoFocus={(event) => event.preventDefault()}
          />
        </Drawer>
      ) : null}
    </div>
  );
}

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => <OpenDrawerFrame />,
};
