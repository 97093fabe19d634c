import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './header';

const navigation = [
  { label: 'Mobilabonnemang', href: '/mobilabonnemang' },
  { label: 'Bredband', href: '/bredband' },
  { label: 'Kontantkort', href: '/kontantkort' },
  { label: 'Support', href: '/support' },
];

const broadbandMenu = [
  { label: 'Bredband', href: '/bredband' },
  { label: 'Bredband + TV', href: '/bredband/cmore' },
  { label: 'Kortidsbredband', href: '/bredband/wifitogo' },
];

const meta = {
  title: 'Design system/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'Lingon',
    navigation,
    accountHref: '/mitt-lingon',
    currentPath: '/',
    onMenuOpenChange: fn(),
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(within(main).getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Lingon, till startsidan' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Mitt Lingon' })).toHaveAttribute(
      'href',
      '/mitt-lingon',
    );
    // Wide enough for the full navigation: no menu button.
    await expect(canvas.queryByRole('button', { name: 'Meny' })).toBeNull();
  },
};

export const BroadbandSubmenu: Story = {
  args: {
    currentPath: '/bredband/cmore',
    subNavigation: broadbandMenu,
    subNavigationLabel: 'Bredband',
  },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(within(main).getByRole('link', { name: 'Bredband' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const sub = canvas.getByRole('navigation', { name: 'Bredband' });
    await expect(within(sub).getByRole('link', { name: 'Bredband + TV' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The less specific /bredband link is not current on /bredband/cmore.
    await expect(within(sub).getByRole('link', { name: 'Bredband' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Every link is a path on the site, so each renders with the router link the app provides. */
export const RouterLinks: Story = {
  args: { currentPath: '/support/mobil' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('a:not([data-router-link])')).toHaveLength(0);
    await expect(canvas.getAllByRole('link', { name: 'Support' })[0]).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const MobileMenu: Story = {
  args: { currentPath: '/kontantkort', subNavigation: broadbandMenu },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Meny' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Huvudmeny' })).toBeNull();

    // Open with Enter, Tab into the menu, close with Escape: focus returns to the button.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(within(menu).getByRole('link', { name: 'Kontantkort' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(within(menu).getByRole('link', { name: 'Mobilabonnemang' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('navigation', { name: 'Huvudmeny' })).toBeNull();

    // Space toggles it open and closed again.
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onMenuOpenChange).toHaveBeenCalledTimes(4);
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A browser window wide enough to show the full header in both themes side by side. */
const wideViewport = {
  viewport: {
    options: { wide: { name: 'Bred (1800)', styles: { width: '1800px', height: '900px' } } },
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side', viewport: { value: 'wide' } },
  parameters: {
    ...wideViewport,
    // The baseline shows several headers; a page has one banner and one menu of each name.
    a11y: {
      config: {
        rules: [
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Header
        {...args}
        currentPath="/bredband/cmore"
        subNavigation={broadbandMenu}
        subNavigationLabel="Bredband"
      />
      <div className="flex items-start gap-6">
        <div className="w-[375px]">
          <Header {...args} currentPath="/kontantkort" />
        </div>
        <div className="w-[375px]">
          <Header {...args} currentPath="/kontantkort" defaultMenuOpen />
        </div>
      </div>
    </div>
  ),
};
