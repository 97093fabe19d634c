import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsListProps } from './tabs';

function ServiceTabs({ variant }: { variant?: TabsListProps['variant'] }) {
  return (
    <>
      <TabsList variant={variant} aria-label="Tjänster">
        <TabsTrigger value="mobil">Mobil</TabsTrigger>
        <TabsTrigger value="bredband">Bredband</TabsTrigger>
        <TabsTrigger value="tv" disabled>
          TV
        </TabsTrigger>
        <TabsTrigger value="kontantkort">Kontantkort</TabsTrigger>
      </TabsList>
      <TabsContent value="mobil">Abonnemang med fri surf i Sverige och EU.</TabsContent>
      <TabsContent value="bredband">Fiber med hastigheter upp till 1000 Mbit/s.</TabsContent>
      <TabsContent value="tv">TV-paket med kanaler för hela familjen.</TabsContent>
      <TabsContent value="kontantkort">Ladda när du vill, utan bindningstid.</TabsContent>
    </>
  );
}

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  args: { defaultValue: 'mobil', onValueChange: fn(), children: <ServiceTabs /> },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const mobil = canvas.getByRole('tab', { name: 'Mobil' });
    const bredband = canvas.getByRole('tab', { name: 'Bredband' });
    const kontantkort = canvas.getByRole('tab', { name: 'Kontantkort' });
    await expect(canvas.getByRole('tablist', { name: 'Tjänster' })).toBeInTheDocument();
    await expect(canvas.getByRole('tabpanel', { name: 'Mobil' })).toHaveTextContent(
      'Abonnemang med fri surf',
    );

    await userEvent.tab();
    await expect(mobil).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(bredband).toHaveFocus();
    await expect(bredband).toHaveAttribute('aria-selected', 'true');
    await expect(mobil).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Bredband' })).toHaveTextContent(
      'Fiber med hastigheter',
    );
    await expect(canvas.queryByRole('tabpanel', { name: 'Mobil' })).not.toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('bredband');

    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect(kontantkort).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Kontantkort' })).toBeVisible();

    // Arrows wrap, and Home / End jump.
    await userEvent.keyboard('{ArrowRight}');
    await expect(mobil).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(kontantkort).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(mobil).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the list for the open panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Mobil' })).toHaveFocus();
  },
};

export const Pill: Story = {
  args: { children: <ServiceTabs variant="pill" /> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Kontantkort' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Kontantkort' })).toBeVisible();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-8">
      <Tabs defaultValue="bredband">
        <ServiceTabs variant="line" />
      </Tabs>
      <Tabs defaultValue="bredband">
        <ServiceTabs variant="pill" />
      </Tabs>
    </div>
  ),
};
