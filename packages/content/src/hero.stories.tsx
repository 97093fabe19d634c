import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Hero } from './hero';
import { fixtureSection } from './testing/fixtures';

const startHero = fixtureSection('hero', '');

const meta = {
  title: 'Content/Hero',
  component: Hero,
  args: { section: startHero, headingLevel: 1 },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The start page's hero: the first action is the primary button; site paths render with the
 * app's router link.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Mobil och bredband utan krångel' }),
    ).toBeVisible();
    const primary = canvas.getByRole('link', { name: 'Kolla bredband på din adress' });
    await expect(primary).toHaveAttribute('href', '/bredband');
    await expect(primary).toHaveAttribute('data-router-link');
    await expect(primary).toHaveAttribute('data-variant', 'primary');
  },
};

export const WithoutImage: Story = {
  args: { section: fixtureSection('hero', 'ladda'), headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Ladda kontantkort' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Hero {...args} />
      <Hero {...args} section={fixtureSection('hero', 'ladda')} headingLevel={2} />
    </div>
  ),
};
