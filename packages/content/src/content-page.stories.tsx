import {
  contentEmptyHandlers,
  contentErrorHandlers,
  contentHandlers,
  contentLoadingHandlers,
} from '@lingon/contracts/msw/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CONTENT_ERROR_TITLE, ContentPage, NOT_FOUND_TITLE } from './content-page';
import { StoryLink, withFreshCache } from './testing/story-state';

const meta = {
  title: 'Content/ContentPage',
  component: ContentPage,
  args: { slug: 'utland/priser-utomlands', linkAs: StoryLink, onNotFound: fn(), onNavigate: fn() },
  decorators: [withFreshCache],
  parameters: { msw: { handlers: contentHandlers } },
} satisfies Meta<typeof ContentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

/** A page without a hero: its title is the h1, followed by its sections in order. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Priser utomlands' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Priser inklusive moms' })).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      'Priser när du är utomlands',
      'Priser per zon',
      'Resepaket med surf (zon 2–3)',
    ]);
    await expect(args.onNotFound).not.toHaveBeenCalled();
  },
};

/** The start page opens with a hero: the hero's heading is the page's only h1. */
export const StartPage: Story = {
  args: { slug: '' },
  play: async ({ canvas }) => {
    const h1 = await canvas.findAllByRole('heading', { level: 1 }, slow);
    await expect(h1.map((heading) => heading.textContent)).toEqual([
      'Mobil och bredband utan krångel',
    ]);
  },
};

/** A dynamic page (a country under /utland) links back to its parent. */
export const DynamicPage: Story = {
  args: { slug: 'utland/spanien', kind: 'dynamic' },
  play: async ({ canvas }) => {
    const h1 = await canvas.findByRole('heading', { level: 1 }, slow);
    await expect(h1).toHaveTextContent(/Spanien/);
    const article = canvas.getByRole('article');
    await expect(within(article).getAllByRole('link')[0]).toHaveAttribute('href', '/utland');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: contentLoadingHandlers } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar sidan…');
  },
};

/** No page for the slug: 'Sidan hittades inte', and the site is told (it may go to /404). */
export const NotFound: Story = {
  args: { slug: 'finns-inte' },
  parameters: { msw: { handlers: contentEmptyHandlers } },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE }, slow),
    ).toBeVisible();
    await expect(args.onNotFound).toHaveBeenCalledWith('finns-inte');
    await expect(canvas.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: contentErrorHandlers } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(CONTENT_ERROR_TITLE);
    await expect(args.onNotFound).not.toHaveBeenCalled();
  },
};
