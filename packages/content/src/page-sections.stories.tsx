import { BRAND } from '@lingon/contracts/brand';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PageSections, preloadPageSections } from './page-sections';
import { fixturePage, themeImageSection } from './testing/fixtures';

const startPage = fixturePage('');

const meta = {
  title: 'Content/PageSections',
  component: PageSections,
  args: { sections: startPage.sections, heroIsTitle: true, onNavigate: fn() },
  // The FAQ's accordion loads lazily; loaded first, every story renders whole at once.
  loaders: [preloadPageSections],
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

/** A page under its own title, opening with a hero (which then is an h2). */
const surfPage = fixturePage('surf');
/** The sections no fixture page opens with: text, a price table and questions, and an image. */
const surfInfoPage = fixturePage('kunskap/surfinfo');
const everyOtherType = [...surfInfoPage.sections, themeImageSection];

/** Both themes side by side, each as wide as a desktop window (the sections' wide layouts). */
const twoDesktops = {
  name: 'twoDesktops',
  viewport: { name: 'Två datorer (2 × 1200)', styles: { width: '2400px', height: '900px' } },
};

type SectionsState = 'hero-title' | 'under-title' | 'every-type';

const headings = (element: HTMLElement, level: number) =>
  within(element)
    .queryAllByRole('heading', { level })
    .map((heading) => heading.textContent);

/**
 * Every state in both themes at desktop width, the visual baseline: the start page, whose hero is
 * the page's h1; a page under its own title, whose hero drops to h2; and the section types the
 * other two do not show (text, price table, questions and an image), so that every type appears.
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side', viewport: { value: twoDesktops.name, isRotated: false } },
  parameters: {
    // The baseline repeats the sections per state and theme; the table regions' names repeat.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    viewport: { options: { [twoDesktops.name]: twoDesktops.viewport } },
  },
  render: (args) => (
    <div className="flex flex-col gap-16">
      <div data-story-state="hero-title">
        <PageSections {...args} sections={startPage.sections} heroIsTitle />
      </div>
      <article data-story-state="under-title">
        <h1 className="mb-8 text-4xl font-extrabold text-fg">{surfPage.title}</h1>
        <PageSections {...args} sections={surfPage.sections} heroIsTitle={false} />
      </article>
      <article data-story-state="every-type">
        <h1 className="mb-8 text-4xl font-extrabold text-fg">{surfInfoPage.title}</h1>
        <PageSections {...args} sections={everyOtherType} heroIsTitle />
      </article>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = (state: SectionsState) =>
      Array.from(canvasElement.querySelectorAll<HTMLElement>(`[data-story-state="${state}"]`));
    const rendered = (state: HTMLElement) =>
      Array.from(state.querySelector('[data-slot="page-sections"]')?.children ?? []).map(
        (section) => section.getAttribute('data-slot'),
      );
    // Side by side: every state once per theme.
    await expect(states('hero-title')).toHaveLength(2);
    for (const start of states('hero-title')) {
      await expect(rendered(start)).toEqual([
        'hero',
        'cards-section',
        'text-section',
        'call-to-action',
      ]);
      await expect(headings(start, 1)).toEqual(['Mobil och bredband utan krångel']);
      await expect(headings(start, 2)).toEqual([
        'Välj det som passar dig',
        `Varför ${BRAND.name}?`,
        'Finns fiber där du bor?',
      ]);
      await expect(within(start).getByRole('link', { name: 'Till bredband' })).toHaveAttribute(
        'data-router-link',
      );
    }
    for (const surf of states('under-title')) {
      await expect(rendered(surf)).toEqual([
        'hero',
        'cards-section',
        'price-table',
        'call-to-action',
      ]);
      await expect(headings(surf, 1)).toEqual(['Surf']);
      await expect(
        within(surf).getByRole('heading', { level: 2, name: 'Surfa mer, oroa dig mindre' }),
      ).toBeVisible();
    }
    for (const other of states('every-type')) {
      await expect(rendered(other)).toEqual([
        'text-section',
        'price-table',
        'faq-section',
        'image-section',
      ]);
      // Without an opening hero, heroIsTitle adds no h1: the page's own title is the only one.
      await expect(headings(other, 1)).toEqual(['Surfinfo']);
      await expect(
        within(other).getByRole('table', { name: 'Ungefärlig förbrukning' }),
      ).toBeVisible();
      await expect(
        within(other).getByRole('button', { name: 'Vad är 5G och behöver jag det?' }),
      ).toBeVisible();
      await expect(
        within(other).getByRole('img', {
          name: 'En cirkel på en halvt ljus och halvt mörk bakgrund',
        }),
      ).toBeVisible();
    }
  },
};
