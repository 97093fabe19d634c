import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyPagesShell, PageContainer } from './page-shell';

const myPagesNavigation = [
  { label: 'Översikt', href: '/mitt-lingon' },
  { label: 'Abonnemang', href: '/mitt-lingon/valj-abonnemang' },
  { label: 'Fakturor', href: '/mitt-lingon/faktura' },
  { label: 'Ordrar', href: '/mitt-lingon/ordrar' },
  { label: 'Anslutna abonnemang', href: '/mitt-lingon/anslutna-abonnemang' },
  { label: 'Inställningar', href: '/mitt-lingon/din-sida' },
];

function Placeholder({ label }: { label: string }) {
  return (
    <div className="flex h-32 items-center justify-center rounded-lg border-2 border-dashed border-border-strong text-muted">
      {label}
    </div>
  );
}

const meta = {
  title: 'Design system/PageShell',
  component: PageContainer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { children: <Placeholder label="Sidans innehåll" /> },
};

export const MyPages: Story = {
  render: () => (
    <MyPagesShell
      title="Fakturor"
      navigation={myPagesNavigation}
      currentPath="/mitt-lingon/faktura"
    >
      <Placeholder label="Fakturalista" />
    </MyPagesShell>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Mina sidor' });
    await expect(within(nav).getByRole('link', { name: 'Fakturor' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // /mitt-lingon is a prefix of every path; only the most specific link is current.
    await expect(within(nav).getByRole('link', { name: 'Översikt' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/**
 * Without a title the pages inside bring their own heading. A page without an item of its own
 * (changing plan) marks the item it belongs under as where the customer is, with the app's rule.
 */
export const MyPagesOwnRule: Story = {
  render: () => (
    <MyPagesShell
      navigation={myPagesNavigation}
      currentPath="/mitt-lingon/byt-abonnemang"
      ariaCurrent={(item, path) =>
        path?.startsWith('/mitt-lingon/byt-abonnemang') &&
        item.href === '/mitt-lingon/valj-abonnemang'
          ? 'true'
          : undefined
      }
    >
      <h1 className="text-3xl font-bold">Byt abonnemang</h1>
      <Placeholder label="Abonnemangen att välja bland" />
    </MyPagesShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const nav = canvas.getByRole('navigation', { name: 'Mina sidor' });
    await expect(within(nav).getByRole('link', { name: 'Abonnemang' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(within(nav).getByRole('link', { name: 'Översikt' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const MyPagesMobile: Story = {
  ...MyPages,
  globals: { viewport: { value: 'mobile' } },
};

/**
 * On a phone the menu is a row that scrolls sideways. A link that gets focus while only partly
 * shown at the row's edge is scrolled wholly into view, label and focus ring.
 */
export const MyPagesNarrowFocus: Story = {
  render: () => (
    <div style={{ width: 340 }}>
      <MyPagesShell title="Översikt" navigation={myPagesNavigation} currentPath="/mitt-lingon">
        <Placeholder label="Översikt" />
      </MyPagesShell>
    </div>
  ),
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('navigation', { name: 'Mina sidor' })).getByRole('list');
    const shown = row.getBoundingClientRect();
    const links = within(row).getAllByRole('link');
    const partly = links.find((link) => {
      const box = link.getBoundingClientRect();
      return box.left < shown.right && box.right > shown.right;
    });
    await expect(partly, 'a link cut off at the row’s right edge').toBeDefined();
    partly?.focus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const box = (partly as HTMLElement).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(row.getBoundingClientRect().right);
    await expect(box.left).toBeGreaterThanOrEqual(row.getBoundingClientRect().left);
  },
};

export const AllStates: Story = {
  // Wide enough that each theme's half shows the two-column my-pages layout.
  globals: { theme: 'side-by-side', viewport: { value: 'wide' } },
  parameters: {
    viewport: {
      options: { wide: { name: 'Bred (1800)', styles: { width: '1800px', height: '1100px' } } },
    },
    // The baseline shows each shell twice; a page has one navigation of each name.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <div className="flex flex-col">
      <MyPagesShell
        title="Fakturor"
        navigation={myPagesNavigation}
        currentPath="/mitt-lingon/faktura"
        className="[&_h1]:text-2xl"
      >
        <Placeholder label="MyPagesShell" />
      </MyPagesShell>
      <div className="flex items-start gap-4">
        <MyPagesShell
          title="Översikt"
          navigation={myPagesNavigation}
          currentPath="/mitt-lingon"
          className="max-w-[375px] [&_h1]:text-2xl"
        >
          <Placeholder label="Smal" />
        </MyPagesShell>
        <PageContainer className="py-8 sm:py-8">
          <Placeholder label="PageContainer" />
        </PageContainer>
      </div>
    </div>
  ),
};
