import { SERVICES_BASE } from '@lingon/contracts/brand';
import { contentGraphqlContract } from '@lingon/contracts/content/graphql';
import {
  contentEmptyHandlers,
  contentErrorHandlers,
  contentHandlers,
  contentLoadingHandlers,
} from '@lingon/contracts/msw/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http, type RequestHandler } from 'msw';
import { SWRConfig } from 'swr';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CONTENT_ERROR_TITLE, ContentPage, NOT_FOUND_TITLE } from './content-page';
import { preloadPageSections } from './page-sections';
import { withFreshCache } from './testing/story-state';

const meta = {
  title: 'Content/ContentPage',
  component: ContentPage,
  args: { slug: 'utland/priser-utomlands', onNotFound: fn(), onNavigate: fn() },
  decorators: [withFreshCache],
  // The FAQ's accordion loads lazily; loaded first, every story renders whole at once.
  loaders: [preloadPageSections],
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
    await expect(headings).toEqual(['Priser per zon', 'Resepaket med surf (zon 2–3)']);
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

/** Content queries for one slug are answered by `handlers`; other slugs go on to the next handler. */
function forSlug(slug: string, handlers: RequestHandler[]) {
  return http.post(`*${SERVICES_BASE}${contentGraphqlContract.path}`, async ({ request }) => {
    const body = contentGraphqlContract.body.safeParse(
      await request
        .clone()
        .json()
        .catch(() => undefined),
    );
    if (!body.success || body.data.variables?.['slug'] !== slug) return undefined;
    return getResponse(handlers, request);
  });
}

/** The page each state asks for; the content system answers each slug differently. */
const slugs = {
  /** A static page without a hero: its title is the h1. */
  static: 'utland/priser-utomlands',
  /** A guide: a link back to its parent and 'Läs också' with the other guides. */
  dynamic: 'mobilguide/flytta-nummer',
  /** A page that exists, but the content system never answers. */
  loading: 'utland',
  /** No such page. */
  notFound: 'finns-inte',
  /** A page that exists, but the content system fails. */
  error: 'kontakta-oss',
} as const;

/** Both themes side by side, each as wide as a desktop window (the page's wide layout). */
const twoDesktops = {
  name: 'twoDesktops',
  viewport: { name: 'Två datorer (2 × 1200)', styles: { width: '2400px', height: '900px' } },
};

type PageState = 'static' | 'dynamic' | 'loading' | 'not-found' | 'error';

/**
 * Every state in both themes at desktop width, the visual baseline: a static page and a guide (a
 * dynamic page, with its parent link and 'Läs också'); the page still loading; no such page; and
 * the content system failing.
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side', viewport: { value: twoDesktops.name, isRotated: false } },
  parameters: {
    // The baseline repeats the page per state and theme; every other story checks landmark names.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    viewport: { options: { [twoDesktops.name]: twoDesktops.viewport } },
    msw: {
      handlers: [
        forSlug(slugs.loading, contentLoadingHandlers),
        forSlug(slugs.error, contentErrorHandlers),
        ...contentHandlers,
      ],
    },
  },
  render: (args) => (
    // SWR retries a failed page after 5–10 s (a spinner on 'Försök igen'); keep the error still.
    <SWRConfig value={{ errorRetryInterval: 60_000 }}>
      <div className="flex flex-col gap-16">
        <ContentPage {...args} data-story-state="static" slug={slugs.static} />
        <ContentPage {...args} data-story-state="dynamic" slug={slugs.dynamic} kind="dynamic" />
        <ContentPage {...args} data-story-state="loading" slug={slugs.loading} />
        <ContentPage {...args} data-story-state="not-found" slug={slugs.notFound} />
        <ContentPage {...args} data-story-state="error" slug={slugs.error} />
      </div>
    </SWRConfig>
  ),
  play: async ({ args, canvasElement }) => {
    const states = (state: PageState) =>
      Array.from(canvasElement.querySelectorAll<HTMLElement>(`[data-story-state="${state}"]`));
    // Side by side: every state once per theme.
    await expect(states('static')).toHaveLength(2);
    for (const page of states('static')) {
      await expect(
        await within(page).findByRole('heading', { level: 1, name: 'Priser utomlands' }, slow),
      ).toBeVisible();
      await expect(
        within(page).getByRole('table', { name: 'Priser inklusive moms' }),
      ).toBeVisible();
    }
    for (const page of states('dynamic')) {
      const guide = within(page);
      await expect(
        await guide.findByRole('heading', { level: 1, name: 'Flytta ditt nummer' }, slow),
      ).toBeVisible();
      await expect(guide.getByRole('link', { name: 'Mobilguide' })).toHaveAttribute(
        'href',
        '/mobilguide',
      );
      const others = within(guide.getByRole('navigation', { name: 'Mer om Flytta ditt nummer' }));
      await expect(others.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Byt till eSIM',
        'Ställ in mms och internet',
      ]);
    }
    for (const page of states('not-found')) {
      await expect(
        await within(page).findByRole('heading', { level: 1, name: NOT_FOUND_TITLE }, slow),
      ).toBeVisible();
      await expect(within(page).getByRole('link', { name: 'Till startsidan' })).toHaveAttribute(
        'href',
        '/',
      );
    }
    for (const page of states('error')) {
      await expect(await within(page).findByRole('alert', {}, slow)).toHaveTextContent(
        CONTENT_ERROR_TITLE,
      );
      await expect(within(page).getByRole('button', { name: 'Försök igen' })).not.toHaveAttribute(
        'aria-busy',
      );
    }
    // Still loading after the others have answered.
    for (const page of states('loading')) {
      await expect(page).toHaveAttribute('data-state', 'loading');
      await expect(within(page).getByRole('status')).toHaveTextContent('Laddar sidan…');
    }
    // Only the missing page is reported as not found, once per theme.
    await waitFor(() => expect(args.onNotFound).toHaveBeenCalledTimes(2));
    await expect(args.onNotFound).toHaveBeenCalledWith(slugs.notFound);
    await expect(args.onNotFound).not.toHaveBeenCalledWith(slugs.error);
  },
};
