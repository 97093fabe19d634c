import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from './link';

const meta = {
  title: 'Design system/Link',
  component: Link,
  args: { href: '#villkor', children: 'Läs villkoren' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Läs villkoren' });
    await expect(link).toHaveAttribute('href', '#villkor');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const External: Story = {
  args: { href: 'https://www.pts.se', external: true, children: 'Post- och telestyrelsen' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Post- och telestyrelsen (öppnas i en ny flik)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Muted: Story = { args: { variant: 'muted', children: 'Integritetspolicy' } };

export const InText: Story = {
  render: (args) => (
    <p className="max-w-prose text-base text-fg">
      Genom att beställa godkänner du våra <Link {...args}>allmänna villkor</Link> och bekräftar att
      du har läst informationen om ångerrätt.
    </p>
  ),
};

const variants = ['primary', 'subtle', 'muted', 'nav'] as const;

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-4">
          <Link href="#" variant={variant}>
            {variant}
          </Link>
          <Link href="https://www.pts.se" variant={variant} external>
            {variant} extern
          </Link>
          <Link href="#" variant={variant} aria-disabled="true">
            {variant} inaktiv
          </Link>
        </div>
      ))}
    </div>
  ),
};
