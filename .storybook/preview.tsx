import { BRAND_FONT_FAMILY, BRAND_FONT_STORED } from '@lingon/design-system/lib/brand-font';
import { LinkProvider, type LinkRenderProps } from '@lingon/design-system/link-provider';
import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import './storybook.css';

initialize({ onUnhandledRequest: 'bypass', quiet: true });

type ThemeGlobal = 'light' | 'dark' | 'side-by-side';

/** Render the story in the chosen theme, or twice (light and dark) side by side. */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals['theme'] as ThemeGlobal | undefined) ?? 'light';
  if (theme === 'side-by-side') {
    document.documentElement.dataset['theme'] = 'light';
    document.body.dataset['theme'] = 'light';
    return (
      <div className="grid gap-4 md:grid-cols-2">
        <div data-theme="light" className="bg-bg text-fg p-4">
          <Story />
        </div>
        <div data-theme="dark" className="bg-bg text-fg p-4">
          <Story />
        </div>
      </div>
    );
  }
  document.documentElement.dataset['theme'] = theme;
  document.body.dataset['theme'] = theme;
  return <Story />;
};

/**
 * The stories' router link, standing in for the site's (set once, as the site's root does): a
 * path on the site renders through it, marked `data-router-link` for play functions, and a click
 * stays in the workbench instead of loading that path into the story frame.
 */
function StoryRouterLink({ href, children, ...props }: LinkRenderProps) {
  return (
    <a href={href} data-router-link="" onClick={(event) => event.preventDefault()} {...props}>
      {children}
    </a>
  );
}

const withRouterLinks: Decorator = (Story) => (
  <LinkProvider component={StoryRouterLink}>
    <Story />
  </LinkProvider>
);

/*
 * Stories show the brand font, as the site does from a visitor's second page on
 * (@lingon/design-system/lib/brand-font).
 */
document.documentElement.dataset['font'] = BRAND_FONT_STORED;

/**
 * The site loads Inter with font-display 'optional' (the first paint never waits for it), so a
 * story could render in either font. Loaded before the first story, it is always Inter here, and
 * screenshots compare like with like.
 */
async function loadFonts() {
  await Promise.all([
    document.fonts.load(`400 16px "${BRAND_FONT_FAMILY}"`, 'Åå'),
    document.fonts.load(`700 16px "${BRAND_FONT_FAMILY}"`, 'Åå'),
  ]);
}

const preview: Preview = {
  tags: ['autodocs'],
  beforeAll: loadFonts,
  decorators: [withTheme, withRouterLinks],
  loaders: [mswLoader],
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Ljust' },
          { value: 'dark', title: 'Mörkt' },
          { value: 'side-by-side', title: 'Båda sida vid sida' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        // The phones of the keyboard and layout reviews (iPhone 12–15, and iPhone SE 1st gen):
        // `globals: { viewport: { value: 'phone390', isRotated: false } }` in a story.
        phone390: {
          name: 'Mobil (390)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        phone320: {
          name: 'Liten mobil (320)',
          styles: { width: '320px', height: '568px' },
          type: 'mobile',
        },
        mobile: {
          name: 'Mobil (375)',
          styles: { width: '375px', height: '740px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Surfplatta (768)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Dator (1280)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
