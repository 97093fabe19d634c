import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ContentArticle } from './content-article';
import { preloadPageSections } from './page-sections';
import { fixturePage } from './testing/fixtures';

const surfInfo = fixturePage('kunskap/surfinfo');
const startPage = fixturePage('');

const meta = {
  title: 'Content/ContentArticle',
  component: ContentArticle,
  tags: ['autodocs'],
  args: {
    page: {
      title: surfInfo.title,
      sections: surfInfo.sections,
      parent: { label: 'Mobilguide', href: '/mobilguide' },
      children: [
        { label: 'Byt till eSIM', href: '/mobilguide/byt-till-esim' },
        { label: 'Flytta ditt nummer', href: '/mobilguide/flytta-nummer' },
      ],
    },
    onNavigate: fn(),
  },
  // The FAQ's accordion loads lazily; loaded first, the article renders whole at once.
  loaders: [preloadPageSections],
} satisfies Meta<typeof ContentArticle>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A page its route already has (prerendered or loaded): the way back, its title, its sections
 * and the pages under it.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByRole('link', { name: 'Mobilguide' })).toHaveAttribute(
      'href',
      '/mobilguide',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(surfInfo.title);
    const more = canvas.getByRole('navigation', { name: `Mer om ${surfInfo.title}` });
    await expect(more).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Flytta ditt nummer' })).toHaveAttribute(
      'href',
      '/mobilguide/flytta-nummer',
    );
  },
};

/** A page that opens with a hero: the hero's heading is the page's h1, and no title is added. */
export const OpensWithHero: Story = {
  args: { page: { title: startPage.title, sections: startPage.sections } },
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 1 });
    await expect(titles.map((heading) => heading.textContent)).toEqual([
      'Mobil och bredband utan krångel',
    ]);
    await expect(canvas.queryByRole('navigation', { name: /^Mer om/ })).toBeNull();
  },
};

/** What the page adds (a form, a widget, a list) comes after the sections, before 'Läs också'. */
export const WithChildren: Story = {
  args: {
    children: <p data-testid="page-part">Formuläret för sidan</p>,
  },
  play: async ({ canvas }) => {
    const part = canvas.getByTestId('page-part');
    const more = canvas.getByRole('navigation', { name: `Mer om ${surfInfo.title}` });
    await expect(part).toBeVisible();
    // The slot comes before the list of pages under this one.
    await expect(
      part.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** A page with its parent, child pages and an added part, and a page that opens with a hero. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // The baseline repeats the article per theme; every other story checks landmark names.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <div className="flex flex-col gap-16">
      <ContentArticle {...args}>
        <p className="rounded-lg border-2 border-dashed border-border-strong p-4 text-muted">
          Sidans formulär
        </p>
      </ContentArticle>
      <ContentArticle
        page={{ title: startPage.title, sections: startPage.sections }}
        onNavigate={args.onNavigate}
      />
    </div>
  ),
};
