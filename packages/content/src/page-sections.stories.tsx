import { BRAND } from '@lingon/contracts/brand';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PageSections } from './page-sections';
import { fixturePage } from './testing/fixtures';
import { StoryLink } from './testing/story-state';

const startPage = fixturePage('');

const meta = {
  title: 'Content/PageSections',
  component: PageSections,
  args: { sections: startPage.sections, heroIsTitle: true, linkAs: StoryLink, onNavigate: fn() },
} satisfies Meta<typeof PageSections>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The start page's sections in content order; its opening hero carries the page's h1. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const rendered = canvasElement.querySelector('[data-slot="page-sections"]')?.children;
    await expect(rendered).toHaveLength(startPage.sections.length);
    await expect(
      canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent),
    ).toEqual(['Mobil och bredband utan krångel']);
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Välj det som passar dig', `Varför ${BRAND.name}?`, 'Finns fiber där du bor?']);
    await expect(canvas.getByRole('link', { name: 'Till bredband' })).toHaveAttribute(
      'data-router-link',
    );
  },
};

/** Under a page title of its own (heroIsTitle off) the hero's heading drops to h2. */
export const UnderPageTitle: Story = {
  args: { heroIsTitle: false },
  render: (args) => (
    <article>
      <h1 className="mb-8 text-3xl font-semibold">{startPage.title}</h1>
      <PageSections {...args} />
    </article>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Mobil och bredband utan krångel' }),
    ).toBeVisible();
  },
};
