import {
  supportEmptyHandlers,
  supportErrorHandlers,
  supportHandlers,
  supportLoadingHandlers,
} from '@lingon/contracts/msw/support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FaqCategories, NO_CATEGORIES } from './faq-categories';
import { SUPPORT_ERROR_TEXT } from './load-error';
import { withFreshCache } from './testing/story-state';

const meta = {
  title: 'Support/FaqCategories',
  component: FaqCategories,
  decorators: [withFreshCache],
  parameters: { msw: { handlers: supportHandlers } },
} satisfies Meta<typeof FaqCategories>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Välj ett ämne' });
    const links = await within(region).findAllByRole('link', {}, slow);
    await expect(links).toHaveLength(7);
    await expect(
      within(region).getByRole('link', { name: /Faktura och betalning/ }),
    ).toHaveAttribute('href', '/support/faktura-och-betalning');
    await expect(links[0]).toHaveTextContent(/\d+ guider/);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: supportLoadingHandlers } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar ämnen…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: supportEmptyHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_CATEGORIES, {}, slow)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: supportErrorHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(SUPPORT_ERROR_TEXT);
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // Side by side renders every region twice, so region names repeat; on a page they are unique.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  play: async ({ canvas }) => {
    await canvas.findAllByText('Kontantkort', {}, slow);
  },
};
