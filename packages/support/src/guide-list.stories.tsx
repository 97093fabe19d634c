import {
  faqCategoryFixtures,
  faqGuideFixtures,
  faqGuideSummary,
} from '@lingon/contracts/fixtures/support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuideList } from './guide-list';

const guides = faqGuideFixtures.slice(0, 4).map(faqGuideSummary);

const meta = {
  title: 'Support/GuideList',
  component: GuideList,
  args: { guides, categories: faqCategoryFixtures },
} satisfies Meta<typeof GuideList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Guides in the order given, each a router link to its page under its category's slug. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(guides.length);
    for (const [index, guide] of guides.entries()) {
      const link = within(items[index]!).getByRole('link');
      await expect(link).toHaveTextContent(guide.title);
      await expect(link).toHaveAttribute('data-router-link');
      await expect(link.getAttribute('href')).toMatch(new RegExp(`/${guide.slug}$`));
    }
  },
};

/** Without categories the link uses the guide's category id. */
export const WithoutCategories: Story = {
  args: { categories: undefined, guides: guides.slice(0, 1) },
  play: async ({ canvas }) => {
    const [guide] = guides;
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      `/support/${guide!.categoryId}/${guide!.slug}`,
    );
  },
};

/** The list in both themes, the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  play: async ({ canvasElement }) => {
    for (const list of canvasElement.querySelectorAll('[data-slot="guide-list"]')) {
      await expect(within(list as HTMLElement).getAllByRole('link')).toHaveLength(guides.length);
    }
  },
};
