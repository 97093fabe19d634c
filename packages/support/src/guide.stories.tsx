import { SERVICES_BASE } from '@lingon/contracts/brand';
import { faqCategoryFixtures, faqGuideFixtures } from '@lingon/contracts/fixtures/support';
import {
  supportErrorHandlers,
  supportHandlers,
  supportLoadingHandlers,
} from '@lingon/contracts/msw/support';
import { faqGuideContract } from '@lingon/contracts/support/faq-guide';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Guide, GUIDE_NOT_FOUND } from './guide';
import { SUPPORT_ERROR_TEXT } from './load-error';
import { withFreshCache, withoutErrorRetry } from './testing/story-state';

const meta = {
  title: 'Support/Guide',
  component: Guide,
  args: { id: 'nar-kommer-fakturan', onNavigate: fn() },
  decorators: [withFreshCache],
  parameters: { msw: { handlers: supportHandlers } },
} satisfies Meta<typeof Guide>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

/** The guide, a link back to its category, related guides; site links in the text use the router. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'När kommer min faktura?' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Faktura och betalning' })).toHaveAttribute(
      'href',
      '/support/faktura-och-betalning',
    );
    const related = canvas.getByRole('region', { name: 'Relaterade frågor' });
    await expect(within(related).getAllByRole('link').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('link', { name: 'Mitt Lingon' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/mitt-lingon/faktura');
  },
};

const surfGuide = faqGuideFixtures.find((guide) => guide.id === 'surfen-ar-slut');
const surfCategory = faqCategoryFixtures.find((category) => category.id === surfGuide?.categoryId);
if (!surfGuide || !surfCategory)
  throw new globalThis.Error('No surfen-ar-slut guide in the fixtures');
/** Every call for a guide in GivenByRoute (there should be none). */
const guideCalls = fn();

/**
 * A guide the route's loader already fetched (for the page's title): shown as given, with no
 * call of its own (the service here would only fail).
 */
export const GivenByRoute: Story = {
  args: {
    id: surfGuide.id,
    guide: { ...surfGuide, category: surfCategory, related: [] },
  },
  parameters: {
    msw: {
      handlers: [
        http.get(`*${SERVICES_BASE}${faqGuideContract.path}`, () => {
          guideCalls();
          return new Response(null, { status: 503 });
        }),
        ...supportHandlers,
      ],
    },
  },
  decorators: [withoutErrorRetry],
  play: async ({ canvas }) => {
    guideCalls.mockClear();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Min surf är slut – vad gör jag?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mobil och surf' })).toHaveAttribute(
      'href',
      '/support/mobil-och-surf',
    );
    // Long enough for a request to have gone out and failed, had the guide asked for itself.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(guideCalls).not.toHaveBeenCalled();
    await expect(canvas.queryByText(SUPPORT_ERROR_TEXT)).toBeNull();
  },
};

export const NotFound: Story = {
  args: { id: 'finns-inte' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: GUIDE_NOT_FOUND }, slow),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: supportLoadingHandlers } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar guiden…');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: supportErrorHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(SUPPORT_ERROR_TEXT);
  },
};

/*
 * AllStates shows every guide state at once, so the guide service answers per guide: it never
 * answers for `pendingGuide` (the loading handlers) and fails for `failingGuide` (the error
 * handlers); every other id is answered from the fixtures, an unknown one with 404.
 */
const loadedGuide = faqGuideFixtures.find((guide) => guide.id === meta.args.id);
const [pendingGuide, failingGuide] = faqGuideFixtures.filter((guide) => guide !== loadedGuide);
if (!loadedGuide || !pendingGuide || !failingGuide) {
  // `Error` in this module is the story above.
  throw new globalThis.Error('Too few FAQ guides in the fixtures');
}
const guideById = http.get(`*${SERVICES_BASE}${faqGuideContract.path}`, ({ params, request }) => {
  if (params['id'] === pendingGuide.id) return getResponse(supportLoadingHandlers, request);
  if (params['id'] === failingGuide.id) return getResponse(supportErrorHandlers, request);
  return undefined;
});

const guides = {
  loaded: loadedGuide.id,
  loading: pendingGuide.id,
  'not-found': 'finns-inte',
  error: failingGuide.id,
} as const;
type GuideState = keyof typeof guides;

/**
 * Every state in both themes, the visual baseline: the guide with its related guides; still
 * loading; a guide that does not exist; the service down.
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // Side by side repeats the related-guides region; on a page there is one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    msw: { handlers: [guideById, ...supportHandlers] },
  },
  decorators: [withoutErrorRetry],
  render: (args) => (
    // The skeleton's pulse is stopped so the reference screenshot is stable.
    <div className="flex flex-col gap-16 [&_[data-slot=skeleton]]:animate-none">
      {Object.entries(guides).map(([state, id]) => (
        <div key={state} data-story-state={state}>
          <Guide {...args} id={id} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = async (state: GuideState) => {
      const found = Array.from(
        canvasElement.querySelectorAll<HTMLElement>(`[data-story-state="${state}"]`),
      );
      await expect(found).toHaveLength(2);
      return found.map((element) => within(element));
    };
    for (const guide of await states('loaded')) {
      await expect(
        await guide.findByRole('heading', { level: 1, name: loadedGuide.title }, slow),
      ).toBeVisible();
      await expect(guide.getByRole('link', { name: 'Faktura och betalning' })).toBeVisible();
      const related = guide.getByRole('region', { name: 'Relaterade frågor' });
      await expect(within(related).getAllByRole('link').length).toBeGreaterThan(0);
    }
    for (const guide of await states('not-found')) {
      await expect(
        await guide.findByRole('heading', { level: 1, name: GUIDE_NOT_FOUND }, slow),
      ).toBeVisible();
      await expect(guide.getByRole('link', { name: 'Sök bland alla frågor' })).toBeVisible();
    }
    for (const guide of await states('error')) {
      await expect(await guide.findByRole('alert', {}, slow)).toHaveTextContent(SUPPORT_ERROR_TEXT);
      await expect(guide.getByRole('button', { name: 'Försök igen' })).toBeEnabled();
      await expect(guide.queryByRole('heading', { level: 1 })).toBeNull();
    }
    // Still loading after the others have answered.
    for (const guide of await states('loading')) {
      await expect(guide.getByRole('status')).toHaveTextContent('Laddar guiden…');
      await expect(guide.queryByRole('heading', { level: 1 })).toBeNull();
    }
  },
};
