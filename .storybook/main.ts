import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['./*.mdx', '../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  docs: { defaultName: 'Dokumentation' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Pre-bundle every dependency the stories import up front: a dependency discovered during a
    // test run makes Vite reload the page, which fails that run's tests (seen on a fresh clone).
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@lingon/design-system > class-variance-authority',
        '@lingon/design-system > clsx',
        '@lingon/design-system > tailwind-merge',
        '@lingon/design-system > @radix-ui/react-slot',
        '@lingon/design-system > @radix-ui/react-progress',
        '@lingon/design-system > @radix-ui/react-dialog',
        '@lingon/design-system > @radix-ui/react-tabs',
        '@lingon/design-system > @radix-ui/react-accordion',
        '@lingon/design-system > @radix-ui/react-checkbox',
        '@lingon/design-system > @radix-ui/react-radio-group',
        '@lingon/design-system > @radix-ui/react-switch',
        '@lingon/design-system > @radix-ui/react-select',
        '@lingon/design-system > lucide-react',
        '@lingon/design-system > jotai',
        '@lingon/design-system > jotai/utils',
        '@lingon/design-system > @sinonjs/fake-timers',
        '@lingon/contracts > zod',
        '@lingon/contracts > swr',
        '@lingon/contracts > personnummer',
        '@lingon/contracts > swr/mutation',
        '@lingon/contracts > swr/infinite',
        '@lingon/bankid > qrcode',
        'msw',
        'react-dom/client',
      ],
    };
    return viteConfig;
  },
};
export default config;
