import {
  supportEmptyHandlers,
  supportErrorHandlers,
  supportHandlers,
  supportLoadingHandlers,
} from '@lingon/contracts/msw/support';
import { faqGuideFixtures } from '@lingon/contracts/fixtures/support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SUPPORT_ERROR_TEXT } from './load-error';
import { NO_GUIDES, PopularGuides } from './popular-guides';
import { withFreshCache } from './testing/story-state';

const meta = {
  title: 'Support/PopularGuides',
  component: PopularGuides,
  args: { pageSize: 5 },
  decorators: [withFreshCache],
  parameters: { msw: { handlers: supportHandlers } },
} satisfies Meta<typeof PopularGuides>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };
const byPopularity = [...faqGuideFixtures].sort((a, b) => b.popularity - a.popularity);
const total = faqGuideFixtures.length;

/** The five most read guides; 'Visa fler' loads page 2 (skip 5, take 5) below them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', {}, slow);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5), slow);
    const titles = () =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent);
    await expect(titles()[0]).toContain(byPopularity[0]?.title);
    await expect(canvas.getByText(`Visar 5 av ${total}`)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Visa fler' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10), slow);
    await expect(titles()[5]).toContain(byPopularity[5]?.title);
    // Focus moves on to the first of the new guides, and the count is a status that is read out.
    await waitFor(() => expect(within(list).getAllByRole('link')[5]).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(`Visar 10 av ${total}`);
    await expect(titles()[9]).toContain(byPopularity[9]?.title);
    await expect(canvas.getByText(`Visar 10 av ${total}`)).toBeVisible();
    // Guide links use the category's slug once the categories are known.
    await waitFor(() =>
      expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toMatch(
        /^\/support\/[a-z-]+\/[a-z-]+$/,
      ),
    );
  },
};

/** A category's guides: paging stops when they are all shown. */
export const OneCategory: Story = {
  args: { category: 'kontantkort', pageSize: 2, heading: 'Kontantkort' },
  play: async ({ canvas }) => {
    const count = faqGuideFixtures.filter((guide) => guide.categoryId === 'kontantkort').length;
    await canvas.findByText(`Visar ${Math.min(2, count)} av ${count}`, {}, slow);
    while (canvas.queryByRole('button', { name: 'Visa fler' })) {
      const shown = canvas.getAllByRole('listitem').length;
      await userEvent.click(canvas.getByRole('button', { name: 'Visa fler' }));
      await waitFor(
        () => expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(shown),
        slow,
      );
    }
    await expect(canvas.getAllByRole('listitem')).toHaveLength(count);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: supportLoadingHandlers } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar guider…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: supportEmptyHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_GUIDES, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Visa fler' })).toBeNull();
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
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(`Visar 5 av ${total}`)).toHaveLength(2), slow);
  },
};
