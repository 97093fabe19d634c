import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppLink, LinkProvider } from './link-provider';

const meta = {
  title: 'Design system/AppLink',
  component: AppLink,
  args: {
    href: '/bredband',
    children: 'Kolla bredband på din adress',
    className: 'font-medium text-primary underline underline-offset-4',
  },
} satisfies Meta<typeof AppLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A site path renders with the router link the app set in its LinkProvider (here Storybook's
 * stand-in), so the router navigates without a reload.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Kolla bredband på din adress' });
    await expect(link).toHaveAttribute('href', '/bredband');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** https, mailto and tel links, and protocol-relative URLs, are plain anchors. */
export const OutsideTheSite: Story = {
  render: (args) => (
    <ul className="flex flex-col gap-2">
      <li>
        <AppLink {...args} href="https://www.pts.se">
          Post- och telestyrelsen
        </AppLink>
      </li>
      <li>
        <AppLink {...args} href="tel:+46771404040">
          0771-40 40 40
        </AppLink>
      </li>
      <li>
        <AppLink {...args} href="//cdn.example.se/villkor.pdf">
          Villkor (pdf)
        </AppLink>
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.pts.se',
      'tel:+46771404040',
      '//cdn.example.se/villkor.pdf',
    ]);
    for (const link of links) await expect(link).not.toHaveAttribute('data-router-link');
  },
};

interface LinkKind {
  /** What the row shows. */
  kind: string;
  href: string;
  label: string;
  /** Whether the app provides its router's link; without a LinkProvider a path is a plain anchor. */
  withRouter: boolean;
  /** Whether the link should go through the router. */
  routed: boolean;
}

/** Every kind of href content may hold, and whether it becomes a router link. */
const linkKinds: LinkKind[] = [
  {
    kind: 'Sida på webbplatsen',
    href: '/bredband',
    label: 'Kolla bredband på din adress',
    withRouter: true,
    routed: true,
  },
  {
    kind: 'Sida, ingen router',
    href: '/support',
    label: 'Kundservice',
    withRouter: false,
    routed: false,
  },
  {
    kind: 'Extern webbplats',
    href: 'https://www.pts.se',
    label: 'Post- och telestyrelsen',
    withRouter: true,
    routed: false,
  },
  {
    kind: 'E-post',
    href: 'mailto:kundservice@lingon.se',
    label: 'kundservice@lingon.se',
    withRouter: true,
    routed: false,
  },
  {
    kind: 'Telefon',
    href: 'tel:+46771404040',
    label: '0771-40 40 40',
    withRouter: true,
    routed: false,
  },
  {
    kind: 'Protokollrelativ',
    href: '//cdn.example.se/villkor.pdf',
    label: 'Villkor (pdf)',
    withRouter: true,
    routed: false,
  },
];

/**
 * Every kind of link in both themes: a site path through the router, a site path rendered without
 * one (a plain anchor, as on a page without a LinkProvider), and the hrefs that always stay plain anchors (https, mailto, tel and
 * protocol-relative).
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <dl className="grid grid-cols-[max-content_1fr] items-baseline gap-x-6 gap-y-3 text-fg">
      {linkKinds.map(({ kind, href, label, withRouter }) => (
        <div key={href} data-story-state={href} className="contents">
          <dt className="text-sm text-muted">{kind}</dt>
          <dd>
            {withRouter ? (
              <AppLink {...args} href={href}>
                {label}
              </AppLink>
            ) : (
              <LinkProvider component="a">
                <AppLink {...args} href={href}>
                  {label}
                </AppLink>
              </LinkProvider>
            )}
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    for (const { href, label, routed } of linkKinds) {
      const rows = Array.from(
        canvasElement.querySelectorAll<HTMLElement>(`[data-story-state="${href}"]`),
      );
      // Side by side: every kind once per theme.
      await expect(rows).toHaveLength(2);
      for (const row of rows) {
        const link = within(row).getByRole('link', { name: label });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
        if (routed) await expect(link).toHaveAttribute('data-router-link');
        else await expect(link).not.toHaveAttribute('data-router-link');
      }
    }
  },
};
