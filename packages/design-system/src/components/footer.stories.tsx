import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './footer';

const columns = [
  {
    title: 'Produkter',
    links: [
      { label: 'Mobilabonnemang', href: '/mobilabonnemang' },
      { label: 'Bredband', href: '/bredband' },
      { label: 'Kontantkort', href: '/kontantkort' },
      { label: 'Mobilförsäkring', href: '/mobilforsakring' },
    ],
  },
  {
    title: 'Hjälp',
    links: [
      { label: 'Support', href: '/support' },
      { label: 'Driftstörningar', href: '/driftstorningar' },
      { label: 'Surfa utomlands', href: '/utland/priser-utomlands' },
      { label: 'Tyck till', href: '/tyck-till' },
    ],
  },
  {
    title: 'Om Lingon',
    links: [
      { label: 'Om oss', href: '/om-lingon' },
      { label: 'Kontakta oss', href: '/kontakta-oss' },
      { label: 'Mitt Lingon', href: '/mitt-lingon' },
    ],
  },
];

const contact = (
  <>
    <p>Chatta med oss dygnet runt – vi svarar alla dagar.</p>
    <p>
      <a
        href="/kontakta-oss"
        className="rounded-sm font-semibold text-primary underline underline-offset-4 focus-visible:focus-ring"
      >
        Fler sätt att nå oss
      </a>
    </p>
  </>
);

const meta = {
  title: 'Design system/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { brandName: 'Lingon', columns, contact, year: 2026 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('heading', { name: 'Hjälp' })).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'Driftstörningar' })).toHaveAttribute(
      'href',
      '/driftstorningar',
    );
    await expect(within(footer).getByText('© 2026 Lingon')).toBeVisible();
  },
};

export const CurrentPage: Story = {
  args: { currentPath: '/support' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Every link is a path on the site, so each renders with the router link the app provides. */
export const RouterLinks: Story = {
  args: { contact: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('a[data-router-link]')).toHaveLength(11);
    await expect(canvasElement.querySelectorAll('a:not([data-router-link])')).toHaveLength(0);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  // The baseline shows two footers; one page never has more than one contentinfo landmark.
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'landmark-no-duplicate-contentinfo', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
};
