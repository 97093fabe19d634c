import {
  supportErrorHandlers,
  supportHandlers,
  supportLoadingHandlers,
} from '@lingon/contracts/msw/support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Guide, GUIDE_NOT_FOUND } from './guide';
import { SUPPORT_ERROR_TEXT } from './load-error';
import { StoryLink, withFreshCache } from './testing/story-state';

const meta = {
  title: 'Support/Guide',
  component: Guide,
  args: { id: 'nar-kommer-fakturan', linkAs: StoryLink, onNavigate: fn() },
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
